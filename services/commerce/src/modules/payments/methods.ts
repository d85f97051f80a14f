/**
 * Payment methods per site (docs/decisions.md "Payment methods per site"): cards, PayPal and the
 * wallets of spec 002 §1 (Apple Pay, Google Pay, Amazon Pay, the stored-card-scheme and the
 * mobile-wallet buttons): only what the gateway can take. The gateway behind them is the payments
 * module's; this is the catalogue.
 */
import type { GatewayWallet } from '@solo/sites/gateways';
import type { SiteId } from '@solo/sites';

export const CREDIT_CARD = 'CREDIT_CARD';
/** A gift card applied at checkout (spec 000 §4); the gift-cards module holds its balance. */
export const GIFT_CERTIFICATE = 'GIFT_CERTIFICATE';

export interface CardSpec {
  cardType: string;
  /** The payments gateway's brand id, which a tokenized card reports. */
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  name: string;
  numberLengths: string[];
  numberPrefixes: string[];
  securityCodeLength: number;
}

const VISA: CardSpec = {
  cardType: 'Visa',
  brand: 'visa',
  name: 'Visa',
  numberLengths: ['13', '16', '19'],
  numberPrefixes: ['4'],
  securityCodeLength: 3,
};
const MASTER_CARD: CardSpec = {
  cardType: 'Master Card',
  brand: 'mastercard',
  name: 'Mastercard',
  numberLengths: ['16'],
  numberPrefixes: ['51-55', '2221-2720'],
  securityCodeLength: 3,
};
const AMEX: CardSpec = {
  cardType: 'Amex',
  brand: 'amex',
  name: 'American Express',
  numberLengths: ['15'],
  numberPrefixes: ['34', '37'],
  securityCodeLength: 4,
};
const DISCOVER: CardSpec = {
  cardType: 'Discover',
  brand: 'discover',
  name: 'Discover',
  numberLengths: ['16-19'],
  numberPrefixes: ['6011', '644-649', '65'],
  securityCodeLength: 3,
};

/** The gateway wallets (shared with the storefront), which approve wallet payments. */
export type { GatewayWallet };

export interface PaymentMethodDef {
  id: string;
  /** Spec 002 §2 display names. */
  name: string;
  description: string;
  cards?: readonly CardSpec[];
  /** The gateway wallet that issues this method's nonce; none: a card nonce. */
  wallet?: GatewayWallet;
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
  wallet: 'paypal',
};
const APPLE_PAY: PaymentMethodDef = {
  id: 'ApplePay',
  name: 'Apple Pay',
  description: 'Wallet',
  wallet: 'apple_pay',
};
const GOOGLE_PAY: PaymentMethodDef = {
  id: 'GooglePay',
  name: 'Google Pay',
  description: 'Wallet',
  wallet: 'google_pay',
};
const AMAZON_PAY: PaymentMethodDef = {
  id: 'AmazonPay',
  name: 'Amazon Pay',
  description: 'Wallet',
  wallet: 'amazon_pay',
};
const STORED_CARD_SCHEME: PaymentMethodDef = {
  id: 'SRC',
  name: 'Stored Card Scheme',
  description: 'Cards stored with the card schemes',
  wallet: 'stored_card_scheme',
};
const MOBILE_WALLET: PaymentMethodDef = {
  id: 'MobileWallet',
  name: 'Mobile Wallet',
  description: 'Pay with the mobile wallet app',
  wallet: 'mobile_wallet',
};

/** Issue 22: Klarna on the EU and Australian sites only (docs/decisions/klarna.md). */
export const KLARNA: PaymentMethodDef = {
  id: 'Klarna',
  name: 'Klarna',
  description: 'Pay in 30 days, or in 3 interest-free payments',
  wallet: 'klarna',
};

/**
 * A card type as the basket keeps it, from the site's name (`Master Card`), its display name
 * (`Mastercard`) or the gateway's brand id (`mastercard`), in any case.
 */
export function findCardType(cards: readonly CardSpec[], given: string): CardSpec | undefined {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return cards.find((c) => [c.cardType, c.name, c.brand].some((n) => key(n) === key(given)));
}

/** Each site's methods in the order checkout offers them. */
export const PAYMENT_METHODS: Record<SiteId, readonly PaymentMethodDef[]> = {
  SoloUS: [
    card([VISA, MASTER_CARD, AMEX, DISCOVER]),
    PAYPAL,
    APPLE_PAY,
    GOOGLE_PAY,
    AMAZON_PAY,
    STORED_CARD_SCHEME,
    MOBILE_WALLET,
  ],
  SoloCA: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, STORED_CARD_SCHEME],
  SoloEU: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, KLARNA],
  SoloAUS: [card([VISA, MASTER_CARD, AMEX]), PAYPAL, APPLE_PAY, GOOGLE_PAY, KLARNA],
};

export const findPaymentMethod = (siteId: SiteId, id: string) =>
  PAYMENT_METHODS[siteId].find((m) => m.id === id);

/** The Shopper API `paymentMethodId` of a gateway method type: CREDIT_CARD, or the wallet's. */
export function paymentMethodIdOf(methodType: 'card' | GatewayWallet): string {
  if (methodType === 'card') return CREDIT_CARD;
  const wallet = Object.values(PAYMENT_METHODS)
    .flat()
    .find((m) => m.wallet === methodType);
  return wallet?.id ?? methodType;
}
