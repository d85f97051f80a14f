import { describe, expect, it } from 'vitest';
import { expressVisible, shownButtons } from './buttons.ts';
import { allowedButtons } from './config.ts';

const config = (allowed: unknown[], enabled: Record<string, boolean>) => ({
  c_expressButtons: {
    expressPaymentMethods: { allowedPaymentMethods: allowed },
    cardProviderConfig: Object.fromEntries(
      Object.entries(enabled).map(([id, on]) => [id, { enabled: on }]),
    ),
  },
});

describe('express button order (spec 002 §2)', () => {
  it('keeps the service order (saved c_expressButtons first) of allowed and enabled buttons', () => {
    const all = { ApplePay: true, AmazonPay: true, GooglePay: true, PayPal: true, PayLater: true };
    expect(allowedButtons(config(['PayPal', 'ApplePay', 'GooglePay'], all))).toEqual([
      'PayPal',
      'ApplePay',
      'GooglePay',
    ]);
    expect(
      allowedButtons(
        config(['GooglePay', 'ApplePay', 'Klarna', 'PayPal'], { ...all, ApplePay: false }),
      ),
    ).toEqual(['GooglePay', 'PayPal']);
    // Enabled but not allowed (the EU and Australian sites): nothing.
    expect(allowedButtons(config([], all))).toEqual([]);
    expect(allowedButtons(null)).toEqual([]);
    expect(allowedButtons({ c_expressButtons: {} })).toEqual([]);
  });
});

describe('express button visibility (spec 002 §2, §4)', () => {
  const full = { count: 1, productSubTotal: 20 };
  const empty = { count: 0, productSubTotal: 0 };
  const product = { addAllowed: true, salePrice: 20 };

  it('hides the mini cart and cart buttons for a subtotal of 0', () => {
    expect(expressVisible({ place: 'minicart', siteId: 'SoloUS', cart: full })).toBe(true);
    expect(expressVisible({ place: 'minicart', siteId: 'SoloUS', cart: empty })).toBe(false);
    expect(
      expressVisible({ place: 'cart', siteId: 'SoloUS', cart: { count: 1, productSubTotal: 0 } }),
    ).toBe(false);
    expect(expressVisible({ place: 'cart', siteId: 'SoloUS', cart: null })).toBe(false);
  });

  it('hides the cart page buttons on the EU and Australian sites', () => {
    expect(expressVisible({ place: 'cart', siteId: 'SoloCA', cart: full })).toBe(true);
    expect(expressVisible({ place: 'cart', siteId: 'SoloEU', cart: full })).toBe(false);
    expect(expressVisible({ place: 'cart', siteId: 'SoloAUS', cart: full })).toBe(false);
    expect(expressVisible({ place: 'minicart', siteId: 'SoloEU', cart: full })).toBe(true);
  });

  it('shows the product page buttons only for an empty basket, an allowed add and a price', () => {
    const at = (cart = empty, p: typeof product | null = product) =>
      expressVisible({ place: 'pdp', siteId: 'SoloUS', cart, ...(p ? { product: p } : {}) });
    expect(at()).toBe(true);
    expect(at(full)).toBe(false);
    expect(at(empty, { addAllowed: false, salePrice: 20 })).toBe(false);
    expect(at(empty, { addAllowed: true, salePrice: 0 })).toBe(false);
    expect(at(empty, { addAllowed: true, salePrice: -1 })).toBe(false);
    expect(at(empty, null)).toBe(false);
  });
});

describe('the checkout express section (spec 002 §2, §4, §5)', () => {
  const full = { count: 1, productSubTotal: 20 };

  it('shows on every site, the EU and Australian ones too: their hiding is the cart page’s', () => {
    for (const siteId of ['SoloUS', 'SoloCA', 'SoloEU', 'SoloAUS'])
      expect(expressVisible({ place: 'checkout', siteId, cart: full })).toBe(true);
    expect(expressVisible({ place: 'checkout', siteId: 'SoloUS', cart: null })).toBe(false);
    expect(
      expressVisible({
        place: 'checkout',
        siteId: 'SoloUS',
        cart: { count: 0, productSubTotal: 0 },
      }),
    ).toBe(false);
  });

  it('leaves only PayPal’s zero-amount button for a total of 0', () => {
    const us = ['ApplePay', 'AmazonPay', 'GooglePay', 'PayPal', 'PayLater'] as const;
    expect(shownButtons('checkout', us, 59.99)).toEqual({ buttons: [...us], zeroAmount: false });
    expect(shownButtons('checkout', us, 0)).toEqual({ buttons: ['PayPal'], zeroAmount: true });
    expect(shownButtons('checkout', ['ApplePay', 'GooglePay'], 0)).toEqual({
      buttons: [],
      zeroAmount: true,
    });
    // The other places follow their own visibility (the subtotal) only.
    expect(shownButtons('cart', us, 0)).toEqual({ buttons: [...us], zeroAmount: false });
  });
});
