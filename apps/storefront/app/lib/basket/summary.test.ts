import { describe, expect, it } from 'vitest';
import { emptyCart, type CartView } from './cart-view.ts';
import {
  buyMoreSaveMore,
  freeShippingMessage,
  shippingLine,
  showsShippingInfo,
  taxLabel,
  taxLine,
} from './summary.ts';

const cart = (fields: Partial<CartView> = {}): CartView => ({
  ...emptyCart('USD'),
  basketId: 'b',
  count: 1,
  productSubTotal: 40,
  estimatedTotal: 40,
  ...fields,
});

describe('order summary (spec 001 §9)', () => {
  it('labels the tax per site', () => {
    expect(['SoloEU', 'SoloAUS', 'SoloCA', 'SoloUS'].map(taxLabel)).toEqual([
      'taxVat',
      'taxGst',
      'taxEstimated',
      'taxSales',
    ]);
  });

  it('shows tax included for EU and AUS, else the amount or calculated in checkout', () => {
    expect(taxLine(cart({ taxTotal: 3 }), 'SoloEU')).toEqual({ kind: 'text', key: 'taxIncluded' });
    expect(taxLine(cart({ taxTotal: 3 }), 'SoloUS')).toEqual({ kind: 'amount', amount: 3 });
    expect(taxLine(cart(), 'SoloCA')).toEqual({ kind: 'text', key: 'taxInCheckout' });
  });

  it('makes shipping free at the threshold or on approach success, else amount or checkout', () => {
    const us = { id: 'SoloUS', freeShippingThreshold: 50 };
    expect(shippingLine(cart({ productSubTotal: 50 }), us)).toEqual({
      kind: 'text',
      key: 'shippingFree',
    });
    expect(
      shippingLine(cart({ approach: { appliedShippingApproach: { successStatus: true } } }), us),
    ).toEqual({ kind: 'text', key: 'shippingFree' });
    expect(shippingLine(cart({ shippingTotal: 7.5 }), us)).toEqual({ kind: 'amount', amount: 7.5 });
    expect(shippingLine(cart(), us)).toEqual({ kind: 'text', key: 'shippingInCheckout' });
    expect(
      shippingLine(cart({ currency: 'GBP', productSubTotal: 500 }), {
        id: 'SoloEU',
        freeShippingThreshold: 50,
      }),
    ).toEqual({ kind: 'text', key: 'shippingInCheckout' });
  });

  it('shows what checkout calculated for SoloEU outside EUR on the checkout page', () => {
    const eu = { id: 'SoloEU', freeShippingThreshold: 1300 };
    const kronor = cart({ currency: 'SEK', productSubTotal: 439, shippingTotal: 89 });
    expect(shippingLine(kronor, eu)).toEqual({ kind: 'text', key: 'shippingInCheckout' });
    expect(shippingLine(kronor, eu, { inCheckout: true })).toEqual({ kind: 'amount', amount: 89 });
    expect(shippingLine({ ...kronor, productSubTotal: 1400 }, eu, { inCheckout: true })).toEqual({
      kind: 'text',
      key: 'shippingFree',
    });
  });

  it('asks for the missing amount, then says free shipping was reached', () => {
    expect(freeShippingMessage(cart({ productSubTotal: 39.9 }), 50)).toEqual({
      kind: 'more',
      amount: 10.1,
    });
    expect(freeShippingMessage(cart({ productSubTotal: 60 }), 50)).toEqual({ kind: 'got' });
    expect(
      freeShippingMessage(
        cart({ productSubTotal: 60, approach: { appliedShippingApproach: { messages: ['Yay'] } } }),
        50,
      ),
    ).toEqual({ kind: 'approach', text: 'Yay' });
    expect(freeShippingMessage(cart({ count: 0 }), 50)).toBeNull();
  });

  it('hides shipping information on the EU site outside EUR', () => {
    const line = cart().lines;
    expect(
      showsShippingInfo(cart({ currency: 'GBP', lines: [...line, {} as never] }), 'SoloEU'),
    ).toBe(false);
    expect(showsShippingInfo(cart({ lines: [{} as never] }), 'SoloUS')).toBe(true);
  });

  it('shows no shipping information for a basket of gift cards only (spec 001 §2)', () => {
    const card = {
      giftCertificateItemId: 'g',
      amount: 100,
      recipientName: 'S',
      recipientEmail: 's@x.io',
    };
    const onlyCards = cart({ productSubTotal: 0, giftCards: [card], giftCardTotal: 100 });
    expect(showsShippingInfo(onlyCards, 'SoloUS')).toBe(false);
    expect(showsShippingInfo({ ...onlyCards, lines: [{} as never] }, 'SoloUS')).toBe(true);
  });

  it('measures free shipping without the gift card amount (spec 001 §9)', () => {
    const card = {
      giftCertificateItemId: 'g',
      amount: 500,
      recipientName: 'S',
      recipientEmail: 's@x.io',
    };
    const mixed = cart({ productSubTotal: 40, giftCards: [card], giftCardTotal: 500, count: 2 });
    expect(freeShippingMessage(mixed, 50)).toEqual({ kind: 'more', amount: 10 });
    expect(
      shippingLine({ ...mixed, shippingTotal: 9.99 }, { id: 'SoloUS', freeShippingThreshold: 50 }),
    ).toEqual({
      kind: 'amount',
      amount: 9.99,
    });
  });
});

describe('buy more, save more (spec 001 §9)', () => {
  it('uses the goal price, else the shipping buy amount, as the bar maximum', () => {
    const message = 'Spend $60.00 more and save 10%';
    expect(
      buyMoreSaveMore(
        cart({
          approach: { currentOrderApproach: { currentApproachMessage: message, goalPrice: 100 } },
        }),
      ),
    ).toEqual({ message, max: 100, value: 40 });
    expect(
      buyMoreSaveMore(
        cart({
          approach: {
            currentOrderApproach: { currentApproachMessage: message },
            currentShippingApproach: { buyAmount: 75 },
          },
        }),
      ),
    ).toEqual({ message, max: 75, value: 40 });
    expect(buyMoreSaveMore(cart())).toBeNull();
  });
});
