import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { translations } from './translations.ts';
import { m } from './messages.ts';

const en = translations['en-US']!;

/** Names of the ICU arguments a message uses, so translations cannot drop or rename one. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((x) => x[1]).sort();

describe('wishlist translations', () => {
  it('holds every descriptor in en-US, each id with the wishlist. prefix', () => {
    expect(Object.keys(en).sort()).toEqual(
      Object.values(m)
        .map((d) => d.id)
        .sort(),
    );
    for (const id of Object.keys(en)) expect(id).toMatch(/^wishlist\./);
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
            product: 'Ranger',
            quantity: 1,
            count: 3,
            url: 'https://example.com',
            n: 2,
          }),
        ).not.toThrow();
      }
    },
  );

  it('keeps the spec texts verbatim in English', () => {
    // Spec 001 §8 toasts and §2 saved items panel.
    expect(
      [m.added, m.exists, m.removed, m.guest, m.panelTitle, m.emptyTitle, m.emptyText].map(
        (d) => en[d.id],
      ),
    ).toEqual([
      '{quantity} item(s) added to wishlist',
      'Item is already in wishlist',
      'Item removed from wishlist',
      'Sign in or Sign up to save your items for later and across your devices.',
      'Your saved Items',
      'No Wishlist Items',
      'Continue shopping and add items to your wishlist.',
    ]);
  });
});
