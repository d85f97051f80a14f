import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_RULES, stepForHash, type HashRule } from './hash.ts';

const state = {
  paymentTab: 'card',
  shippingCountryCode: 'US',
  shippingStateCode: 'WA',
  shippingCountryHasStates: true,
};

describe('stepForHash (spec 002 §2)', () => {
  it('jumps to the place-order step on #placeOrder, the shipping step on #shipping', () => {
    expect(stepForHash('#placeOrder', state)).toBe('place-order');
    expect(stepForHash('#shipping', state)).toBe('shipping');
    expect(stepForHash('#other', state)).toBeNull();
    expect(stepForHash('', state)).toBeNull();
  });

  it('lets a tab put its own rule first', () => {
    const other: HashRule = {
      hash: '#placeOrder',
      step: (s) => (s.paymentTab === 'x' ? 'contact' : null),
    };
    const rules = [other, ...DEFAULT_HASH_RULES];
    expect(stepForHash('#placeOrder', { ...state, paymentTab: 'x' }, rules)).toBe('contact');
    expect(stepForHash('#placeOrder', state, rules)).toBe('place-order');
  });

  it('submits the shipping edit on #placeOrder with the PayPal tab when country or state is empty', () => {
    const paypal = { ...state, paymentTab: 'paypal' };
    expect(stepForHash('#placeOrder', { ...paypal, shippingStateCode: '' })).toBe('shipping-edit');
    expect(stepForHash('#placeOrder', { ...paypal, shippingCountryCode: '' })).toBe(
      'shipping-edit',
    );
    expect(stepForHash('#placeOrder', paypal)).toBe('place-order');
  });

  it('needs no state where the country has none, and leaves the other tabs alone', () => {
    const germany = {
      paymentTab: 'paypal',
      shippingCountryCode: 'DE',
      shippingStateCode: '',
      shippingCountryHasStates: false,
    };
    expect(stepForHash('#placeOrder', germany)).toBe('place-order');
    expect(stepForHash('#placeOrder', { ...state, shippingStateCode: '' })).toBe('place-order');
    expect(
      stepForHash('#placeOrder', { ...state, paymentTab: 'src', shippingCountryCode: '' }),
    ).toBe('place-order');
  });
});
