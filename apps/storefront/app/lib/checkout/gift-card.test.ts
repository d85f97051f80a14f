import { describe, expect, it } from 'vitest';
import type { Basket } from '../basket/types.ts';
import { giftCardPayment, giftCardRefusal } from './gift-card.ts';

const basket = (extra: Record<string, unknown>): Basket => ({
  basketId: 'b1',
  currency: 'USD',
  orderTotal: 180,
  ...extra,
});
const giftCard = (id: string, last: string, amount: number) => ({
  paymentInstrumentId: id,
  paymentMethodId: 'GIFT_CERTIFICATE',
  amount,
  maskedGiftCertificateCode: `************${last}`,
});

describe('giftCardPayment', () => {
  it('lists the gift cards by their last four and what the card still pays', () => {
    const paid = giftCardPayment(
      basket({
        paymentInstruments: [
          giftCard('gc1', 'ABCD', 100),
          { paymentInstrumentId: 'cc', paymentMethodId: 'CREDIT_CARD' },
        ],
        c_giftCertificateTotal: 100,
        c_amountDue: 80,
      }),
    );
    expect(paid).toEqual({
      cards: [{ id: 'gc1', lastFour: 'ABCD', amount: 100 }],
      total: 100,
      amountDue: 80,
      covered: false,
    });
  });

  it('is covered when the gift cards pay the whole order, and sums them without the totals', () => {
    const paid = giftCardPayment(
      basket({
        paymentInstruments: [giftCard('gc1', 'ABCD', 100.1), giftCard('gc2', 'WXYZ', 79.9)],
      }),
    );
    expect(paid.total).toBe(180);
    expect(paid.amountDue).toBe(0);
    expect(paid.covered).toBe(true);
  });

  it('is never covered without gift cards, even for an order of nothing to pay', () => {
    expect(giftCardPayment(basket({ orderTotal: 0 }))).toEqual({
      cards: [],
      total: 0,
      amountDue: 0,
      covered: false,
    });
  });
});

describe('giftCardRefusal', () => {
  const refusal = (slug: string, status = 400, extra: object = {}) =>
    giftCardRefusal({ status, type: `https://api.solo.test/errors/${slug}`, ...extra }, 'USD');

  it('answers each refusal of the service by its slug next to the code', () => {
    expect(refusal('gift-card-not-found', 404)).toEqual({ code: { key: 'giftCardNotFound' } });
    expect(refusal('gift-card-empty')).toEqual({ code: { key: 'giftCardEmpty' } });
    expect(refusal('gift-card-already-applied')).toEqual({
      code: { key: 'giftCardAlreadyApplied' },
    });
    expect(refusal('order-covered')).toEqual({ code: { key: 'giftCardOrderCovered' } });
  });

  it("names the card's currency and the order's, whichever order the detail names them in", () => {
    const expected = {
      code: { key: 'giftCardCurrency', values: { cardCurrency: 'EUR', orderCurrency: 'USD' } },
    };
    expect(
      refusal('gift-card-currency', 400, { detail: 'the gift card is in EUR, the basket in USD' }),
    ).toEqual(expected);
    expect(
      refusal('gift-card-currency', 400, { detail: 'basket USD cannot take a card in EUR' }),
    ).toEqual(expected);
    expect(refusal('gift-card-currency')).toEqual({ code: { key: 'giftCardOtherCurrency' } });
  });

  it('maps the invalid body fields to the form fields, and nothing else', () => {
    expect(
      giftCardRefusal(
        {
          status: 400,
          type: '/errors/invalid-request',
          invalidFields: [
            { name: 'c_giftCertificatePin', reason: 'must be 6 digits' },
            { name: 'giftCertificateCode', reason: 'required' },
          ],
        },
        'USD',
      ),
    ).toEqual({ code: { key: 'giftCardCodeRequired' }, pin: { key: 'giftCardPinInvalid' } });
    expect(
      giftCardRefusal(
        { status: 400, invalidFields: [{ name: 'paymentMethodId', reason: 'unknown' }] },
        'USD',
      ),
    ).toBeNull();
    expect(giftCardRefusal({ status: 500, type: '/errors/internal' }, 'USD')).toBeNull();
  });
});
