/**
 * Test support: the uncompiled messages of a locale, as IntlProvider takes them (tests run with
 * the ICU parser), read from the catalogues under lang/ through the locale's fallback chain.
 */
import { catalogueChain, catalogueFor, mergeCatalogues, type FlatMessages } from './catalogue.ts';

/** The source catalogue as extracted: id → { defaultMessage, description }. */
export type ExtractedCatalogue = Record<string, { defaultMessage: string; description?: string }>;

/** Every catalogue under lang/ as id → text; English from its extracted defaults. */
const files = import.meta.glob<FlatMessages | ExtractedCatalogue>('./lang/*.json', {
  import: 'default',
  eager: true,
});

export const CATALOGUES: Readonly<Record<string, FlatMessages>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => {
    const name = path.slice('./lang/'.length, -'.json'.length);
    if (name !== 'en') return [name, messages as FlatMessages];
    const extracted = Object.entries(messages as ExtractedCatalogue);
    return [name, Object.fromEntries(extracted.map(([id, d]) => [id, d.defaultMessage]))];
  }),
);

/** The messages a locale reads (fr-BE → fr → en), uncompiled. */
export function messagesFor(localeId: string): FlatMessages {
  const name = catalogueFor(localeId, new Set(Object.keys(CATALOGUES)));
  return mergeCatalogues(catalogueChain(name), CATALOGUES);
}
