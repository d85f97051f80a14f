import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_RULES, stepForHash, type HashRule } from './hash.ts';

const state = { paymentTab: 'card', shippingCountryCode: 'US', shippingStateCode: 'WA' };

describe('stepForHash (spec 002 §2)', () => {
  it('jumps to the place-order step on #placeOrder, the shipping step on #shipping', () => {
    expect(stepForHash('#placeOrder', state)).toBe('place-order');
    expect(stepForHash('#shipping', state)).toBe('shipping');
    expect(stepForHash('#other', state)).toBeNull();
    expect(stepForHash('', state)).toBeNull();
  });

  it('lets a tab put its own rule first', () => {
    const paypal: HashRule = {
      hash: '#placeOrder',
      step: (s) =>
        s.paymentTab === 'paypal' && (!s.shippingCountryCode || !s.shippingStateCode)
          ? 'shipping'
          : null,
    };
    const rules = [paypal, ...DEFAULT_HASH_RULES];
    expect(
      stepForHash('#placeOrder', { ...state, paymentTab: 'paypal', shippingStateCode: '' }, rules),
    ).toBe('shipping');
    expect(stepForHash('#placeOrder', { ...state, paymentTab: 'paypal' }, rules)).toBe(
      'place-order',
    );
  });
});
