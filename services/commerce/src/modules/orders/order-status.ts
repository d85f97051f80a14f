/**
 * The order-status page's answer (issue 20: the signed link of EU and Australian guests): the
 * order's status for the holder of a valid, unexpired link, and a reason otherwise — a forged
 * link and an unknown order read alike, so a link tells nothing about other orders.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import type { LifeDocument } from './life-document.ts';
import { checkOrderStatusToken, parseOrderStatusToken } from './order-links.ts';

/**
 * What the page shows: the status, what was ordered and the parcels' tracking, not the addresses
 * or payment.
 */
export interface OrderStatusView {
  orderNo: string;
  creationDate: string;
  c_status: string;
  currency: string;
  orderTotal: number;
  productItems: Array<{ productName: string; quantity: number }>;
  /** The parcels sent so far, with the carrier's tracking page (the shipping email's link). */
  c_shipments: Array<{
    shipmentNo: number;
    carrierName: string;
    trackingNumber: string;
    trackingUrl: string;
    shippedAt: string;
  }>;
  /** When the link stops working. */
  c_linkExpires: string;
}

export type OrderStatusOutcome =
  { ok: true; view: OrderStatusView } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export async function orderStatusByLink(
  db: Database,
  query: { siteId: string; token: string },
  now: Date,
): Promise<OrderStatusOutcome> {
  const parsed = parseOrderStatusToken(query.token);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const [row] = await db
    .select({
      siteId: schema.orders.siteId,
      orderToken: schema.orders.orderToken,
      document: schema.orders.document,
    })
    .from(schema.orders)
    .where(eq(schema.orders.orderNo, parsed.orderNo));
  // A link works on its order's own site only; elsewhere it reads as any other bad link.
  if (!row || row.siteId !== query.siteId) return { ok: false, reason: 'forged' };
  const check = checkOrderStatusToken(parsed, row.orderToken, now);
  if (check !== 'valid') return { ok: false, reason: check };
  const order = row.document as LifeDocument;
  return {
    ok: true,
    view: {
      orderNo: order.orderNo!,
      creationDate: order.creationDate!,
      c_status: String(order.c_status ?? 'ordered'),
      currency: order.currency!,
      orderTotal: order.orderTotal ?? 0,
      productItems: (order.productItems ?? []).map((i) => ({
        productName: i.productName ?? i.productId ?? '',
        quantity: i.quantity ?? 0,
      })),
      c_shipments: (order.c_shipments ?? []).map((s) => ({
        shipmentNo: s.shipmentNo,
        carrierName: s.carrierName,
        trackingNumber: s.trackingNumber,
        trackingUrl: s.trackingUrl,
        shippedAt: s.shippedAt,
      })),
      c_linkExpires: parsed.expires.toISOString(),
    },
  };
}
