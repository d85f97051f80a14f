/**
 * What the checkout page shows (built on the server, rendered with or without scripts), and what
 * its action answers to each step's form.
 */
import type { CartView } from '../basket/cart-view.ts';
import type { CountryOption } from '../account/countries.ts';
import type { AddressField, FieldErrors, FormValues } from './fields.ts';
import type { GiftCardAnswer, GiftCardPayment } from './gift-card.ts';
import type { CheckoutFailure } from './order-errors.ts';
import type { ProviderSettings } from '../wallets/config.ts';
import type { ExpressButtonId } from '../wallets/buttons.ts';
import type { PaymentsProvider } from '../api/context.ts';

export interface ShippingMethodView {
  id: string;
  name: string;
  description?: string;
  /** What the basket pays for it (after shipping promotions), in the basket's currency. */
  price: number;
  /** Its cost before promotions, when a promotion takes something off. */
  basePrice?: number;
  arrival?: string;
}

export interface SavedAddressView {
  id: string;
  /** One line: "Robin Alder, 400 Pine Street, Seattle, WA 98101". */
  summary: string;
}

/** A stored card of the signed-in customer (spec 002 §3 "Stored card"). */
export interface SavedCardView {
  id: string;
  cardType: string;
  /** Spec 002 §9: 12 asterisks plus the last four digits. */
  maskedNumber: string;
  expirationMonth: number;
  expirationYear: number;
  holder: string;
  isDefault: boolean;
}

/** A stored PayPal, mobile-wallet or card-scheme account of the signed-in customer (spec 002 §3, §4). */
export interface SavedWalletAccountView {
  id: string;
  paymentMethodId: string;
  /** The account's email, or the scheme card's type and mask. */
  label: string;
  /** A card-scheme account's card (spec 002 §4 "same card type and last four"). */
  card?: { cardType: string; maskedNumber: string };
  /** A stored-card-scheme account's description of its card (spec 002 §3), "Visa ending in 1111". */
  description?: string;
  /** The account's billing address on one line (spec 002 §3, §4 "billing address shown"). */
  billingAddress?: string;
  isDefault: boolean;
}

export interface CheckoutView {
  cart: CartView;
  email: string;
  isRegistered: boolean;
  shipping: FormValues<AddressField>;
  /** Whether the basket has products to ship (a basket of e-gift cards only has none). */
  needsShipping: boolean;
  /** Whether the basket holds a complete shipping address. */
  hasShippingAddress: boolean;
  /** Whether the shipping country has states (an address there needs one). */
  shippingCountryHasStates: boolean;
  billing: FormValues<AddressField>;
  billingSameAsShipping: boolean;
  methods: ShippingMethodView[];
  selectedMethodId: string;
  countries: CountryOption[];
  /** A billing address may be in any country with address rules (docs/decisions.md). */
  billingCountries: CountryOption[];
  savedAddresses: SavedAddressView[];
  savedCards: SavedCardView[];
  savedWalletAccounts: SavedWalletAccountView[];
  /** The wallet provider's vault mode, intent and fraud tools (spec 002 §3 provider configuration). */
  provider: ProviderSettings;
  /** The express section's buttons (spec 002 §2: allowed and enabled, in the service's order). */
  expressButtons: ExpressButtonId[];
  /**
   * The payment gateway (PAYMENTS_PROVIDER): the sandbox's own card fields, or Braintree's hosted
   * fields (lib/payments/gateway-client).
   */
  gateway: PaymentsProvider;
  /** The payment method ids the site takes for the basket (the wallet tabs follow them). */
  paymentMethods: string[];
  /** The payment method id of the basket's card or wallet instrument ('' without one): its tab opens first. */
  instrumentMethodId: string;
  /** The gift cards paying part or all of the order, and what is left to pay. */
  giftCards: GiftCardPayment;
  /** The place-order attempt of this render (lib/checkout/idempotency.server.ts). */
  attemptId: string;
  /** The sign-in page, returning here. */
  signInHref: string;
}

/** The action's answer to one step's form. */
export type StepAnswer =
  | {
      intent: 'contact';
      values: { email: string };
      errors: FieldErrors<'email'>;
      /** The service failed (not the shopper's input): the default failure is shown. */
      failed?: true;
    }
  | {
      intent: 'shipping';
      values: FormValues<AddressField>;
      errors: FieldErrors<AddressField>;
      failed?: true;
    }
  | { intent: 'method'; errors: FieldErrors<'shippingMethodId'> }
  | GiftCardAnswer
  /** A gift card was removed (a fetcher's answer: the page stays and re-reads the basket). */
  | { intent: 'removeGiftCard'; removed: true }
  | { intent: 'step'; failed: true };

/** The action's answer to Place Order: the spec 002 §8 failure (a success redirects). */
export type PlaceOrderAnswer = { intent: 'placeOrder' } & CheckoutFailure & {
    /** The billing form as typed, so nothing is lost. */
    billing?: FormValues<AddressField>;
    billingSameAsShipping?: boolean;
    billingErrors?: FieldErrors<AddressField>;
  };

export type CheckoutAnswer = StepAnswer | PlaceOrderAnswer;
