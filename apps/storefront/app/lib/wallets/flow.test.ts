import { describe, expect, it } from 'vitest';
import { GOOGLE_PAY_AMOUNT_DELAY_MS, PDP_SHIPPING_DELAY_MS, shippingUpdateDelay } from './flow.ts';

describe('shippingUpdateDelay (spec 002 §4, §9)', () => {
  it('delays Google Pay amount updates 150 ms, for an address and for a method', () => {
    expect(GOOGLE_PAY_AMOUNT_DELAY_MS).toBe(150);
    expect(shippingUpdateDelay('google_pay', 'cart', 'address')).toBe(150);
    expect(shippingUpdateDelay('google_pay', 'minicart', 'method')).toBe(150);
  });

  it('waits 150 ms after the address on the product page only', () => {
    expect(PDP_SHIPPING_DELAY_MS).toBe(150);
    expect(shippingUpdateDelay('paypal', 'pdp', 'address')).toBe(150);
    expect(shippingUpdateDelay('paypal', 'pdp', 'method')).toBe(0);
    expect(shippingUpdateDelay('apple_pay', 'cart', 'address')).toBe(0);
    expect(shippingUpdateDelay('amazon_pay', 'minicart', 'method')).toBe(0);
  });
});
