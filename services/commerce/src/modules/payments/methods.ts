/**
 * Payment methods per site (docs/decisions.md "Payment methods per site"): cards, PayPal and the
 * wallets of spec 002 §1 (Apple Pay, Google Pay, Amazon Pay, the stored-card-scheme and the
 * mobile-wallet buttons), and Klarna where the EU and Australian sites load its script
 * (spec 000 §1). The gateway behind them is the payments module's; this is the catalogue.
 */
import type { SiteId } from '@solo/sites';

export const CREDIT_CARD = 'CREDIT_CARD';

export interface CardSpec {
  cardType: string;
  name: string;
  numberLengths: string[];
  numberPrefixes: string[];
  securityCodeLength: number;
}

const VISA: CardSpec = {
  cardType: 'Visa',
  name: 'Visa',
  numberLengths: ['13', '16', '19'],
  numberPrefixes: ['4'],
  securityCodeLength: 3,
};
const MASTER_CARD: CardSpec = {
  cardType: 'Master Card',
  name: 'Mastercard',
  numberLengths: ['16'],
  numberPrefixes: ['51-55', '2221-2720'],
  securityCodeLength: 3,
};
const AMEX: CardSpec = {
  cardType: 'Amex',
  name: 'American Express',
  numberLengths: ['15'],
  numberPrefixes: ['34', '37'],
  securityCodeLength: 4,
};
const DISCOVER: CardSpec = {
  cardType: 'Discover',
  name: 'Discover',
  numberLengths: ['16-19'],
  numberPrefixes: ['6011', '644-649', '65'],
  securityCodeLength: 3,
};

export interface PaymentMethodDef {
  id: string;
  /** Spec 002 §2 display names. */
  name: string;
  description: string;
  cards?: readonly CardSpec[];
}

const card = (cards: readonly CardSpec[]): PaymentMethodDef => ({
  id: CREDIT_CARD,
  name: 'Credit Card',
  description: 'Pay by credit or debit card',
  cards,
});
const PAYPAL: PaymentMethodDef = {
  id: 'PayPal',
  name: 'PayPal',
  description: 'Pay with PayPal, or later with Pay Later',
};
const APPLE_PAY: PaymentMethodDef = { id: 'ApplePay', name: 'Apple Pay', description: 'Wallet' };
const GOOGLE_PAY: PaymentMethodDef = { id: 'GooglePay', name: 'Google Pay', description: 'Wallet' };
const AMAZON_PAY: PaymentMethodDef = { id: 'AmazonPay', name: 'Amazon Pay', description: 'Wallet' };
const SRC: PaymentMethodDef = {
  id: 'SRC',
  name: 'Click to Pay',
  description: 'Cards stored with the card schemes',
};
const VENMO: PaymentMethodDef = { id: 'Venmo', name: 'Venmo', description: 'Mobile wallet' };
const KLARNA: PaymentMethodDef = {
  id: 'Klarna',
  name: 'Klarna',
  description: 'Pay in instalments',
};

/** Each site's methods in the order checkout offers them. */
export const PAYMENT_METHODS: Record<SiteId, readonly PaymentMethodDef[]> = {
  SoloUS: [
    card([VISA, MASTER_CARD, AMEX, DISCOVER]),
    PAYPAL,
    APPLE_PAY,
    GOOGLE_PAY,
    AMAZON_PAY,
    SRC,
    VENMO,
  ],
  SoloCA: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, SRC],
  SoloEU: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, KLARNA],
  SoloAUS: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, KLARNA],
};

export const findPaymentMethod = (siteId: SiteId, id: string) =>
  PAYMENT_METHODS[siteId].find((m) => m.id === id);
