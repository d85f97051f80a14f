/**
 * Order tables (module: orders).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every order number ever issued (module: orders): eight random digits, so numbers cannot be
 * guessed from one another; the primary key makes two attempts never get the same number, and a
 * number is never issued twice even when its attempt failed.
 */
export const issuedOrderNumbers = pgTable('issued_order_numbers', {
  orderNo: text('order_no').primaryKey(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

/** What an order took from one inventory row: from stock on hand, and from the back-order limit. */
export type StockTaken = { productId: string; fromStock: number; fromBackorder: number };

/** Minor units of a gift card's balance held by a place-order attempt. */
export type GiftCardHold = { giftCardId: string; amount: number };

/**
 * Placed orders. `document` is the Shopper Orders `Order` as placed (priced basket, addresses,
 * masked payment instruments), so an order reads the same whatever prices do later; the columns
 * beside it are what queries filter on.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerKind: text('owner_kind').$type<'guest' | 'registered'>().notNull(),
    /** The registered customer id, or the guest's usid (as baskets). */
    ownerId: text('owner_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Lower-cased, for the guest order lookup. */
    email: text('email').notNull(),
    /** The order's secret token (Shopper Orders `orderToken`), also in the document. */
    orderToken: text('order_token').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    orderTotal: integer('order_total').notNull(),
    paymentTransactionId: text('payment_transaction_id'),
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>().notNull().default([]),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Minor units captured from the authorization (on shipments) and refunded since. */
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * Minor units the order's gift cards paid (redeemed at placement, counted in `capturedAmount`
     * from then on) and how much of it went back to them since (cancel, refunds).
     */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    giftCardReturned: integer('gift_card_returned').notNull().default(0),
    /**
     * An operator action that calls the payment gateway claims the order first (its idempotency
     * key and when), so two actions never charge or refund one order from the same figures.
     */
    actionKey: text('action_key'),
    actionStartedAt: timestamp('action_started_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_email_idx').on(t.email),
    index('orders_owner_idx').on(t.ownerKind, t.ownerId, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * One place-order attempt per basket at a time, and its idempotency key: a retry with the key
 * finds the order, a second attempt on the basket waits for the first. `stockTaken` lets a later
 * attempt give back what a crashed one reserved (docs/decisions.md "Placing an order").
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    basketId: text('basket_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<'pending' | 'placed'>().notNull(),
    orderNo: text('order_no'),
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>().notNull().default([]),
    /** Gift card balance the attempt holds, given back like its stock if it dies half way. */
    giftCardsHeld: jsonb('gift_cards_held').$type<GiftCardHold[]>().notNull().default([]),
    inventoryListId: text('inventory_list_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_requests_key_idx').on(t.ownerId, t.idempotencyKey)],
);

/**
 * An order's life (module orders, lifecycle.ts): every transition and payment event, who made it
 * and when, with the operator's idempotency key, so a retried action finds its first answer.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    /** ship, deliver, cancel, refund, return, ... or a refused payment call (`*-refused`). */
    kind: text('kind').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    idempotencyKey: text('idempotency_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderNo, t.id),
    uniqueIndex('order_events_key_idx').on(t.orderNo, t.idempotencyKey),
  ],
);
