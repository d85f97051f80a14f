/**
 * Payment tables (module: payments: the sandbox gateway, and the ledger and claims of a real
 * gateway's adapter, payments/braintree).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** What the sandbox does with a card when it is charged: the behaviour of its test number. */
export type PaymentScenario = 'approve' | 'decline' | 'insufficient_funds' | 'timeout';

/** A wallet's buyer address as the sandbox sheet returns it. */
export interface PaymentAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

/** What a wallet approval returned besides the nonce (spec 002 §3). */
export interface PaymentWalletDetails {
  fundingSource?: string;
  /** A stored-card-scheme account's own words for its card (spec 002 §3.15). */
  description?: string;
  phone?: string;
  shippingAddress?: PaymentAddress;
  billingAddress?: PaymentAddress;
}

/**
 * Single-use payment nonces: card fields or a wallet approval, tokenized. Never the card number
 * or CVV: only the brand, last four digits, expiry and the sandbox behaviour of the number.
 */
export const paymentNonces = pgTable(
  'payment_nonces',
  {
    nonce: text('nonce').primaryKey(),
    /** 'card' for card fields; a wallet type (paypal, apple_pay, …) for a wallet approval. */
    methodType: text('method_type').notNull(),
    /** Card brand (visa, …) of a card or a card-backed wallet. */
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    /** Cardholder or wallet account holder name. */
    owner: text('owner'),
    email: text('email'),
    details: jsonb('details').$type<PaymentWalletDetails>().notNull().default({}),
    scenario: text('scenario').$type<PaymentScenario>().notNull(),
    /** A wallet approval in checkout flow is for this amount (minor units) and currency. */
    amount: integer('amount'),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one authorization or vaulting that used the nonce. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * The shopper who created it (docs/decisions/payment-method-ownership.md): the usid and the
     * customer id (guest or registered) of the access token; null when made in-process.
     */
    shopperUsid: text('shopper_usid'),
    shopperCustomerId: text('shopper_customer_id'),
    /** The one basket it may pay: its wallet payment's, or the first basket it was put in. */
    basketId: text('basket_id'),
    /** The stored method a vaulting made of it: vaulting it again answers that method. */
    vaultedToken: text('vaulted_token'),
  },
  (t) => [index('payment_nonces_expires_idx').on(t.expiresAt)],
);

/** Wallet payment contexts the in-page sandbox sheet approves or cancels. */
export const paymentWalletContexts = pgTable('payment_wallet_contexts', {
  id: text('id').primaryKey(),
  walletType: text('wallet_type').notNull(),
  /** 'checkout' pays an amount; 'vault' saves the account (no amount). */
  flow: text('flow').$type<'checkout' | 'vault'>().notNull(),
  fundingSource: text('funding_source'),
  amount: integer('amount'),
  currency: text('currency'),
  status: text('status').$type<'created' | 'approved' | 'canceled'>().notNull(),
  nonce: text('nonce'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Who created it and, for an express payment, its basket: its approval's nonce inherits them. */
  shopperUsid: text('shopper_usid'),
  shopperCustomerId: text('shopper_customer_id'),
  basketId: text('basket_id'),
});

/**
 * The vault: a customer's stored cards and wallet accounts. Only type, last four digits,
 * expiry, owner and a token (never the card number or CVV); at most one default per customer.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    token: text('token').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    methodType: text('method_type').notNull(),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    owner: text('owner'),
    email: text('email'),
    details: jsonb('details').$type<PaymentWalletDetails>().notNull().default({}),
    scenario: text('scenario').$type<PaymentScenario>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** False while something (a subscription, say) depends on the method (spec 002 §4). */
    removable: boolean('removable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_methods_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_methods_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** What a transaction was paid with, as the gateway reports it (no card number, no CVV). */
export interface PaymentMethodSnapshot {
  methodType: string;
  cardType?: string;
  lastFour?: string;
  expirationMonth?: number;
  expirationYear?: number;
  owner?: string;
  email?: string;
  /** The vault token, when a stored method paid. */
  token?: string;
  /** Klarna: its plan and the payments the shopper owes Klarna (due date, minor units). */
  klarna?: { plan: 'pay_later' | 'pay_in_3'; instalments: { dueDate: string; amount: number }[] };
}

export type PaymentTransactionStatus =
  'declined' | 'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'voided';

/** Authorizations and what happened to them since (captured, refunded, voided), or a decline. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<PaymentTransactionStatus>().notNull(),
    /** Authorized amount in minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    declineReason: text('decline_reason'),
    paymentMethod: jsonb('payment_method').$type<PaymentMethodSnapshot>().notNull(),
    customerId: text('customer_id'),
    /** The caller's reference, e.g. an order number. */
    reference: text('reference'),
    /** Fraud data collected in the browser, kept only while fraud data collection is on. */
    deviceData: text('device_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A capture after this is refused, as a real authorization lapses. */
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /**
     * The last capture was partial (a partial shipment): another capture may follow, up to the
     * authorized amount, as a real gateway's partial settlement allows.
     */
    captureOpen: boolean('capture_open').notNull().default(false),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_transactions_reference_idx').on(t.reference)],
);

/** Refunds of captured transactions; their sum never exceeds the captured amount. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_refunds_transaction_idx').on(t.transactionId)],
);

/**
 * Idempotency keys of authorize, capture and refund: a retried call with the same key returns
 * what the first one did, and a key reused with other parameters is refused.
 */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    operation: text('operation').$type<'authorize' | 'capture' | 'refund'>().notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the call's parameters. */
    requestHash: text('request_hash').notNull(),
    transactionId: text('transaction_id').notNull(),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);

/**
 * A real gateway's call in progress or interrupted, per idempotency key (payments/braintree):
 * while `lockedUntil` is ahead, a retry with the key waits instead of calling the gateway again;
 * `progress` is what a refund spread over several settlements has already refunded. The row is
 * replaced by a payment_idempotency_keys row when the call completes.
 */
export const paymentGatewayClaims = pgTable(
  'payment_gateway_claims',
  {
    operation: text('operation').$type<'authorize' | 'capture' | 'refund'>().notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    progress: integer('progress').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);

/**
 * The money a real gateway holds for a transaction, per settlement: the authorization itself
 * after a full capture, or each partial settlement's own transaction. Refunds go to these.
 */
export const paymentGatewaySettlements = pgTable(
  'payment_gateway_settlements',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_gateway_settlements_transaction_idx').on(t.transactionId)],
);

/**
 * Who owns each payment method a real gateway stores, and whether it may be removed (spec 002
 * §4): a token of another customer answers as an unknown one before the gateway is called.
 */
export const paymentGatewayMethods = pgTable(
  'payment_gateway_methods',
  {
    token: text('token').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    removable: boolean('removable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_gateway_methods_customer_idx').on(t.customerId)],
);

/**
 * Which shopper and basket a real gateway's nonce is bound to (docs/decisions/
 * payment-method-ownership.md): the browser makes the nonce, so the first shopper who puts it in
 * a basket holds it, and it pays for that basket only.
 */
export const paymentGatewayNonceUses = pgTable('payment_gateway_nonce_uses', {
  nonce: text('nonce').primaryKey(),
  shopperUsid: text('shopper_usid').notNull(),
  shopperCustomerId: text('shopper_customer_id').notNull(),
  basketId: text('basket_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
