/**
 * The order rows and events an order's life reads and writes: the operator's list, search and
 * detail view, and the audit trail (`order_events`).
 */
import { and, asc, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import type { OrderStatusKey } from './document.ts';
import { type LifeDocument, linesOf, shippedUnits } from './life-document.ts';

const { orders, orderEvents } = schema;

export type OrderRow = typeof orders.$inferSelect;
export type EventRow = typeof orderEvents.$inferSelect;

export async function lockOrder(tx: Transaction, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row;
}

export async function orderByNo(db: Database, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

export async function eventByKey(
  db: Database | Transaction,
  orderNo: string,
  key: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderNo, orderNo), eq(orderEvents.idempotencyKey, key)));
  return row;
}

export async function eventsOf(db: Database | Transaction, orderNo: string): Promise<EventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderNo, orderNo))
    .orderBy(asc(orderEvents.id));
}

/** `%` and `_` typed by the operator match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OrderQuery {
  /** An order number (or its start) or part of the email. */
  q?: string | undefined;
  status?: OrderStatusKey | undefined;
  siteId?: string | undefined;
  limit: number;
  offset: number;
}

export async function searchOrders(db: Database, query: OrderQuery): Promise<OrderRow[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.siteId) filters.push(eq(orders.siteId, query.siteId));
  const q = query.q?.trim();
  if (q) {
    const byEmail = ilike(orders.email, `%${literal(q.toLowerCase())}%`);
    filters.push(/^\d+$/.test(q) ? or(like(orders.orderNo, `${q}%`), byEmail)! : byEmail);
  }
  return db
    .select()
    .from(orders)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(query.limit)
    .offset(query.offset);
}

export interface SubscriptionOrigin {
  subscriptionId: string;
  dueDate: string;
}

/** What the operator API answers for an order (decimals at the wire, DESIGN.md). */
export function operatorOrder(row: OrderRow, events?: EventRow[]) {
  const currency = row.currency as CurrencyCode;
  const document = row.document as LifeDocument;
  const shipped = shippedUnits(document);
  return {
    orderNo: row.orderNo,
    siteId: row.siteId,
    status: row.status,
    email: row.email,
    currency,
    orderTotal: toDecimal(row.orderTotal, currency),
    capturedTotal: toDecimal(row.capturedAmount, currency),
    refundedTotal: toDecimal(row.refundedAmount, currency),
    /** What gift cards paid (part of `capturedTotal`) and what went back to them since. */
    giftCardTotal: toDecimal(row.giftCardAmount, currency),
    giftCardReturnedTotal: toDecimal(row.giftCardReturned, currency),
    createdAt: row.createdAt.toISOString(),
    lines: linesOf(document).map((l) => ({ ...l, shipped: shipped[l.itemId] ?? 0 })),
    shipments: document.c_shipments ?? [],
    // An order a subscription's scheduled run placed: which subscription and which date.
    ...(document.c_subscriptionOrigin
      ? { subscriptionOrigin: document.c_subscriptionOrigin as SubscriptionOrigin }
      : {}),
    ...(events
      ? {
          events: events.map((e) => ({
            kind: e.kind,
            from: e.fromStatus,
            to: e.toStatus,
            actor: e.actor,
            at: e.createdAt.toISOString(),
            data: publicData(e.data),
          })),
        }
      : {}),
  };
}

export type OperatorOrder = ReturnType<typeof operatorOrder>;

/** The stored request hash is bookkeeping, not part of the trail. */
function publicData(data: Record<string, unknown>) {
  const { requestHash: _hash, ...rest } = data;
  return rest;
}
