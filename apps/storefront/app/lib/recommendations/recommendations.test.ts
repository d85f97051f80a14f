import { describe, expect, it } from 'vitest';
import { enterRecommendationContext, currentRecommendationContext } from './context.ts';
import { parseRecommendationsQuery } from './query.ts';
import {
  itemListEvent,
  recommendationsQuery,
  type RecommendationsView,
} from './recommendations.ts';

describe('itemListEvent', () => {
  it('lists the tracking of every product with its position and context', () => {
    const view: RecommendationsView = {
      recommender: 'product-to-product-einstein',
      tiles: [],
      tracking: [
        { id: 'a', name: 'A', price: 10, currency: 'USD' },
        { id: 'b', name: 'B', currency: 'USD', masterId: 'm' },
      ],
    };
    expect(itemListEvent(view, 'CART')).toEqual({
      event: 'view_item_list',
      listId: 'product-to-product-einstein',
      context: 'CART',
      products: [
        { id: 'a', name: 'A', price: 10, currency: 'USD', position: 1 },
        { id: 'b', name: 'B', currency: 'USD', masterId: 'm', position: 2 },
      ],
    });
  });
});

describe('recommendation context', () => {
  it('is CART while entered and the prior context once left (spec 001 §4)', () => {
    expect(currentRecommendationContext().type).toBe('OTHER');
    const leaveHome = enterRecommendationContext({ type: 'HOMEPAGE', data: [] });
    const leaveCart = enterRecommendationContext({ type: 'CART', data: ['a'] });
    expect(currentRecommendationContext()).toEqual({ type: 'CART', data: ['a'] });
    leaveCart();
    expect(currentRecommendationContext().type).toBe('HOMEPAGE');
    leaveHome();
    expect(currentRecommendationContext().type).toBe('OTHER');
  });

  it('keeps a context entered later when an earlier one is left', () => {
    const leaveCart = enterRecommendationContext({ type: 'CART', data: [] });
    const leaveProduct = enterRecommendationContext({ type: 'PRODUCT', data: ['p'] });
    leaveCart();
    expect(currentRecommendationContext().type).toBe('PRODUCT');
    leaveProduct();
  });
});

describe('recommendations data query', () => {
  it('round-trips through the route parser with the defaults', () => {
    const query = recommendationsQuery({
      recommender: 'complete-the-set',
      productIds: ['a', 'b'],
      max: 3,
    });
    expect(parseRecommendationsQuery(new URLSearchParams(query))).toEqual({
      ok: true,
      query: { recommender: 'complete-the-set', productIds: ['a', 'b'], max: 3 },
    });
    expect(
      parseRecommendationsQuery(new URLSearchParams('recommender=products-in-all-categories')),
    ).toEqual({
      ok: true,
      query: { recommender: 'products-in-all-categories', productIds: [], max: 5 },
    });
  });

  it.each([
    ['', 'recommender: must be one of'],
    ['recommender=best', 'recommender: must be one of'],
    ['recommender=complete-the-set&max=0', 'max: must be at least 1'],
    ['recommender=complete-the-set&max=51', 'max: must be at most 50'],
    ['recommender=complete-the-set&max=x', 'max: '],
    [
      `recommender=complete-the-set&productIds=${Array.from({ length: 51 }, (_, i) => i).join(',')}`,
      'productIds: at most 50 ids',
    ],
  ])('refuses "%s", naming the field', (query, detail) => {
    const parsed = parseRecommendationsQuery(new URLSearchParams(query));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.detail.startsWith(detail)).toBe(true);
  });
});
