/**
 * Subscription records (docs/decisions/subscriptions.md): created by the order that subscribed,
 * in that order's transaction; read and changed by their customer only.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import type { BasketAddress, SubscriptionFrequency } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';
import { addMonths, anchorDayOf, monthsOf, todayOn } from './schedule.ts';

const { subscriptions } = schema;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Reader = Database | Transaction;

/** One subscription line of a placed order, with what reordering it needs. */
export interface SubscribedLine {
  productId: string;
  quantity: number;
  frequency: SubscriptionFrequency;
}

export interface SubscribingOrder {
  orderNo: string;
  customerId: string;
  siteId: SiteId;
  locale: string;
  currency: string;
  email: string;
  shippingAddress: BasketAddress;
  billingAddress: BasketAddress;
  shippingMethodId: string;
  /** The vault token of the customer's saved card that paid the order. */
  paymentInstrumentId: string;
  lines: SubscribedLine[];
}

export const newSubscriptionId = (): string => randomBytes(12).toString('hex');

/**
 * One subscription per subscription line, written in the placing order's transaction: the first
 * reorder is the placement date (in the site's time zone) plus the frequency, month-end clamped.
 */
export async function createSubscriptions(
  tx: Transaction,
  order: SubscribingOrder,
  now: Date,
): Promise<SubscriptionRow[]> {
  if (order.lines.length === 0) return [];
  const today = todayOn(order.siteId, now);
  return tx
    .insert(subscriptions)
    .values(
      order.lines.map((line) => ({
        id: newSubscriptionId(),
        customerId: order.customerId,
        siteId: order.siteId,
        locale: order.locale,
        currency: order.currency,
        productId: line.productId,
        quantity: line.quantity,
        frequency: line.frequency,
        nextOrderDate: addMonths(today, monthsOf(line.frequency)),
        anchorDay: anchorDayOf(today),
        shippingAddress: order.shippingAddress,
        billingAddress: order.billingAddress,
        shippingMethodId: order.shippingMethodId,
        paymentInstrumentId: order.paymentInstrumentId,
        email: order.email,
        status: 'active' as const,
        skippedDates: [],
        createdFromOrderNo: order.orderNo,
        createdAt: now,
        modifiedAt: now,
      })),
    )
    .returning();
}

/** The customer's subscriptions on the site, oldest first. */
export const customerSubscriptions = (db: Reader, customerId: string, siteId: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.siteId, siteId)))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));

/** The customer's subscription of this id; undefined for anyone else's, as for an unknown id. */
export async function ownSubscription(
  db: Reader,
  owner: { customerId: string; siteId: string },
  id: string,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.customerId, owner.customerId),
        eq(subscriptions.siteId, owner.siteId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
