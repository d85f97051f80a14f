/**
 * The money of an order's life, in integer minor units of the order's currency: what a shipment
 * captures and how much may still be refunded. Pure and unit-tested.
 *
 * A shipment captures its share of the order total (shipping, tax and order discounts spread
 * over the lines by their price), computed from the units shipped so far, so the shares of all
 * shipments add up to the order total exactly: rounding never loses or invents a minor unit, and
 * the last shipment captures what is left.
 */
import type { LineUnits } from './lifecycle.ts';

/** A line's price for all its units, after item discounts, in minor units. */
export type LinePrices = Readonly<Record<string, { units: number; price: number }>>;

/** The part of `total` that `shipped` units stand for, rounded half up to a minor unit. */
export function shareOf(total: number, prices: LinePrices, shipped: LineUnits): number {
  const lines = Object.entries(prices).filter(([, l]) => l.units > 0);
  if (lines.length === 0) return 0;
  const free = lines.every(([, l]) => l.price === 0);
  // Exact rational arithmetic: Σ weight·shipped/units over Σ weight, on a common denominator.
  const common = lines.reduce((m, [, l]) => lcm(m, BigInt(l.units)), 1n);
  let num = 0n;
  let den = 0n;
  for (const [itemId, l] of lines) {
    const weight = BigInt(free ? l.units : l.price) * (common / BigInt(l.units));
    num += weight * BigInt(Math.min(shipped[itemId] ?? 0, l.units));
    den += weight * BigInt(l.units);
  }
  return Number((BigInt(total) * num * 2n + den) / (den * 2n));
}

function lcm(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** What a shipment captures: the share of everything shipped with it, less what was captured. */
export function shipmentCapture(
  total: number,
  prices: LinePrices,
  shippedAfter: LineUnits,
  captured: number,
): number {
  const all = Object.entries(prices).every(([id, l]) => (shippedAfter[id] ?? 0) >= l.units);
  const due = all ? total : shareOf(total, prices, shippedAfter);
  // `captured` came from the same formula for the earlier shipments, and shares only grow.
  return Math.max(0, due - captured);
}

export type RefundCheck =
  | { ok: true; amount: number }
  | { ok: false; reason: 'nothing-captured' | 'beyond-captured'; refundable: number };

/** A refund of `amount` (all that is refundable when omitted), never beyond what was captured. */
export function checkRefund(
  captured: number,
  refunded: number,
  amount: number | undefined,
): RefundCheck {
  const refundable = captured - refunded;
  if (refundable <= 0) return { ok: false, reason: 'nothing-captured', refundable: 0 };
  const wanted = amount ?? refundable;
  return wanted > refundable
    ? { ok: false, reason: 'beyond-captured', refundable }
    : { ok: true, amount: wanted };
}
