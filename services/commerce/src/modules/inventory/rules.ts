/**
 * Availability rules (spec 001 §4): a product is out of stock when its stock is at or below the
 * safety stock and it cannot be back- or pre-ordered. What can still be sold (ats) is the stock
 * above the safety stock plus, when back- or pre-orderable, the back-order limit.
 */

/** One row of the inventory table, as the rules need it. */
export interface StockRecord {
  stockLevel: number;
  safetyStock: number;
  backorderable: boolean;
  preorderable: boolean;
  backorderLimit: number;
  inStockDate: string | null;
}

export interface Availability {
  /** At least one unit can be ordered. */
  orderable: boolean;
  /** Units on hand above the safety stock (ships now, not back- or pre-ordered). */
  inStock: boolean;
  /** Available to sell: stock above the safety stock, plus the back-order limit when allowed. */
  ats: number;
  stockLevel: number;
  safetyStock: number;
  backorderable: boolean;
  preorderable: boolean;
  /** YYYY-MM-DD when back- or pre-ordered stock arrives. */
  inStockDate?: string;
}

/** A product without an inventory row in the list cannot be sold from it. */
export const NOT_STOCKED: Availability = {
  orderable: false,
  inStock: false,
  ats: 0,
  stockLevel: 0,
  safetyStock: 0,
  backorderable: false,
  preorderable: false,
};

const onHand = (a: { stockLevel: number; safetyStock: number }) =>
  Math.max(0, a.stockLevel - a.safetyStock);

export function availabilityOf(record: StockRecord | undefined): Availability {
  if (!record) return NOT_STOCKED;
  const future = record.backorderable || record.preorderable;
  const ats = onHand(record) + (future ? Math.max(0, record.backorderLimit) : 0);
  return {
    orderable: ats >= 1,
    inStock: onHand(record) >= 1,
    ats,
    stockLevel: record.stockLevel,
    safetyStock: record.safetyStock,
    backorderable: record.backorderable,
    preorderable: record.preorderable,
    ...(future && record.inStockDate ? { inStockDate: record.inStockDate } : {}),
  };
}

/** `quantity` units can be ordered now (the basket's check; the page shows quantity 1). */
export const canOrder = (a: Availability, quantity: number): boolean =>
  quantity >= 1 && a.ats >= quantity;

const earliest = (dates: Array<string | undefined>) =>
  dates.filter((d): d is string => d !== undefined).sort()[0];
const latest = (dates: Array<string | undefined>) =>
  dates
    .filter((d): d is string => d !== undefined)
    .sort()
    .at(-1);

/**
 * A master sells whatever any variant sells: totals over the variants, orderable when one is, and
 * back-/pre-orderable only when every variant is (then the earliest in-stock date).
 */
export function masterAvailability(variants: Availability[]): Availability {
  if (variants.length === 0) return NOT_STOCKED;
  const sum = (f: (a: Availability) => number) => variants.reduce((n, a) => n + f(a), 0);
  const backorderable = variants.every((a) => a.backorderable);
  const preorderable = variants.every((a) => a.preorderable);
  const date =
    backorderable || preorderable ? earliest(variants.map((a) => a.inStockDate)) : undefined;
  return {
    orderable: variants.some((a) => a.orderable),
    inStock: variants.some((a) => a.inStock),
    ats: sum((a) => a.ats),
    stockLevel: sum((a) => a.stockLevel),
    safetyStock: sum((a) => a.safetyStock),
    backorderable,
    preorderable,
    ...(date ? { inStockDate: date } : {}),
  };
}

/**
 * "Add Set to Cart" adds one of each member, so a set is as available as its scarcest member;
 * it waits for the latest back- or pre-ordered member.
 */
export function setAvailability(members: Availability[]): Availability {
  const scarcest = members.reduce<Availability | undefined>(
    (low, a) => (low === undefined || a.ats < low.ats ? a : low),
    undefined,
  );
  if (!scarcest) return NOT_STOCKED;
  const date = latest(members.map((a) => a.inStockDate));
  return {
    orderable: members.every((a) => a.orderable),
    inStock: members.every((a) => a.inStock),
    ats: scarcest.ats,
    stockLevel: scarcest.stockLevel,
    safetyStock: scarcest.safetyStock,
    backorderable: members.some((a) => a.backorderable),
    preorderable: members.some((a) => a.preorderable),
    ...(date ? { inStockDate: date } : {}),
  };
}

export interface BundleMember {
  availability: Availability;
  /** Units of this member in one bundle. */
  quantity: number;
}

/**
 * A bundle sells only as many as its own stock and every member allow: n bundles need
 * n × member quantity of each member. Stock figures are limited the same way, so stock minus
 * safety stock is still what ships now; a member that must be back- or pre-ordered makes the
 * bundle so, and its arrival date the bundle's.
 */
export function bundleAvailability(own: Availability, members: BundleMember[]): Availability {
  const per = (units: number, quantity: number) => Math.floor(units / Math.max(1, quantity));
  const ats = Math.min(own.ats, ...members.map((m) => per(m.availability.ats, m.quantity)));
  const shipsNow = Math.min(
    onHand(own),
    ...members.map((m) => per(onHand(m.availability), m.quantity)),
  );
  const short = members.filter((m) => onHand(m.availability) < m.quantity);
  const backorderable = own.backorderable || short.some((m) => m.availability.backorderable);
  const preorderable = own.preorderable || short.some((m) => m.availability.preorderable);
  const date = latest([own.inStockDate, ...short.map((m) => m.availability.inStockDate)]);
  return {
    orderable: ats >= 1,
    inStock: shipsNow >= 1,
    ats,
    stockLevel: Math.min(own.stockLevel, own.safetyStock + shipsNow),
    safetyStock: own.safetyStock,
    backorderable,
    preorderable,
    ...(date && (backorderable || preorderable) ? { inStockDate: date } : {}),
  };
}
