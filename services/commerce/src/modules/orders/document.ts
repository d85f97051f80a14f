/**
 * The Shopper Orders `Order` a placed basket becomes: the basket as priced at placement (lines,
 * adjustments, shipment, addresses, totals), with the order's number, statuses and payment. The
 * order keeps this document, so it reads the same whatever prices and promotions do later.
 */
import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import type { WireBasket } from '../baskets/index.ts';
import type { CurrencyCode } from '@solo/sites';
import type { KlarnaSchedule, PaymentTransaction } from '../payments/index.ts';
import { toDecimal } from '../pricing/index.ts';

export type WireOrder = ShopperOrdersTypes.Order;

/** Spec 001 §3 order status colour map keys; `c_status` of an order. */
export const ORDER_STATUS_KEYS = [
  'ordered',
  'processing',
  'shipped',
  'delivered',
  'fulfilled',
  'returned',
  'canceled',
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

export interface PlacedPayment {
  paymentInstrumentId: string;
  paymentMethodId: string;
  transaction: PaymentTransaction;
}

/** A Klarna schedule on the wire: its plan and each payment's due day and decimal amount. */
export const klarnaWire = (schedule: KlarnaSchedule, currency: CurrencyCode) => ({
  plan: schedule.plan,
  instalments: schedule.instalments.map((i) => ({
    dueDate: i.dueDate,
    amount: toDecimal(i.amount, currency),
  })),
});

export function orderDocument(
  basket: WireBasket,
  placed: {
    orderNo: string;
    /** The secret that opens the order without a shopper token (guest order lookup). */
    orderToken: string;
    siteId: string;
    createdAt: Date;
    payment?: PlacedPayment;
  },
): WireOrder {
  const {
    basketId: _basketId,
    c_approach: _approach,
    c_freeShippingTreshold: _threshold,
    bonusDiscountLineItems: _bonus,
    temporaryBasket: _temporary,
    ...kept
  } = basket;
  const instruments = (basket.paymentInstruments ?? []).map((instrument) => {
    const { c_paymentNonceSet: _nonce, ...rest } = instrument;
    const payment = placed.payment;
    return payment && payment.paymentInstrumentId === instrument.paymentInstrumentId
      ? {
          ...rest,
          paymentMethodId: payment.paymentMethodId,
          c_transactionId: payment.transaction.id,
          c_transactionStatus: payment.transaction.status,
          // A mobile wallet account known by its name alone (Venmo's username; the sandbox's
          // accounts have an email and keep their label).
          ...(payment.transaction.method.methodType === 'mobile_wallet' &&
          !payment.transaction.method.email &&
          payment.transaction.method.owner
            ? { c_walletAccount: payment.transaction.method.owner }
            : {}),
          // Klarna: the plan and its payments (decimal amounts), for the order pages.
          ...(payment.transaction.method.klarna
            ? {
                c_klarna: klarnaWire(
                  payment.transaction.method.klarna,
                  payment.transaction.amount.currency,
                ),
              }
            : {}),
        }
      : rest;
  });
  const creationDate = placed.createdAt.toISOString();
  return {
    ...kept,
    orderNo: placed.orderNo,
    orderToken: placed.orderToken,
    siteId: placed.siteId,
    creationDate,
    lastModified: creationDate,
    status: 'new',
    confirmationStatus: 'confirmed',
    exportStatus: 'ready',
    paymentStatus: 'not_paid',
    shippingStatus: 'not_shipped',
    channelType: 'storefront',
    c_status: 'ordered' satisfies OrderStatusKey,
    paymentInstruments: instruments,
  };
}
