/**
 * The payment provider interface (DESIGN.md: every external service is a first-party module
 * behind an interface a real vendor adapter could implement). The store ships a sandbox gateway
 * (sandbox.ts); an adapter for a real card/wallet provider implements the same calls.
 *
 * Amounts are integer minor units with their currency. Every outcome is a value: an approval, or
 * a failure with a reason code the caller can branch on and a message it can log.
 */
import type { GatewayWallet } from '@solo/sites/gateways';
import type { CurrencyCode } from '@solo/sites';
import type { PaymentAddress, PaymentTransactionStatus } from '@solo/db/schema';
import type { CardBrand, CardFieldError, CardFields } from './card.ts';
import type { KlarnaPlan, KlarnaSchedule } from '@solo/sites/klarna';

export type { PaymentAddress, PaymentTransactionStatus };

export interface Money {
  /** Integer minor units (cents). */
  amount: number;
  currency: CurrencyCode;
}

/**
 * The wallets of spec 002 §1: PayPal (with Pay Later), Apple Pay, Google Pay, Amazon Pay, the
 * stored-card-scheme and mobile-wallet buttons; and Klarna (§2 display names, issue 22).
 */
export type WalletType = GatewayWallet;

export type PaymentMethodType = 'card' | WalletType;

/** What a nonce, a stored method or a transaction says about how it pays: never the number or CVV. */
export interface PaymentMethodSummary {
  methodType: PaymentMethodType;
  /** Card brand of a card or a card-backed wallet (Apple Pay, Google Pay, stored card scheme). */
  cardType?: CardBrand;
  lastFour?: string;
  /** The spec's mask (002 §9): 12 asterisks and the last four digits. */
  maskedNumber?: string;
  expirationMonth?: number;
  expirationYear?: number;
  /** Cardholder or wallet account holder. */
  owner?: string;
  email?: string;
  /** Klarna: the plan and what the shopper owes Klarna when (a transaction only). */
  klarna?: KlarnaSchedule;
}

/** What a wallet approval returns besides the nonce (spec 002 §3). */
export interface WalletDetails {
  /** PayPal: 'paypal' or 'paylater'; Klarna: its plan (klarna.ts). */
  fundingSource?: string;
  /** Stored-card-scheme: the scheme's description of its card, "Visa ending in 1111" (§3). */
  description?: string;
  phone?: string;
  shippingAddress?: PaymentAddress;
  billingAddress?: PaymentAddress;
}

/** A single-use nonce: card fields or a wallet approval, tokenized. */
export interface PaymentNonce {
  nonce: string;
  expiresAt: Date;
  method: PaymentMethodSummary;
  details: WalletDetails;
  /** A checkout wallet approval is for at most this amount. */
  approvedAmount?: Money;
}

/** A stored card or wallet account of a customer (the vault). */
export interface StoredPaymentMethod extends PaymentMethodSummary {
  token: string;
  customerId: string;
  isDefault: boolean;
  /** Spec 002 §4: a saved card is removed only when the server marks it removable. */
  removable: boolean;
  details: WalletDetails;
  createdAt: Date;
}

export interface PaymentTransaction {
  id: string;
  status: PaymentTransactionStatus;
  /** The authorized amount. */
  amount: Money;
  capturedAmount: number;
  refundedAmount: number;
  /** Why the gateway declined it (status `declined`). */
  declineReason?: 'declined' | 'insufficient_funds';
  method: PaymentMethodSummary & { token?: string };
  customerId?: string;
  reference?: string;
  /** Whether fraud (device) data was recorded with the authorization. */
  fraudDataRecorded: boolean;
  createdAt: Date;
  authorizationExpiresAt?: Date;
  capturedAt?: Date;
  voidedAt?: Date;
}

export interface Refund {
  id: string;
  transactionId: string;
  amount: Money;
  createdAt: Date;
}

export type PaymentFailureReason =
  | 'invalid_request'
  | 'invalid_card'
  | 'declined'
  | 'insufficient_funds'
  | 'gateway_timeout'
  | 'invalid_nonce'
  | 'nonce_used'
  | 'nonce_expired'
  | 'amount_mismatch'
  | 'payment_method_not_found'
  | 'customer_not_found'
  | 'idempotency_key_reused'
  | 'not_found'
  | 'not_authorized'
  | 'authorization_expired'
  | 'already_captured'
  | 'already_voided'
  | 'amount_exceeds_authorized'
  | 'not_captured'
  | 'already_refunded'
  | 'amount_exceeds_captured'
  | 'not_removable'
  | 'zero_amount'
  /** Klarna does not finance this amount or currency (klarna.ts KLARNA_LIMITS). */
  | 'amount_out_of_range'
  | 'context_approved'
  | 'context_canceled'
  | 'context_expired'
  | 'not_owner'
  | 'other_basket';

