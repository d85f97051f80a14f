/** Constants of the sandbox gateway. The documented test cards are listed in README.md. */
import { randomBytes } from 'node:crypto';
import type { PaymentScenario } from '@solo/db/schema';
import { SITES, siteCurrencies, type CurrencyCode } from '@solo/sites';
import type { WalletType } from './provider.ts';

/**
 * Test card numbers and what the sandbox does when they are charged; every other valid number of
 * an accepted brand is approved.
 */
export const TEST_CARDS: Readonly<Record<string, PaymentScenario>> = {
  '4111111111111111': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'timeout',
};

export const scenarioOf = (digits: string): PaymentScenario => TEST_CARDS[digits] ?? 'approve';

/** The card a card-backed wallet holds when the sandbox buyer names none. */
export const DEFAULT_WALLET_CARD = '4111111111111111';

/** A nonce can be used once within this time (as a real gateway's nonces: 3 hours). */
export const NONCE_TTL_MS = 3 * 60 * 60 * 1000;
/** A wallet sheet must be approved or cancelled within this time. */
export const WALLET_CONTEXT_TTL_MS = 3 * 60 * 60 * 1000;
/** An authorization can be captured within this time, as card networks hold funds. */
export const AUTHORIZATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The delay before the timeout test card fails, unless configured (PAYMENTS_SANDBOX_TIMEOUT_MS). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Largest amount of one authorization, in minor units (a 32-bit integer column). */
export const MAX_AMOUNT = 99_999_999;
export const MAX_DEVICE_DATA_LENGTH = 8192;
export const MAX_KEY_LENGTH = 255;

/** The currencies the gateway takes: those the sites sell in (their locales' too). */
export const CURRENCIES: readonly CurrencyCode[] = [...new Set(SITES.flatMap(siteCurrencies))];
export const isCurrency = (value: string): value is CurrencyCode =>
  (CURRENCIES as readonly string[]).includes(value);
export const CURRENCY_RULE = `must be one of ${CURRENCIES.join(', ')}`;

export const WALLET_TYPES: readonly WalletType[] = [
  'paypal',
  'apple_pay',
  'google_pay',
  'amazon_pay',
  'stored_card_scheme',
  'mobile_wallet',
  'klarna',
];

/** Display names (spec 002 §2 "Payment method display names"; the last two are unnamed there). */
export const WALLET_NAMES: Record<WalletType, string> = {
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  stored_card_scheme: 'Stored Card Scheme',
  mobile_wallet: 'Mobile Wallet',
  klarna: 'Klarna',
};

/** Wallets that pay with a card they hold (brand and last four come back with the nonce). */
export const CARD_WALLETS: ReadonlySet<WalletType> = new Set([
  'apple_pay',
  'google_pay',
  'stored_card_scheme',
]);

/** Wallets whose account can be saved without a payment (spec 002 §2 account payments page). */
export const VAULT_WALLETS: ReadonlySet<WalletType> = new Set(['paypal', 'mobile_wallet']);

/** Spec 002 §5: a zero total is refused; Google Pay's wording is the spec's own. */
export const zeroAmountMessage = (wallet: WalletType): string =>
  wallet === 'google_pay'
    ? 'Order total 0 is not allowed for GooglePay'
    : `Order total 0 is not allowed for ${WALLET_NAMES[wallet]}`;

export const FAILURE_MESSAGES = {
  declined: 'The card was declined.',
  insufficient_funds: 'The card was declined for insufficient funds.',
  gateway_timeout: 'The payment gateway did not answer in time.',
  invalid_nonce: 'The payment nonce is not known.',
  nonce_used: 'The payment nonce has already been used.',
  nonce_expired: 'The payment nonce has expired.',
  amount_mismatch: 'The amount differs from what the wallet approved.',
  payment_method_not_found: 'The stored payment method is not known for this customer.',
  idempotency_key_reused: 'The idempotency key was used with other parameters.',
  not_found: 'The transaction is not known.',
  not_authorized: 'The transaction was declined, not authorized.',
  authorization_expired: 'The authorization has expired.',
  already_captured: 'The transaction has already been captured.',
  already_voided: 'The transaction has been voided.',
  amount_exceeds_authorized: 'The capture exceeds the authorized amount.',
  not_captured: 'The transaction has not been captured; void it instead.',
  already_refunded: 'The transaction has been refunded in full.',
  amount_exceeds_captured: 'The refund exceeds what is captured and not yet refunded.',
  not_owner: 'This payment method belongs to another shopper.',
  other_basket: 'This payment method was created for another basket.',
} as const;

/** Opaque ids of the gateway's objects, e.g. `tokencc_…` for a card nonce. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;
