/**
 * The account's order history (spec 001 §9): page size 5 and the date ranges "last thirty
 * days, last six months, last twelve months, all last two years". Pure; the clock is passed in.
 */

/** Spec 001 §9: "Order history page size 5". */
export const ORDER_HISTORY_PAGE_SIZE = 5;

/** Spec 001 §9 ranges, in the spec's order; the first is the default (docs/decisions.md). */
export const ORDER_RANGES = ['last30Days', 'last6Months', 'last12Months', 'last2Years'] as const;
export type OrderRange = (typeof ORDER_RANGES)[number];
export const DEFAULT_ORDER_RANGE: OrderRange = 'last30Days';

/** The range of a query value; anything else is the default. */
export function parseRange(value: string | null | undefined): OrderRange {
  return (ORDER_RANGES as readonly string[]).includes(value ?? '')
    ? (value as OrderRange)
    : DEFAULT_ORDER_RANGE;
}

/** A page number of a query value (1-based); anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The first instant of a range, seen at `now`: thirty days back, or six, twelve or twenty-four
 * calendar months back (UTC; a month without that day ends on its last day).
 */
export function rangeStart(range: OrderRange, now: Date): Date {
  if (range === 'last30Days') return new Date(now.getTime() - 30 * 86_400_000);
  const months = { last6Months: 6, last12Months: 12, last2Years: 24 }[range];
  const start = new Date(now);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/** The getCustomerOrders query of a history page: `from` inclusive, offset and limit. */
export function historyQuery(range: OrderRange, page: number, now: Date) {
  return {
    from: rangeStart(range, now).toISOString(),
    offset: (page - 1) * ORDER_HISTORY_PAGE_SIZE,
    limit: ORDER_HISTORY_PAGE_SIZE,
  };
}

/** How many pages `total` orders fill (at least one, for the empty state). */
export const pageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / ORDER_HISTORY_PAGE_SIZE));
