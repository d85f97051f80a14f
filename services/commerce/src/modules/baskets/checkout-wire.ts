/** Checkout parts of the wire basket: addresses, the shipment's method, payment instruments. */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import type { BasketAddress } from '@solo/db/schema';
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import { methodTexts, type ShippingMethod } from '../shipping-tax/index.ts';
import { allocate } from '../gift-cards/index.ts';
import type { CheckoutInstrument, CheckoutRows } from './checkout-store.ts';

type WireAddress = ShopperBasketsV2Types.OrderAddress;
type WireInstrument = ShopperBasketsV2Types.OrderPaymentInstrument;

/** Spec 002 §9 card number mask: 12 asterisks plus the last four digits. */
export const maskedCardNumber = (lastDigits: string) => `${'*'.repeat(12)}${lastDigits}`;

export function wireAddress(a: BasketAddress): WireAddress {
  const fullName = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return { ...a, ...(fullName ? { fullName } : {}) };
}

/** A shipping method as Shopper Baskets v2 shows it, with spec 002 §3's arrival estimate. */
export function wireShippingMethod(
  method: ShippingMethod,
  price: number,
  currency: CurrencyCode,
  locale: string,
): ShopperBasketsV2Types.ShippingMethod {
  const texts = methodTexts(method, locale);
  return {
    id: method.id,
    name: texts.name,
    description: texts.description,
    price: toDecimal(price, currency),
    c_estimatedArrivalTime: texts.estimatedArrivalTime,
  };
}

/**
 * A payment instrument: a card or wallet without an amount pays what the gift cards leave. The
 * nonce is never answered (it is the gateway's to spend); `c_paymentNonceSet` tells whether one
 * is held.
 */
export function wireInstrument(
  row: CheckoutInstrument,
  amountDue: number,
  currency: CurrencyCode,
): WireInstrument {
  return {
    paymentInstrumentId: row.id,
    paymentMethodId: row.paymentMethodId,
    amount: toDecimal(row.amount ?? amountDue, currency),
    ...(row.card
      ? {
          paymentCard: {
            cardType: row.card.cardType,
            maskedNumber: maskedCardNumber(row.card.numberLastDigits),
            numberLastDigits: row.card.numberLastDigits,
            expirationMonth: row.card.expirationMonth,
            expirationYear: row.card.expirationYear,
            holder: row.card.holder,
          },
        }
      : {}),
    c_paymentNonceSet: row.paymentNonce !== null,
    ...(row.customerPaymentInstrumentId
      ? { customerPaymentInstrumentId: row.customerPaymentInstrumentId }
      : {}),
  };
}

/** A gift card instrument: what it pays now, its code masked but for the last four. */
const wireGiftCard = (row: CheckoutInstrument, share: number, currency: CurrencyCode) => ({
  paymentInstrumentId: row.id,
  paymentMethodId: row.paymentMethodId,
  amount: toDecimal(share, currency),
  maskedGiftCertificateCode: `${'*'.repeat(12)}${row.giftCard?.last4 ?? ''}`,
});

/**
 * Each gift card's share of the order total (by instrument id), in the order applied, until the
 * total is paid; shares follow the total as it changes. A card pays up to what it offered when
 * applied (`asApplied`: what placement holds) or, as the basket shows it, up to that and its
 * balance now (a card spent elsewhere since shows what it still can pay).
 */
export function giftCardShares(
  instruments: readonly CheckoutInstrument[],
  orderTotal: number,
  basis: 'balance-now' | 'as-applied' = 'balance-now',
): Map<string, number> {
  const gifts = instruments.filter((i) => i.giftCardId);
  const balance = (i: CheckoutInstrument) => i.giftCard?.balance ?? 0;
  const caps = gifts.map((i) =>
    basis === 'as-applied' ? (i.amount ?? balance(i)) : Math.min(i.amount ?? Infinity, balance(i)),
  );
  const shares = allocate(orderTotal, caps);
  return new Map(gifts.map((g, n) => [g.id, shares[n]!]));
}

/**
 * The basket's billing address and payment instruments, what its gift cards pay
 * (`c_giftCertificateTotal`) and what is left for a card or wallet (`c_amountDue`).
 */
export function checkoutFields(
  billingAddress: BasketAddress | null,
  checkout: CheckoutRows | undefined,
  orderTotal: number,
  currency: CurrencyCode,
) {
  const instruments = checkout?.instruments ?? [];
  const shares = giftCardShares(instruments, orderTotal);
  const giftTotal = [...shares.values()].reduce((sum, n) => sum + n, 0);
  const due = orderTotal - giftTotal;
  return {
    ...(billingAddress ? { billingAddress: wireAddress(billingAddress) } : {}),
    paymentInstruments: instruments.map((i) =>
      i.giftCardId
        ? wireGiftCard(i, shares.get(i.id) ?? 0, currency)
        : wireInstrument(i, due, currency),
    ),
    c_giftCertificateTotal: toDecimal(giftTotal, currency),
    c_amountDue: toDecimal(due, currency),
  };
}
