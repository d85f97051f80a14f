import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { translations } from '../../components/product/translations.ts';
import { productMessage, productMessages } from './messages.ts';

const en = translations['en-US']!;
const ids = Object.values(productMessages).map((m) => m.id);

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((x) => x[1]).sort();

describe('product messages', () => {
  it('have unique ids under product.', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^product\./);
  });

  it('keep the spec texts verbatim in English (spec 001 §4, §8, §2; spec 000 §9)', () => {
    const texts = Object.values(productMessages).map((m) => m.defaultMessage);
    for (const quoted of [
      'Only {count} Left',
      'Coming in {days} Days',
      'Backordered until {date}',
      'Out of stock',
      'Final Sale',
      'Discontinued',
      'This product/bundle is unavailable due to pricing issues.',
      'Only {stockLevel} left!',
      'Only {stockLevel} left for {productName}!',
      'Add Set to Cart',
      'Add to Cart',
      'Notify Me',
      'Max quantity reached',
      'Update',
      'View Full Details',
      'Your Free Gift',
      'FREE',
      'SALE',
      '{value}% off',
      'Please select all your options above',
      'Please select a gas fuel adaptor.',
    ]) {
      expect(texts).toContain(quoted);
    }
  });

  it('carry values only when given', () => {
    expect(productMessage('onlyLeft', { count: 3 })).toEqual({
      id: 'product.inventory.onlyLeft',
      defaultMessage: 'Only {count} Left',
      values: { count: 3 },
    });
    expect(productMessage('notifyMe')).not.toHaveProperty('values');
  });
});

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
