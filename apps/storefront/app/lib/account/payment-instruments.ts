/**
 * The account payments page's data (spec 002 §2 "Account payments page", §3 "Stored card", §4
 * "Saved card actions"): the customer's stored cards and wallet accounts as the page shows them,
 * and the page's form posts, checked with one schema. Shared by the route and its components.
 */
import * as z from 'zod/mini';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { cardBrandName, maskedCardNumber } from '../payments/card-brands.ts';

type Instrument = ShopperCustomersTypes.CustomerPaymentInstrument;

export { CARD_MASK } from '../payments/card-brands.ts';

/** The Shopper API `paymentMethodId`s of the accounts this page adds (spec 002 §2). */
const PAYPAL = 'PayPal';
const MOBILE_WALLET = 'MobileWallet';
const CREDIT_CARD = 'CREDIT_CARD';

/** Wallets whose stored method carries a card (spec 002 §1 display names). */
const WALLET_NAMES: Readonly<Record<string, string>> = {
  ApplePay: 'Apple Pay',
  GooglePay: 'Google Pay',
  AmazonPay: 'Amazon Pay',
};

interface ViewBase {
  id: string;
  isDefault: boolean;
  /** Spec 002 §4, §5: only what the server marks removable may be removed. */
  removable: boolean;
  /** A live subscription pays with it: the reason it is not removable, and where to change it. */
  paysSubscription: boolean;
}

export interface CardView extends ViewBase {
  kind: 'card';
  /** "Visa ************1111" (spec 002 §3). */
  label: string;
  /** The brand, and the wallet it was saved through when not the card fields ("Apple Pay"). */
  brand: string;
  wallet?: string;
  maskedNumber: string;
  /** MM/YYYY */
  expiry?: string;
  owner?: string;
}

export interface AccountView extends ViewBase {
  kind: 'paypal' | 'mobileWallet';
  email: string;
}

export type PaymentInstrumentView = CardView | AccountView;

/** One stored method as the page shows it; null for a kind this page does not know. */
export function paymentInstrumentView(instrument: Instrument): PaymentInstrumentView | null {
  if (!instrument.paymentInstrumentId) return null;
  const base: ViewBase = {
    id: instrument.paymentInstrumentId,
    isDefault: instrument.default === true,
    removable: instrument.c_removable === true,
    paysSubscription: instrument.c_paysSubscription === true,
  };
  const card = instrument.paymentCard;
  const method = instrument.paymentMethodId ?? '';
  if (method === PAYPAL || method === MOBILE_WALLET) {
    // Its email, or its account name where it has none (Venmo's username).
    const email =
      typeof instrument.c_email === 'string'
        ? instrument.c_email
        : typeof instrument.c_account === 'string'
          ? instrument.c_account
          : '';
    return { ...base, kind: method === PAYPAL ? 'paypal' : 'mobileWallet', email };
  }
  if (!card?.numberLastDigits) return null;
  const brand = cardBrandName(card.cardType);
  const maskedNumber = maskedCardNumber(card.numberLastDigits);
  const wallet = method === CREDIT_CARD ? undefined : (WALLET_NAMES[method] ?? method);
  const { expirationMonth: month, expirationYear: year } = card;
  return {
    ...base,
    kind: 'card',
    label: `${brand} ${maskedNumber}`.trim(),
    brand,
    ...(wallet ? { wallet } : {}),
    maskedNumber,
    ...(month && year ? { expiry: `${String(month).padStart(2, '0')}/${year}` } : {}),
    ...(card.holder ? { owner: card.holder } : {}),
  };
}

export interface PaymentInstrumentsView {
  cards: CardView[];
  paypalAccounts: AccountView[];
  mobileWalletAccounts: AccountView[];
}

/** The page's three lists, each in the vault's order (oldest first). */
export function paymentInstrumentsView(instruments: readonly Instrument[]): PaymentInstrumentsView {
  const views = instruments.map(paymentInstrumentView).filter((v) => v !== null);
  return {
    cards: views.filter((v) => v.kind === 'card'),
    paypalAccounts: views.filter((v): v is AccountView => v.kind === 'paypal'),
    mobileWalletAccounts: views.filter((v): v is AccountView => v.kind === 'mobileWallet'),
  };
}

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** The page's posts: remove a method, make one the default, add an account from a wallet nonce. */
export const paymentActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('remove'), paymentInstrumentId: id }),
  z.object({ intent: z.literal('default'), paymentInstrumentId: id }),
  z.object({ intent: z.literal('add'), nonce: id }),
]);

export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** The outcomes the page confirms after a redirect (`?done=`). */
export const PAYMENT_DONE = [
  'removed',
  'default',
  'paypalAdded',
  'mobileWalletAdded',
  'added',
] as const;
export type PaymentDone = (typeof PAYMENT_DONE)[number];

/** Which confirmation a saved method gets: the page adds PayPal and mobile-wallet accounts. */
export function addedDone(paymentMethodId: string | undefined): PaymentDone {
  if (paymentMethodId === PAYPAL) return 'paypalAdded';
  if (paymentMethodId === MOBILE_WALLET) return 'mobileWalletAdded';
  return 'added';
}

export const paymentDoneOf = (value: string | null): PaymentDone | null =>
  (PAYMENT_DONE as readonly string[]).includes(value ?? '') ? (value as PaymentDone) : null;

/** What a post that did not succeed answers (the page stays as it was). */
export type PaymentActionData =
  /** Spec 002 §5: the server keeps this method; the not-allowed message. */
  | { failure: 'notRemovable'; paymentInstrumentId: string }
  /** The wallet's approval could not be saved (used, expired or unknown nonce). */
  | { failure: 'nonceRefused' }
  /** The form was not one of the page's posts. */
  | { failure: 'invalid' }
  /** The service did not answer as expected (spec 000 §8 default message). */
  | { failure: 'failed' };
