/**
 * Braintree's answers → our outcomes: transaction statuses, what paid, and the failure reasons
 * of `PaymentProvider` for processor declines, gateway rejections, validation errors (codes of
 * the SDK's validation_error_codes.js) and transport errors (the SDK's exceptions.js).
 */
import type { PaymentMethodSnapshot, PaymentTransactionStatus } from '@solo/db/schema';
import { FAILURE_MESSAGES } from '../constants.ts';
import type { PaymentFailure, PaymentFailureReason, PaymentMethodType } from '../provider.ts';
import type { BtCardDetails, BtErrorResponse, BtTransaction } from './sdk.ts';

/** Processor response code of a decline for insufficient funds (Braintree's 2001). */
export const INSUFFICIENT_FUNDS_CODE = '2001';

/** Validation error codes the adapter branches on (Braintree's ValidationErrorCodes). */
export const CODES = {
  nonceConsumed: ['91564', '93107', '91731', '92907', '93504'],
  nonceUnknown: ['91565', '93108', '91732', '92908', '93505', '93102'],
  nonceLocked: ['91566', '93109', '91733', '92909', '93506'],
  tokenInvalid: ['91518', '91516', '91903'],
  cannotSubmitForSettlement: ['91507', '915103'],
  settlementAmountTooLarge: '91522',
  cannotBeVoided: '91504',
  cannotRefundUnlessSettled: '91506',
  /** A one-time PayPal payment's nonce: only a billing agreement's is vaulted. */
  cannotVaultOneTimePayPal: '82902',
  refundAmountTooLarge: '91521',
  alreadyRefunded: '91512',
} as const;

export const DECLINED_STATUSES = new Set([
  'processor_declined',
  'gateway_rejected',
  'failed',
  'settlement_declined',
]);
const CAPTURED_STATUSES = new Set([
  'submitted_for_settlement',
  'settling',
  'settled',
  'settlement_pending',
  'settlement_confirmed',
]);

/** Our status of a Braintree status, before refunds (the ledger adds those). */
export function statusOf(bt: BtTransaction): PaymentTransactionStatus {
  if (DECLINED_STATUSES.has(bt.status)) return 'declined';
  if (bt.status === 'voided') return 'voided';
  if (CAPTURED_STATUSES.has(bt.status)) return 'captured';
  return 'authorized';
}

export const declineReasonOf = (bt: BtTransaction): 'declined' | 'insufficient_funds' =>
  bt.processorResponseCode === INSUFFICIENT_FUNDS_CODE ? 'insufficient_funds' : 'declined';

const INSTRUMENTS: Record<string, PaymentMethodType> = {
  credit_card: 'card',
  paypal_account: 'paypal',
  paypal_here: 'paypal',
  apple_pay_card: 'apple_pay',
  android_pay_card: 'google_pay',
  venmo_account: 'mobile_wallet',
  visa_checkout_card: 'stored_card_scheme',
};

const BRANDS: Record<string, string> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
};

export function cardSnapshot(card: BtCardDetails): Omit<PaymentMethodSnapshot, 'methodType'> {
  const brand = card.cardType ?? card.sourceCardType ?? card.virtualCardType;
  const last4 = card.last4 ?? card.sourceCardLast4 ?? card.virtualCardLast4;
  const cardType = brand ? BRANDS[brand] : undefined;
  return {
    ...(cardType ? { cardType } : {}),
    ...(last4 ? { lastFour: last4 } : {}),
    ...(card.expirationMonth ? { expirationMonth: Number(card.expirationMonth) } : {}),
    ...(card.expirationYear ? { expirationYear: Number(card.expirationYear) } : {}),
    ...(card.cardholderName ? { owner: card.cardholderName } : {}),
    ...(card.token ? { token: card.token } : {}),
  };
}

export const methodTypeOf = (instrument: string | null | undefined): PaymentMethodType =>
  (instrument && INSTRUMENTS[instrument]) || 'card';

/**
 * What paid, as the transaction reports it: never a card number. The SDK builds an object for
 * every kind of instrument, so `paymentInstrumentType` says which one is real.
 */
export function snapshotOf(bt: BtTransaction): PaymentMethodSnapshot {
  const methodType = methodTypeOf(bt.paymentInstrumentType);
  switch (bt.paymentInstrumentType) {
    case 'paypal_account':
      return {
        methodType,
        ...(bt.paypalAccount?.payerEmail ? { email: bt.paypalAccount.payerEmail } : {}),
        ...(bt.paypalAccount?.token ? { token: bt.paypalAccount.token } : {}),
      };
    case 'venmo_account':
      return {
        methodType,
        ...(bt.venmoAccount?.username ? { owner: bt.venmoAccount.username } : {}),
        ...(bt.venmoAccount?.token ? { token: bt.venmoAccount.token } : {}),
      };
    default: {
      const card =
        bt.paymentInstrumentType === 'apple_pay_card'
          ? bt.applePayCard
          : bt.paymentInstrumentType === 'android_pay_card'
            ? bt.androidPayCard
            : bt.paymentInstrumentType === 'visa_checkout_card'
              ? bt.visaCheckoutCard
              : bt.creditCard;
      return { methodType, ...(card ? cardSnapshot(card) : {}) };
    }
  }
}

export const failure = <R extends PaymentFailureReason>(
  reason: R,
  message: string = reason in FAILURE_MESSAGES
    ? FAILURE_MESSAGES[reason as keyof typeof FAILURE_MESSAGES]
    : reason,
): PaymentFailure<R> => ({ ok: false, reason, message });

export const errorCodes = (response: BtErrorResponse): string[] =>
  response.errors.deepErrors().map((e) => e.code);

export const hasCode = (codes: string[], wanted: string | readonly string[]): boolean =>
  codes.some((c) => (typeof wanted === 'string' ? c === wanted : wanted.includes(c)));

/** A validation error answer as `invalid_request`, naming Braintree's fields and messages. */
export function invalidRequest(response: BtErrorResponse): PaymentFailure<'invalid_request'> {
  const errors = response.errors.deepErrors();
  return {
    ok: false,
    reason: 'invalid_request',
    message: errors.length
      ? errors.map((e) => `${e.attribute}: ${e.message} (${e.code})`).join('; ')
      : response.message,
    ...(errors.length
      ? { fields: errors.map((e) => ({ name: e.attribute, reason: e.message })) }
      : {}),
  };
}

/** The SDK's error types (exceptions.js / error_types.js) that mean "no answer in time". */
const UNAVAILABLE = new Set([
  'unexpectedError',
  'serverError',
  'serviceUnavailableError',
  'gatewayTimeoutError',
  'requestTimeoutError',
  'tooManyRequestsError',
]);

export const isNotFound = (err: unknown): boolean =>
  err instanceof Error && (err as Error & { type?: string }).type === 'notFoundError';

/**
 * A thrown SDK error: no answer, a network failure or the gateway's own failure is a timeout to
 * the caller (retry later); refused credentials are the operator's to fix, so they throw on.
 */
export function transportFailure(err: unknown): PaymentFailure<'gateway_timeout'> {
  const type = err instanceof Error ? (err as Error & { type?: string }).type : undefined;
  if (type && UNAVAILABLE.has(type)) return failure('gateway_timeout');
  throw err;
}
