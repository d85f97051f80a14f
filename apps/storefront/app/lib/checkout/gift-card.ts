/**
 * Gift cards at checkout, as data (components/checkout/GiftCardPayment.tsx shows them): the
 * basket's gift card payments and what is left to pay (Shopper Baskets `paymentInstruments` of
 * method GIFT_CERTIFICATE, `c_giftCertificateTotal`, `c_amountDue`), and the service's refusals
 * of an applied card as the form's field errors. Pure: no zod, no server code.
 */
import type { Basket } from '../basket/types.ts';
import type { FieldErrors } from './fields.ts';
import type { CheckoutMessageKey } from './messages.ts';

/** The payment method id of a gift card payment (Shopper Baskets). */
export const GIFT_CERTIFICATE = 'GIFT_CERTIFICATE';

export type GiftCardField = 'code' | 'pin';

/** A gift card paying part of the order: its instrument, the code's last four and its amount. */
export interface AppliedGiftCard {
  id: string;
  lastFour: string;
  amount: number;
}

export interface GiftCardPayment {
  cards: AppliedGiftCard[];
  /** What the gift cards pay now. */
  total: number;
  /** What a card or wallet still has to pay (0 when the gift cards cover the order). */
  amountDue: number;
  /** The gift cards cover the whole order: no other payment is asked for. */
  covered: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The basket's gift card payments; the service's totals, else the sums of its instruments. */
export function giftCardPayment(basket: Basket): GiftCardPayment {
  const cards = (basket.paymentInstruments ?? [])
    .filter((p) => p.paymentMethodId === GIFT_CERTIFICATE && p.paymentInstrumentId)
    .map((p) => {
      const masked = (p as { maskedGiftCertificateCode?: unknown }).maskedGiftCertificateCode;
      return {
        id: p.paymentInstrumentId!,
        lastFour: typeof masked === 'string' ? masked.slice(-4) : '',
        amount: p.amount ?? 0,
      };
    });
  const extra = basket as Basket & { c_giftCertificateTotal?: unknown; c_amountDue?: unknown };
  const total = num(extra.c_giftCertificateTotal) ?? cents(cards.reduce((s, c) => s + c.amount, 0));
  const amountDue = num(extra.c_amountDue) ?? Math.max(0, cents((basket.orderTotal ?? 0) - total));
  return { cards, total, amountDue, covered: cards.length > 0 && amountDue <= 0 };
}

/** What the action answers to the gift card form: the code as typed, never the PIN. */
export interface GiftCardAnswer {
  intent: 'applyGiftCard';
  values: { code: string };
  errors: FieldErrors<GiftCardField>;
  /** Too many tries (429): the wait in seconds. */
  retryAfterSeconds?: number;
  /** The card was applied (a fetcher's answer: the page stays and re-reads the basket). */
  applied?: true;
  /** The service failed (not the shopper's input): the default failure is shown. */
  failed?: true;
}

/** The lib/gift-card/balance-form.ts faults (the same code and PIN rules) as checkout's keys. */
export const FORM_ERROR_KEYS: Readonly<Record<'codeRequired' | 'pinInvalid', CheckoutMessageKey>> =
  { codeRequired: 'giftCardCodeRequired', pinInvalid: 'giftCardPinInvalid' };

/** A refusal of the apply call, as much of its problem+json as the rules read. */
export interface GiftCardProblem {
  status: number;
  type?: unknown;
  detail?: unknown;
  invalidFields?: unknown;
}

/** The body fields of the apply call, by form field. */
const BODY_FIELDS: Readonly<Record<string, GiftCardField>> = {
  giftCertificateCode: 'code',
  c_giftCertificatePin: 'pin',
};

/** "The card is in another currency" names both; the card's is the one that is not the basket's. */
function currencyError(detail: unknown, orderCurrency: string): FieldErrors<GiftCardField> {
  const codes = typeof detail === 'string' ? (detail.match(/\b[A-Z]{3}\b/g) ?? []) : [];
  const cardCurrency = codes.find((code) => code !== orderCurrency);
  return {
    code: cardCurrency
      ? { key: 'giftCardCurrency', values: { cardCurrency, orderCurrency } }
      : { key: 'giftCardOtherCurrency' },
  };
}

/**
 * The service's refusal of a gift card as field errors (the slug ends the problem's `type`), or
 * null for a failure that is not the shopper's to fix. A 429 is the caller's (it has the wait).
 */
export function giftCardRefusal(
  problem: GiftCardProblem,
  orderCurrency: string,
): FieldErrors<GiftCardField> | null {
  const slug = typeof problem.type === 'string' ? (problem.type.split('/').pop() ?? '') : '';
  switch (slug) {
    case 'gift-card-not-found':
      return { code: { key: 'giftCardNotFound' } };
    case 'gift-card-currency':
      return currencyError(problem.detail, orderCurrency);
    case 'gift-card-empty':
      return { code: { key: 'giftCardEmpty' } };
    case 'gift-card-already-applied':
      return { code: { key: 'giftCardAlreadyApplied' } };
    case 'order-covered':
      return { code: { key: 'giftCardOrderCovered' } };
  }
  if (problem.status !== 400 || !Array.isArray(problem.invalidFields)) return null;
  const errors: FieldErrors<GiftCardField> = {};
  for (const field of problem.invalidFields as Array<{ name?: unknown }>) {
    const name = BODY_FIELDS[String(field.name)];
    if (name === 'code') errors.code ??= { key: 'giftCardCodeRequired' };
    else if (name === 'pin') errors.pin ??= { key: 'giftCardPinInvalid' };
    else return null;
  }
  return Object.keys(errors).length ? errors : null;
}