/**
 * Who a nonce or a wallet payment belongs to (docs/decisions/payment-method-ownership.md): the
 * usid and customer id (guest or registered) of the shopper's access token.
 */
export interface PaymentHolder {
  usid: string;
  customerId: string;
}

/** A shopper putting a nonce to use on one of their baskets. */
export interface NonceUse extends PaymentHolder {
  basketId: string;
}

export type OwnershipFailure = 'not_owner' | 'other_basket';

/** The field a failure is about, for problem+json `invalidFields`. */
export interface FailureField {
  name: string;
  reason: string;
}

export interface PaymentFailure<R extends PaymentFailureReason = PaymentFailureReason> {
  ok: false;
  reason: R;
  message: string;
  fields?: FailureField[];
  /** A declined authorization is recorded: this is it. */
  transaction?: PaymentTransaction;
}

export type PaymentResult<T, R extends PaymentFailureReason = PaymentFailureReason> =
  { ok: true; value: T } | PaymentFailure<R>;

export type AuthorizeFailure =
  | 'invalid_request'
  | 'declined'
  | 'insufficient_funds'
  | 'gateway_timeout'
  | 'invalid_nonce'
  | 'nonce_used'
  | 'nonce_expired'
  | 'amount_mismatch'
  | 'payment_method_not_found'
  | 'idempotency_key_reused'
  | OwnershipFailure;

export type CaptureFailure =
  | 'invalid_request'
  | 'not_found'
  | 'not_authorized'
  | 'authorization_expired'
  | 'already_captured'
  | 'already_voided'
  | 'amount_exceeds_authorized'
  | 'idempotency_key_reused'
  /** A real gateway gave no answer in time (the sandbox always answers these). */
  | 'gateway_timeout';

export type VoidFailure =
  'not_found' | 'not_authorized' | 'already_captured' | 'already_voided' | 'gateway_timeout';

export type RefundFailure =
  | 'invalid_request'
  | 'not_found'
  | 'not_captured'
  | 'already_refunded'
  | 'amount_exceeds_captured'
  | 'idempotency_key_reused'
  | 'gateway_timeout';

export interface AuthorizeRequest {
  amount: Money;
  /** A single-use nonce, or a stored method of the customer named with it. */
  paymentMethod: { nonce: string } | { token: string; customerId: string };
  /** A retried call with the same key returns the first call's transaction; never charges twice. */
  idempotencyKey: string;
  customerId?: string;
  /** The caller's reference, e.g. the order number. */
  reference?: string;
  /** Fraud (device) data from the browser; recorded only while fraud data collection is on. */
  deviceData?: string;
  /** The shopper and basket paying: a nonce pays only for its own (not_owner, other_basket). */
  payer?: NonceUse;
}

export interface CaptureRequest {
  transactionId: string;
  /**
   * At most the authorized amount not yet captured (minor units, same currency); all of it when
   * omitted.
   */
  amount?: number;
  /** More captures follow (a partial shipment): the rest of the authorization stays open. */
  partial?: boolean;
  idempotencyKey: string;
}

export interface RefundRequest {
  transactionId: string;
  /** At most what is captured and not yet refunded; all of that when omitted. */
  amount?: number;
  idempotencyKey: string;
}

export interface VaultRequest {
  customerId: string;
  nonce: string;
  makeDefault?: boolean;
  /** The shopper saving it: a nonce is saved only by its own (not_owner). */
  holder?: PaymentHolder;
}

