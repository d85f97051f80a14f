/**
 * Price rules of spec 001 §9, on integer minor units of one currency:
 * - the effective unit price is the lowest of the list (base) price and the smallest positive
 *   sale price;
 * - the tiered price for a quantity is the tier whose quantity is nearest at or below it;
 * - a master's price is the minimum over its variants, with a range (priceMax) when they differ;
 *   a set's is the minimum over its members, always shown as a range.
 */

/** One row of the prices table: a price book's price from `minQuantity` units up. */
export interface PriceRow {
  priceBookId: string;
  minQuantity: number;
  amount: number;
}

/** The list and sale price books of one currency (`priceBookIds` of @solo/sites). */
export interface PriceBooks {
  list: string;
  sale: string;
}

export interface PriceTier {
  quantity: number;
  amount: number;
  priceBookId: string;
}

export interface Pricing {
  /** Effective unit price at quantity 1. */
  price: number;
  /** Highest price of a range (masters with differing variants, sets). */
  priceMax?: number;
  /** The list-book price behind `price`. */
  listPrice?: number;
  /** Only when a sale price undercuts the list price. */
  salePrice?: number;
  /** The list book's tiers, ascending by quantity (quantity 1 first); empty for masters and sets. */
  tiers: PriceTier[];
  /** Quantity-1 price of each price book (for masters and sets: the lowest of the children). */
  byBook: Record<string, number>;
}

/** The price of `book` for `quantity` units: its tier nearest at or below the quantity. */
function bookPriceAt(rows: PriceRow[], book: string, quantity: number): number | undefined {
  let best: PriceRow | undefined;
  for (const r of rows) {
    if (r.priceBookId !== book || r.minQuantity > quantity) continue;
    if (!best || r.minQuantity > best.minQuantity) best = r;
  }
  return best?.amount;
}

/** Effective unit price for `quantity` units: the lowest positive price of the two books. */
export function unitPriceAt(
  rows: PriceRow[],
  books: PriceBooks,
  quantity: number,
): number | undefined {
  const candidates = [
    bookPriceAt(rows, books.list, quantity),
    bookPriceAt(rows, books.sale, quantity),
  ].filter((a): a is number => a !== undefined && a > 0);
  return candidates.length ? Math.min(...candidates) : undefined;
}

/** Pricing of a product with prices of its own (item, variant, bundle); none without a price. */
export function pricingFromRows(rows: PriceRow[], books: PriceBooks): Pricing | undefined {
  const price = unitPriceAt(rows, books, 1);
  if (price === undefined) return undefined;
  const list = bookPriceAt(rows, books.list, 1);
  const sale = bookPriceAt(rows, books.sale, 1);
  const byBook: Record<string, number> = {};
  if (list !== undefined) byBook[books.list] = list;
  if (sale !== undefined) byBook[books.sale] = sale;
  const tiers = rows
    .filter((r) => r.priceBookId === books.list)
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((r) => ({ quantity: r.minQuantity, amount: r.amount, priceBookId: r.priceBookId }));
  return {
    price,
    ...(list !== undefined ? { listPrice: list } : {}),
    ...(sale !== undefined && sale > 0 && list !== undefined && sale < list
      ? { salePrice: sale }
      : {}),
    tiers,
    byBook,
  };
}

/**
 * Pricing of a master (over its variants) or a set (over its members): the cheapest child gives
 * `price`, `listPrice` and `salePrice`; `priceMax` is the dearest child's price (or the top of its
 * own range) when it differs from `price`, and always for a set.
 */
export function pricingOverChildren(
  children: Pricing[],
  kind: 'master' | 'set',
): Pricing | undefined {
  const cheapest = children.reduce<Pricing | undefined>(
    (best, c) => (best === undefined || c.price < best.price ? c : best),
    undefined,
  );
  if (!cheapest) return undefined;
  const max = Math.max(...children.map((c) => c.priceMax ?? c.price));
  const byBook: Record<string, number> = {};
  for (const c of children) {
    for (const [book, amount] of Object.entries(c.byBook))
      byBook[book] = Math.min(byBook[book] ?? amount, amount);
  }
  return {
    price: cheapest.price,
    ...(kind === 'set' || max !== cheapest.price ? { priceMax: max } : {}),
    ...(cheapest.listPrice !== undefined ? { listPrice: cheapest.listPrice } : {}),
    ...(cheapest.salePrice !== undefined ? { salePrice: cheapest.salePrice } : {}),
    tiers: [],
    byBook,
  };
}

/** Percent off the product's price that a subscription order pays (docs/decisions/subscriptions.md). */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;

/**
 * The unit price of a subscription line or order, in minor units: the product's effective price
 * less SUBSCRIPTION_DISCOUNT_PERCENT, rounded half up to the minor unit (as basket amounts are).
 */
export const subscriptionPriceOf = (unit: number): number =>
  Math.round((unit * (100 - SUBSCRIPTION_DISCOUNT_PERCENT)) / 100);
