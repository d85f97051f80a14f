import { describe, expect, it } from 'vitest';
import { initialTab } from './payment-tab.ts';

describe('initialTab (spec 002 §2)', () => {
  const offered = ['card', 'paypal', 'src'];

  it("opens the tab of the basket's payment instrument", () => {
    expect(initialTab(offered, 'PayPal')).toBe('paypal');
    expect(initialTab(offered, 'SRC')).toBe('src');
    expect(initialTab(offered, 'CREDIT_CARD')).toBe('card');
  });

  it('opens the first tab without an instrument or when its tab is not offered', () => {
    expect(initialTab(offered, '')).toBe('card');
    expect(initialTab(offered, 'MobileWallet')).toBe('card');
    expect(initialTab(['paypal', 'card'], 'GiftCertificate')).toBe('paypal');
    expect(initialTab([], 'PayPal')).toBe('');
  });
});
