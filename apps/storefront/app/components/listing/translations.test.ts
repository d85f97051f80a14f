import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { translations } from './translations.ts';
import { ATTRIBUTE_LABELS, m, SORT_LABELS } from './messages.ts';
import { SORT_IDS } from '../../lib/listing/url-state.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((x) => x[1]).sort();

describe('listing translations', () => {
  it('holds every descriptor in en-US, each id with the listing. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^listing\./);
  });

  it.each(['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'])(
    'translates every string for %s',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        expect(() =>
          new IntlMessageFormat(text, locale).format({
            count: 2,
            first: 1,
            last: 2,
            page: 1,
            query: 'fire',
            label: 'Black',
          }),
        ).not.toThrow();
      }
    },
  );

  it('names every sorting option of the search API', () => {
    for (const id of SORT_IDS) expect(SORT_LABELS[id], id).toBeDefined();
    expect(ATTRIBUTE_LABELS.c_color).toBe('attrColor');
  });
});
