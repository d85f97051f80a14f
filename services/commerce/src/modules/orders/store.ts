/** Reading placed orders: by their owner, by their token, a customer's history, a guest lookup. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import type { WireOrder } from './document.ts';

const { orders } = schema;

export type OrderAccess = { ownerId: string } | { orderToken: string };

/** The order, for its owner or the holder of its token; undefined otherwise, exactly as unknown. */
export async function findOrder(
  db: Database,
  access: OrderAccess,
  orderNo: string,
): Promise<WireOrder | undefined> {
  const who =
    'ownerId' in access
      ? eq(orders.ownerId, access.ownerId)
      : eq(orders.orderToken, access.orderToken);
  const [row] = await db
    .select({ document: orders.document })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), who));
  return row?.document;
}

export interface OrderPage {
  data: WireOrder[];
  offset: number;
  limit: number;
  total: number;
}

/** A registered customer's orders on a site, newest first, within [from, until). */
export async function customerOrders(
  db: Database,
  query: {
    customerId: string;
    siteId?: string | undefined;
    from?: Date | undefined;
    until?: Date | undefined;
    status?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<OrderPage> {
  const filters: SQL[] = [eq(orders.ownerKind, 'registered'), eq(orders.ownerId, query.customerId)];
  if (query.siteId) filters.push(eq(orders.siteId, query.siteId));
  if (query.from) filters.push(gte(orders.createdAt, query.from));
  if (query.until) filters.push(lt(orders.createdAt, query.until));
  if (query.status) filters.push(eq(orders.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: orders.document })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map((r) => r.document as WireOrder),
    offset: query.offset,
    limit: query.limit,
    total: total?.n ?? 0,
  };
}

/**
 * Track an order as a guest: the order number and the email it was placed with (any case) must
 * both match; a miss answers nothing, whichever of the two was wrong.
 */
export async function lookupOrder(
  db: Database,
  query: { siteId: string; orderNo: string; email: string },
): Promise<WireOrder | undefined> {
  const [row] = await db
    .select({ document: orders.document })
    .from(orders)
    .where(
      and(
        eq(orders.orderNo, query.orderNo),
        eq(orders.siteId, query.siteId),
        eq(orders.email, query.email.trim().toLowerCase()),
      ),
    );
  return row?.document;
}
