import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { productMessages } from '../../lib/product/messages.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;
const ids = Object.values(productMessages).map((m) => m.id);

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((x) => x[1]).sort();

describe('product translations', () => {
  it('build en-US from the defaults', () => {
    expect(Object.keys(en).sort()).toEqual([...ids].sort());
    expect(en['product.inventory.comingIn']).toBe('Coming in {days} Days');
  });

  it.each(['fr-FR', 'fr-CA', 'de-DE', 'nl-NL', 'es-ES', 'es-US', 'it-IT'])(
    'translate every string for %s, keeping its placeholders',
    (locale) => {
      const catalogue = translations[locale]!;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(argumentsOf(text), id).toEqual(argumentsOf(en[id]!));
        const values = {
          count: 3,
          days: 12,
          date: 'x',
          stockLevel: 2,
          productName: 'p',
          price: '$1',
          value: 20,
          inches: 15.5,
          cm: 39.4,
        };
        expect(() => new IntlMessageFormat(text, locale).format(values), id).not.toThrow();
      }
    },
  );

  it('format numbers for the locale', () => {
    const height = translations['de-DE']!['product.dimensions.height']!;
    expect(new IntlMessageFormat(height, 'de-DE').format({ inches: 15.5, cm: 39.4 })).toBe(
      'Höhe: 15,5 Zoll (39,4 cm)',
    );
  });
});
