/**
 * Test support shared by every area's translations test: en-US holds exactly the area's
 * descriptors under its prefix, and every translated locale has every message with the same ICU
 * arguments and formats without error.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { expect, it } from 'vitest';

/** The locales with message files of their own besides en-US. */
export const TRANSLATED_LOCALES = ['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'];

type Values = Record<string, string | number>;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
export const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((x) => x[1]))].sort();

export interface CatalogueCheck {
  /** The ids' prefix without its dot, e.g. "cart". */
  prefix: string;
  translations: Readonly<Record<string, Record<string, string>>>;
  /** The area's descriptors; when given, en-US must hold exactly their ids. */
  descriptors?: Readonly<Record<string, { id: string }>>;
  /** Argument values every message is formatted with; several sets check plural branches. */
  values: Values | Values[];
}

/** Registers the catalogue tests of one area; call it inside the area's `describe`. */
export function checkCatalogue({ prefix, translations, descriptors, values }: CatalogueCheck) {
  const en = translations['en-US']!;
  const valueSets = Array.isArray(values) ? values : [values];

  it(`holds ${descriptors ? 'every descriptor' : 'its messages'} in en-US under the ${prefix}. prefix`, () => {
    if (descriptors) {
      expect(Object.keys(en).sort()).toEqual(
        Object.values(descriptors)
          .map((d) => d.id)
          .sort(),
      );
    }
    for (const id of Object.keys(en)) expect(id.startsWith(`${prefix}.`), id).toBe(true);
  });

  it.each(TRANSLATED_LOCALES)(
    'translates every string for %s with the same arguments',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        for (const set of valueSets) {
          const out = new IntlMessageFormat(text, locale).format(set);
          expect(String(out), id).not.toBe('');
        }
      }
    },
  );
}
