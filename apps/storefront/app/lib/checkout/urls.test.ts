import { describe, expect, it } from 'vitest';
import { checkoutUrls } from './urls.ts';

describe('checkoutUrls', () => {
  it('keeps the prefix the shopper used', () => {
    const eu = checkoutUrls(new URL('http://x/eu/de/checkout'));
    expect(eu.cart).toBe('/eu/de/cart');
    expect(eu.shipping).toBe('/eu/de/checkout#shipping');
    expect(eu.confirmation('00001234')).toBe('/eu/de/checkout/confirmation/00001234');
    const plain = checkoutUrls(new URL('http://x/checkout'));
    expect(plain.cart).toBe('/cart');
    expect(plain.checkout).toBe('/checkout');
  });
});
