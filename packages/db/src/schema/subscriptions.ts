/**
 * Subscriptions that reorder (module: subscriptions; docs/decisions/subscriptions.md).
 */
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { BasketAddress } from './baskets.ts';

/** Every 1, 2 or 3 months (spec 001 §4); '0_0' (none) is never stored. */
export type SubscriptionFrequency = '1_3' | '2_3' | '3_3';
export type SubscriptionStatus = 'active' | 'paused' | 'canceled';

/**
 * One product reordered on a schedule, created by the order that subscribed to it. Dates are
 * calendar dates (YYYY-MM-DD) in the site's time zone; `anchorDay` is the day of the month the
 * schedule keeps (Jan 31 → Feb 28 → Mar 31).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    frequency: text('frequency').$type<SubscriptionFrequency>().notNull(),
    nextOrderDate: date('next_order_date', { mode: 'string' }).notNull(),
    anchorDay: integer('anchor_day').notNull(),
    shippingAddress: jsonb('shipping_address').$type<BasketAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<BasketAddress>().notNull(),
    shippingMethodId: text('shipping_method_id').notNull(),
    /** The vault token of the customer's saved card (payment_methods.token). */
    paymentInstrumentId: text('payment_instrument_id').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    skippedDates: jsonb('skipped_dates').$type<string[]>().notNull().default([]),
    /** The order that subscribed; null for one the demo data brings. */
    createdFromOrderNo: text('created_from_order_no'),
    lastOrderNo: text('last_order_no'),
    /** The order date whose reminder is written, so each date is reminded of once. */
    remindedDate: date('reminded_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId, t.createdAt),
    index('subscriptions_due_idx').on(t.status, t.nextOrderDate),
  ],
);

export type SubscriptionRunState = 'pending' | 'placed' | 'declined' | 'out-of-stock' | 'failed';

/**
 * One scheduled order of a subscription: the primary key (subscription, due date) makes one run
 * per date, so a date is never ordered twice. `basketId` and `attempts` make each placement
 * attempt's idempotency key; `leaseUntil` is how long a runner's claim holds.
 */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state').$type<SubscriptionRunState>().notNull(),
    basketId: text('basket_id'),
    attempts: integer('attempts').notNull().default(0),
    orderNo: text('order_no'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.dueDate] }),
    index('subscription_runs_order_idx').on(t.orderNo),
  ],
);

/**
 * The operator's audit trail of a subscription: each pause, resume or cancel through the operator
 * API, with who acted (the token's label and the actor header) and the status before and after.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** pause, resume, cancel. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status').$type<SubscriptionStatus>().notNull(),
    toStatus: text('to_status').$type<SubscriptionStatus>().notNull(),
    actor: text('actor').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id)],
);
