import { describe, expect, it } from 'vitest';
import { cartReadPath } from './cart-read.ts';

describe('cartReadPath', () => {
  it('keeps the gift card payments only on the checkout page', () => {
    expect(cartReadPath('/checkout')).toBe('/basket?keepGiftCards=1');
    expect(cartReadPath('/eu/de/checkout/')).toBe('/basket?keepGiftCards=1');
    expect(cartReadPath('/cart')).toBe('/basket');
    expect(cartReadPath('/checkout/confirmation/00001')).toBe('/basket');
    expect(cartReadPath('/p/checkout-stand')).toBe('/basket');
  });
});
