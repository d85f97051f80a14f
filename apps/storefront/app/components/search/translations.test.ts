import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { m } from './messages.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((x) => x[1]))].sort();

describe('search translations', () => {
  it('has every descriptor in en-US under the search. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^search\./);
  });

  it('keeps the spec wording of View All Results', () => {
    expect(en['search.suggestions.viewAll']).toBe('View All Results');
  });

  it.each(['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'])(
    'translates every string for %s with the same arguments',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        for (const count of [0, 1, 3]) {
          const out = new IntlMessageFormat(text, locale).format({ count, query: 'q' });
          expect(String(out)).not.toBe('');
        }
      }
    },
  );

  it('counts results in the plural form of the locale', () => {
    const format = (locale: string, count: number) =>
      new IntlMessageFormat(translations[locale]!['search.suggestions.count']!, locale).format({
        count,
      });
    expect(format('en-US', 0)).toBe('No results');
    expect(format('en-US', 1)).toBe('1 result');
    expect(format('en-US', 11)).toBe('11 results');
    expect(format('fr-FR', 1)).toBe('1 résultat');
    expect(format('de-DE', 4)).toBe('4 Ergebnisse');
  });
});
