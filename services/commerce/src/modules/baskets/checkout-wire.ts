/** Checkout parts of the wire basket: addresses, the shipment's method, payment instruments. */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import type { BasketAddress } from '@solo/db/schema';
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import { methodTexts, type ShippingMethod } from '../shipping-tax/index.ts';
import type { CheckoutRows, InstrumentRow } from './checkout-store.ts';

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
 * A payment instrument: an instrument without an amount pays the order total. The nonce is never
 * answered (it is the gateway's to spend); `c_paymentNonceSet` tells whether one is held.
 */
export function wireInstrument(
  row: InstrumentRow,
  orderTotal: number,
  currency: CurrencyCode,
): WireInstrument {
  return {
    paymentInstrumentId: row.id,
    paymentMethodId: row.paymentMethodId,
    amount: toDecimal(row.amount ?? orderTotal, currency),
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

/** The basket's billing address and payment instruments. */
export function checkoutFields(
  billingAddress: BasketAddress | null,
  checkout: CheckoutRows | undefined,
  orderTotal: number,
  currency: CurrencyCode,
) {
  return {
    ...(billingAddress ? { billingAddress: wireAddress(billingAddress) } : {}),
    paymentInstruments: (checkout?.instruments ?? []).map((i) =>
      wireInstrument(i, orderTotal, currency),
    ),
  };
}
