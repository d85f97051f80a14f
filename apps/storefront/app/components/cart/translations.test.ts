import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { m } from './messages.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((x) => x[1]).sort();

describe('cart translations', () => {
  it('holds every descriptor in en-US, each id with the cart. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^cart\./);
  });

  it('keeps the exact texts of spec 001 §2, §5, §8', () => {
    const format = (id: string, values: Record<string, unknown>) =>
      String(new IntlMessageFormat(en[id]!, 'en-US').format(values));
    expect(format(m.addedToCart.id, { n: 2 })).toBe('2 item(s) added to cart');
    expect(format(m.miniCartTitle.id, { n: 1 })).toBe('Your Cart (1 item)');
    expect(format(m.orderSummaryCount.id, { n: 0 })).toBe('Order Summary (0 items)');
    expect(format(m.orderSummaryCount.id, { n: 1 })).toBe('Order Summary (1 item)');
    expect(format(m.orderSummaryCount.id, { n: 3 })).toBe('Order Summary (3 items)');
    expect(format(m.estimatedTotal.id, { currency: 'USD' })).toBe('Estimated Total (USD)');
    expect(en[m.promoRequired.id]).toBe('Please provide a valid promo code.');
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
            n: 2,
            name: 'Stone',
            stockLevel: 3,
            amount: '$5.00',
            currency: 'EUR',
            code: 'SAVE10',
            couponCode: 'SAVE10',
          }),
        ).not.toThrow();
      }
    },
  );
});