/** What a real gateway adapter implements; the orders and customers modules call it in-process. */
export interface PaymentProvider {
  /** Whether device data for fraud tools is collected (spec 002 §5: can be disabled). */
  readonly fraudDataEnabled: boolean;
  /**
   * True when card data never reaches this service (a real gateway's hosted fields tokenize in
   * the browser): the tokenize route does not exist and `tokenizeCard` always refuses.
   */
  readonly browserTokenization?: boolean;
  /**
   * The wallets shoppers can approve through this gateway (`@solo/sites/gateways`); checkout
   * offers no tab and no express button for the others. Undefined: all of them (the sandbox
   * approves every wallet in its own sheet).
   */
  readonly approvedWallets?: readonly WalletType[];
  /** Card fields → a single-use nonce, or one error per field at fault. */
  tokenizeCard(
    fields: CardFields,
    holder?: PaymentHolder,
  ): Promise<
    | { ok: true; value: PaymentNonce }
    | (PaymentFailure<'invalid_card'> & { errors: CardFieldError[] })
  >;
  authorize(
    request: AuthorizeRequest,
  ): Promise<PaymentResult<PaymentTransaction, AuthorizeFailure>>;
  capture(request: CaptureRequest): Promise<PaymentResult<PaymentTransaction, CaptureFailure>>;
  void(transactionId: string): Promise<PaymentResult<PaymentTransaction, VoidFailure>>;
  refund(
    request: RefundRequest,
  ): Promise<PaymentResult<{ refund: Refund; transaction: PaymentTransaction }, RefundFailure>>;
  getTransaction(transactionId: string): Promise<PaymentTransaction | undefined>;
  /**
   * A shopper puts a nonce in a basket: refused when it is another shopper's (not_owner) or
   * already bound to another basket (other_basket); otherwise it is bound to this basket. A nonce
   * the gateway does not know is left for the authorization to refuse.
   */
  bindNonce(nonce: string, use: NonceUse): Promise<PaymentResult<true, OwnershipFailure>>;
  /**
   * Stores the nonce's card or wallet account for the customer (uses the nonce up); the same
   * customer saving the same nonce again gets the method it became.
   */
  vaultPaymentMethod(
    request: VaultRequest,
  ): Promise<
    PaymentResult<
      StoredPaymentMethod,
      'invalid_nonce' | 'nonce_used' | 'nonce_expired' | 'customer_not_found' | 'not_owner'
    >
  >;
  listPaymentMethods(customerId: string): Promise<StoredPaymentMethod[]>;
  /** Another customer's token answers not_found, exactly as an unknown one. */
  removePaymentMethod(
    customerId: string,
    token: string,
  ): Promise<PaymentResult<StoredPaymentMethod, 'not_found' | 'not_removable'>>;
  setDefaultPaymentMethod(
    customerId: string,
    token: string,
  ): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>>;
  setPaymentMethodRemovable(
    customerId: string,
    token: string,
    removable: boolean,
  ): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>>;
}

/** A wallet payment waiting for the shopper's approval in the wallet's sheet. */
export interface WalletContext {
  id: string;
  walletType: WalletType;
  displayName: string;
  /** 'checkout' pays `amount`; 'vault' saves the account (the account payments page). */
  flow: 'checkout' | 'vault';
  fundingSource?: string;
  amount?: Money;
  status: 'created' | 'approved' | 'canceled';
  expiresAt: Date;
}

export interface CreateWalletContext {
  walletType: WalletType;
  flow: 'checkout' | 'vault';
  amount?: Money;
  /** PayPal: 'paypal' (default) or 'paylater'; Klarna (required): its plan. */
  fundingSource?: 'paypal' | 'paylater' | KlarnaPlan;
  /** The shopper creating it: only they see, approve or cancel it, and only they pay with it. */
  holder?: PaymentHolder;
  /** An express payment of this basket: its nonce pays this basket only. */
  basketId?: string;
}

/** The sandbox buyer the sheet approves as. */
export interface SandboxBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  shippingAddress?: PaymentAddress;
  billingAddress?: PaymentAddress;
  /** Card-backed wallets: the test card number the wallet holds (4111 1111 1111 1111 if none). */
  cardNumber?: string;
}

/**
 * The wallet approval sheet of the sandbox: a real wallet's approval happens on the vendor's own
 * page, so only the sandbox implements this (docs/decisions.md "Sandbox payment gateway").
 */
export interface WalletSheet {
  createContext(
    request: CreateWalletContext,
  ): Promise<
    PaymentResult<WalletContext, 'invalid_request' | 'zero_amount' | 'amount_out_of_range'>
  >;
  /** Another shopper's context answers as an unknown one (undefined, not_found). */
  getContext(id: string, holder?: PaymentHolder): Promise<WalletContext | undefined>;
  approveContext(
    id: string,
    buyer: SandboxBuyer,
    holder?: PaymentHolder,
  ): Promise<
    PaymentResult<
      PaymentNonce,
      'invalid_request' | 'not_found' | 'context_approved' | 'context_canceled' | 'context_expired'
    >
  >;
  cancelContext(
    id: string,
    holder?: PaymentHolder,
  ): Promise<PaymentResult<WalletContext, 'not_found' | 'context_approved' | 'context_expired'>>;
}
