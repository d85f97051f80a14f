import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sheetRefusal,
  afterShippingDelay,
  GOOGLE_PAY_AMOUNT_DELAY_MS,
  PDP_SHIPPING_DELAY_MS,
  shippingUpdateDelay,
} from './flow.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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

describe('afterShippingDelay', () => {
  const settled = (promise: Promise<unknown>) => {
    const seen = { done: false };
    void promise.then(() => (seen.done = true));
    return seen;
  };

  it('hands a Google Pay method change on after 150 ms', async () => {
    const seen = settled(afterShippingDelay({ amount: 1 }, 'google_pay', 'cart', 'method'));
    await vi.advanceTimersByTimeAsync(149);
    expect(seen.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.done).toBe(true);
  });

  it('hands errors and undelayed wallets on at once', async () => {
    const error = settled(
      afterShippingDelay({ error: { code: 'x' } }, 'google_pay', 'pdp', 'address'),
    );
    const paypal = settled(afterShippingDelay({ amount: 1 }, 'paypal', 'cart', 'address'));
    await vi.advanceTimersByTimeAsync(0);
    expect(error.done).toBe(true);
    expect(paypal.done).toBe(true);
  });
});

describe('sheetRefusal: no sheet opens (spec 002 §5, §8)', () => {
  const config = { buttons: ['ApplePay', 'GooglePay', 'PayPal'] as const, unconfigured: [] };

  it('aborts Apple Pay, and every other wallet, at a total of 0', () => {
    for (const button of config.buttons)
      expect(sheetRefusal({ ...config, amount: 0 }, button)).toEqual({ code: 'zero-amount' });
    expect(sheetRefusal({ ...config, amount: -1 }, 'ApplePay')).toEqual({ code: 'zero-amount' });
  });

  it('opens the sheet for a positive total', () => {
    expect(sheetRefusal({ ...config, amount: 0.01 }, 'ApplePay')).toBeNull();
  });

  it('names a missing gateway configuration, else the default error of a button gone', () => {
    const gone = { buttons: ['PayPal'] as const, unconfigured: ['ApplePay'] as const, amount: 20 };
    expect(sheetRefusal(gone, 'ApplePay')).toEqual({ code: 'no-configuration' });
    expect(sheetRefusal(gone, 'GooglePay')).toEqual({});
  });
});
