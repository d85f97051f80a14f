import { describe, expect, it } from 'vitest';
import type { CartView } from '../basket/cart-view.ts';
import { amazonRefreshKey, shownAmazonAmount } from './amazon-amount.ts';

const CART = {
  basketId: 'b1',
  currency: 'USD',
  count: 1,
  lines: [{ itemId: 'i1', productId: 'pizza-stone', name: 'Pizza Stone', quantity: 1 }],
  giftCards: [],
  coupons: [],
  productSubTotal: 59.99,
  estimatedTotal: 59.99,
} as unknown as CartView;

describe('Amazon Pay button amount (spec 002 §4 Amazon Pay)', () => {
  const key = amazonRefreshKey(CART);

  it('is read again after an add to cart and a cart update', () => {
    const added = {
      ...CART,
      count: 2,
      lines: [...CART.lines, { itemId: 'i2', productId: 'peel', name: 'Peel', quantity: 1 }],
    } as CartView;
    expect(amazonRefreshKey(added)).not.toBe(key);
    const updated = { ...CART, lines: [{ ...CART.lines[0]!, quantity: 3 }] };
    expect(amazonRefreshKey(updated)).not.toBe(key);
    const coupon = { ...CART, coupons: [{ couponItemId: 'c', code: 'SAVE10' }] } as CartView;
    expect(amazonRefreshKey(coupon)).not.toBe(key);
  });

  it('is read again after a shipping method choice (shipping and totals change)', () => {
    expect(amazonRefreshKey({ ...CART, shippingTotal: 9.99 })).not.toBe(key);
    expect(amazonRefreshKey({ ...CART, shippingTotal: 0, estimatedTotal: 64.79 })).not.toBe(
      amazonRefreshKey({ ...CART, shippingTotal: 0 }),
    );
  });

  it('is not read again for the same basket read anew, nor without a basket', () => {
    expect(amazonRefreshKey(structuredClone(CART))).toBe(key);
    expect(amazonRefreshKey(null)).toBeNull();
    expect(amazonRefreshKey({ ...CART, basketId: null })).toBeNull();
    expect(amazonRefreshKey({ ...CART, count: 0, lines: [] })).toBeNull();
  });

  it('shows a positive estimate with its currency, nothing otherwise', () => {
    expect(shownAmazonAmount({ amount: 64.79, currency: 'USD' })).toEqual({
      amount: 64.79,
      currency: 'USD',
    });
    for (const answer of [
      { amount: 0, currency: 'USD' },
      { amount: -1, currency: 'USD' },
      { amount: Number.NaN, currency: 'USD' },
      { amount: 10 },
      { error: { code: 'network' } },
      null,
    ]) {
      expect(shownAmazonAmount(answer)).toBeNull();
    }
  });
});
