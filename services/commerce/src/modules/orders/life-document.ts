/**
 * What an order's life reads from and writes into the order document (the Shopper Orders `Order`
 * the shopper's pages show): its lines, its shipments (`c_shipments`, with carrier, tracking
 * number and link), its payment events (`c_paymentEvents`: captures and refunds) and statuses.
 */
import type { CurrencyCode } from '@solo/sites';
import { roundToMinor, toDecimal } from '../pricing/index.ts';
import { CARRIERS, type CarrierId, trackingUrl } from './carriers.ts';
import type { OrderStatusKey, WireOrder } from './document.ts';
import { addShipment, orderShapes, type LineUnits } from './lifecycle.ts';
import type { LinePrices } from './settle.ts';

export interface WireShipment {
  shipmentNo: number;
  carrier: CarrierId;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  items: Array<{ itemId: string; quantity: number }>;
  shippedAt: string;
}

export interface WirePaymentEvent {
  kind: 'capture' | 'refund';
  /** Decimal, in the order currency. */
  amount: number;
  at: string;
}

interface LifeFields {
  c_shipments?: WireShipment[];
  c_paymentEvents?: WirePaymentEvent[];
}

export type LifeDocument = WireOrder & LifeFields;

export function linesOf(
  order: WireOrder,
): Array<{ itemId: string; productId: string; name: string; quantity: number }> {
  return (order.productItems ?? []).map((item) => ({
    itemId: item.itemId!,
    productId: item.productId!,
    name: item.productName ?? item.productId!,
    quantity: item.quantity ?? 0,
  }));
}

export function orderedUnits(order: WireOrder): Record<string, number> {
  return Object.fromEntries(linesOf(order).map((l) => [l.itemId, l.quantity]));
}

export function shippedUnits(order: LifeDocument): Record<string, number> {
  return (order.c_shipments ?? []).reduce<Record<string, number>>(
    (sum, s) => addShipment(sum, Object.fromEntries(s.items.map((i) => [i.itemId, i.quantity]))),
    {},
  );
}

/** Each line's price after item discounts, in minor units: the weights of shipment captures. */
export function linePrices(order: WireOrder, currency: CurrencyCode): LinePrices {
  return Object.fromEntries(
    (order.productItems ?? []).map((item) => [
      item.itemId!,
      {
        units: item.quantity ?? 0,
        price: Math.max(0, roundToMinor(item.priceAfterItemDiscount ?? item.price ?? 0, currency)),
      },
    ]),
  );
}

/** Shopper Orders `paymentStatus` of an order of `total` with `captured` taken (minor units). */
export const paymentStatusOf = (captured: number, total: number) =>
  captured <= 0 ? 'not_paid' : captured >= total ? 'paid' : 'part_paid';

export interface DocumentChange {
  status: OrderStatusKey;
  at: Date;
  currency: CurrencyCode;
  orderTotal: number;
  captured: number;
  refunded: number;
  shipment?: { carrier: CarrierId; trackingNumber: string; lines: LineUnits };
  payment?: { kind: 'capture' | 'refund'; amount: number };
}

/** The document after a transition or payment event. */
export function changedDocument(order: LifeDocument, change: DocumentChange): LifeDocument {
  const at = change.at.toISOString();
  const shipments = [...(order.c_shipments ?? [])];
  if (change.shipment) {
    const { carrier, trackingNumber, lines } = change.shipment;
    shipments.push({
      shipmentNo: shipments.length + 1,
      carrier,
      carrierName: CARRIERS[carrier].name,
      trackingNumber,
      trackingUrl: trackingUrl(carrier, trackingNumber),
      items: Object.entries(lines)
        .filter(([, n]) => n > 0)
        .map(([itemId, quantity]) => ({ itemId, quantity })),
      shippedAt: at,
    });
  }
  const payments = [...(order.c_paymentEvents ?? [])];
  if (change.payment && change.payment.amount > 0)
    payments.push({
      kind: change.payment.kind,
      amount: toDecimal(change.payment.amount, change.currency),
      at,
    });
  const next: LifeDocument = { ...order, c_shipments: shipments, c_paymentEvents: payments };
  const shapes = orderShapes(change.status, {
    ordered: orderedUnits(order),
    shipped: shippedUnits(next),
  });
  return {
    ...next,
    ...shapes,
    c_status: change.status,
    paymentStatus: paymentStatusOf(change.captured, change.orderTotal),
    c_capturedTotal: toDecimal(change.captured, change.currency),
    c_refundedTotal: toDecimal(change.refunded, change.currency),
    lastModified: at,
  };
}
