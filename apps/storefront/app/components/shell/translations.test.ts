import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { translations } from './translations.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

describe('shell translations', () => {
  it('names every id with the shell. prefix', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^shell\./);
  });

  it.each(['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'it-IT', 'es-US'])(
    'translates every string for %s',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        expect(() =>
          new IntlMessageFormat(text, locale).format({
            index: 1,
            count: 2,
            year: 2025,
            copyright: 'x',
            title: 't',
            site: 's',
            current: 'c',
          }),
        ).not.toThrow();
      }
    },
  );

  it('keeps the spec texts verbatim in English', () => {
    expect(en['shell.offline']).toBe("You're currently browsing in offline mode");
    expect(en['shell.cart.empty']).toBe('Your cart is empty.');
    expect(en['shell.locale.invalid']).toBe('Invalid locale format');
  });
});
