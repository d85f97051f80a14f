/**
 * Test support: the uncompiled messages of a locale, as IntlProvider takes them (tests run with
 * the ICU parser), read from the catalogues under lang/ through the locale's fallback chain.
 */
import de from './lang/de.json' with { type: 'json' };
import en from './lang/en.json' with { type: 'json' };
import esUS from './lang/es-US.json' with { type: 'json' };
import es from './lang/es.json' with { type: 'json' };
import frCA from './lang/fr-CA.json' with { type: 'json' };
import fr from './lang/fr.json' with { type: 'json' };
import it from './lang/it.json' with { type: 'json' };
import nl from './lang/nl.json' with { type: 'json' };
import { catalogueChain, catalogueFor, mergeCatalogues, type FlatMessages } from './catalogue.ts';

/** The source catalogue as extracted: id → { defaultMessage, description }. */
export type ExtractedCatalogue = Record<string, { defaultMessage: string; description?: string }>;

/** Every catalogue under lang/ as id → text; English from its extracted defaults. */
export const CATALOGUES: Readonly<Record<string, FlatMessages>> = {
  en: Object.fromEntries(
    Object.entries(en as ExtractedCatalogue).map(([id, d]) => [id, d.defaultMessage]),
  ),
  fr,
  'fr-CA': frCA,
  de,
  nl,
  es,
  'es-US': esUS,
  it,
};

/** The messages a locale reads (fr-BE → fr → en), uncompiled. */
export function messagesFor(localeId: string): FlatMessages {
  const name = catalogueFor(localeId, new Set(Object.keys(CATALOGUES)));
  return mergeCatalogues(catalogueChain(name), CATALOGUES);
}
