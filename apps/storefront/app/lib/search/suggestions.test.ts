import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money.ts';
import {
  categoryPath,
  emphasise,
  normaliseQuery,
  productPath,
  searchPath,
  SUGGESTED_PHRASES_MAX,
  SUGGESTED_PRODUCTS_MAX,
  SUGGESTIONS_REQUEST_LIMIT,
  suggestionView,
} from './suggestions.ts';

const product = (id: string, price?: number) => ({
  productId: id,
  productName: `Product ${id}`,
  currency: 'USD',
  ...(price === undefined ? {} : { price }),
  image: { alt: `Product ${id}, black`, link: `/images/products/${id}/black-1.svg` },
});

const result = (
  phrases: string[],
  products: ReturnType<typeof product>[],
  categories: Array<{ id: string; name: string; parentCategoryName?: string }> = [],
) =>
  ({
    searchPhrase: 'fir',
    categorySuggestions: { categories },
    productSuggestions: {
      suggestedPhrases: phrases.map((phrase) => ({ phrase, exactMatch: false })),
      products,
    },
  }) as unknown as ShopperSearchTypes.SuggestionResult;

describe('suggestion view', () => {
  it('keeps the spec counts: 7 phrases, 4 products, from one call of 7', () => {
    expect(SUGGESTED_PHRASES_MAX).toBe(7);
    expect(SUGGESTED_PRODUCTS_MAX).toBe(4);
    expect(SUGGESTIONS_REQUEST_LIMIT).toBe(7);
    const many = Array.from({ length: 10 }, (_, i) => `fire ${i}`);
    const view = suggestionView(
      result(
        many,
        many.map((_, i) => product(`p${i}`, 10 + i)),
        many.map((_, i) => ({ id: `c${i}`, name: `Cat ${i}` })),
      ),
      'fir',
      'en-US',
    );
    expect(view.phrases.map((p) => p.phrase)).toEqual(many.slice(0, 7));
    expect(view.products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(view.categories).toHaveLength(4);
    expect(view.query).toBe('fir');
  });

  it('formats prices in the locale and leaves a missing price out', () => {
    const view = suggestionView(
      result([], [product('ranger', 1299.5), product('gift-card')]),
      'r',
      'en-US',
    );
    expect(view.products).toEqual([
      {
        id: 'ranger',
        name: 'Product ranger',
        price: '$1,299.50',
        image: { src: '/images/products/ranger/black-1.svg?w=128', alt: 'Product ranger, black' },
      },
      {
        id: 'gift-card',
        name: 'Product gift-card',
        price: null,
        image: {
          src: '/images/products/gift-card/black-1.svg?w=128',
          alt: 'Product gift-card, black',
        },
      },
    ]);
    const fr = suggestionView(result([], [product('ranger', 1299.5)]), 'r', 'fr-CA');
    expect(fr.products[0]!.price).toBe(formatMoney(1299.5, 'USD', 'fr-CA'));
    expect(fr.products[0]!.price).toMatch(/^1\s299,50/);
  });

  it('drops repeated phrases and keeps category ids and names', () => {
    const view = suggestionView(
      result(
        ['fire pit', 'Fire Pit', 'fire pit lid'],
        [],
        [
          { id: 'fire-pits', name: 'Fire Pits', parentCategoryName: 'Shop' },
          { id: 'lids', name: 'Lids' },
        ],
      ),
      'fire',
      'en-US',
    );
    expect(view.phrases.map((p) => p.phrase)).toEqual(['fire pit', 'fire pit lid']);
    expect(view.categories).toEqual([
      { id: 'fire-pits', name: 'Fire Pits' },
      { id: 'lids', name: 'Lids' },
    ]);
  });

  it('answers an empty view for an empty result', () => {
    expect(suggestionView({ searchPhrase: 'x' }, 'x', 'en-US')).toEqual({
      query: 'x',
      phrases: [],
      categories: [],
      products: [],
    });
  });
});

describe('emphasise', () => {
  it('marks the typed prefix of each word', () => {
    expect(emphasise('Fire Pit Lid', 'fir')).toEqual([
      { text: 'Fir', match: true },
      { text: 'e Pit Lid', match: false },
    ]);
    expect(emphasise('fire pit cover', 'fire pi')).toEqual([
      { text: 'fire', match: true },
      { text: ' ', match: false },
      { text: 'pi', match: true },
      { text: 't cover', match: false },
    ]);
  });

  it('marks nothing for a corrected typo', () => {
    expect(emphasise('fire pit', 'fier')).toEqual([{ text: 'fire pit', match: false }]);
  });

  it('prefers the longest typed word that fits', () => {
    expect(emphasise('stove', 's sto')).toEqual([
      { text: 'sto', match: true },
      { text: 've', match: false },
    ]);
  });
});

describe('queries and paths', () => {
  it('normalises what is sent', () => {
    expect(normaliseQuery('  fire   pit ')).toBe('fire pit');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('   ')).toBe('');
    expect([...normaliseQuery('x'.repeat(300))]).toHaveLength(100);
  });

  it('builds site-relative paths', () => {
    expect(searchPath('fire & ice')).toBe('/search?q=fire%20%26%20ice');
    expect(productPath('ranger-2.0')).toBe('/p/ranger-2.0');
    expect(categoryPath('fire-pits')).toBe('/plp/fire-pits');
  });
});
