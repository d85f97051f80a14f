import { and, inArray } from 'drizzle-orm';
import type { Database, ProductType } from '@solo/db';
import { prices } from '@solo/db/schema';
import { priceBookIds, type CurrencyCode } from '@solo/sites';
import {
  pricingFromRows,
  pricingOverChildren,
  type PriceBooks,
  type PriceRow,
  type Pricing,
} from './rules.ts';

/**
 * A product as pricing sees it: masters are priced over their variants and sets over their
 * members (`childIds`); every other type has prices of its own.
 */
export interface PricedNode {
  id: string;
  type: ProductType;
  childIds: readonly string[];
}

/** Every price row of the currency's list and sale books for these products, in one query. */
export async function loadPriceRows(
  db: Database,
  productIds: readonly string[],
  currency: CurrencyCode,
): Promise<Map<string, PriceRow[]>> {
  const out = new Map<string, PriceRow[]>();
  if (productIds.length === 0) return out;
  const books = priceBookIds(currency);
  const rows = await db
    .select({
      productId: prices.productId,
      priceBookId: prices.priceBookId,
      minQuantity: prices.minQuantity,
      amount: prices.amount,
    })
    .from(prices)
    .where(
      and(
        inArray(prices.productId, [...new Set(productIds)]),
        inArray(prices.priceBookId, [books.list, books.sale]),
      ),
    );
  for (const { productId, ...row } of rows) {
    const list = out.get(productId);
    if (list) list.push(row);
    else out.set(productId, [row]);
  }
  return out;
}

/**
 * Pricing of every node that has a price (spec 001 §9), children before parents. Products without
 * a price (the e-gift card, a master none of whose variants is priced) are left out.
 */
export function priceNodes(
  nodes: ReadonlyMap<string, PricedNode>,
  rows: ReadonlyMap<string, PriceRow[]>,
  books: PriceBooks,
): Map<string, Pricing> {
  const out = new Map<string, Pricing>();
  const visiting = new Set<string>();
  const visit = (id: string): Pricing | undefined => {
    if (out.has(id)) return out.get(id);
    const node = nodes.get(id);
    // A cycle can only come from bad data (a set inside itself); it gets no price.
    if (!node || visiting.has(id)) return undefined;
    visiting.add(id);
    let pricing: Pricing | undefined;
    if (node.type === 'master' || node.type === 'set') {
      const children = node.childIds.map(visit).filter((p): p is Pricing => p !== undefined);
      pricing = pricingOverChildren(children, node.type);
    } else {
      pricing = pricingFromRows(rows.get(id) ?? [], books);
    }
    visiting.delete(id);
    if (pricing) out.set(id, pricing);
    return pricing;
  };
  for (const id of nodes.keys()) visit(id);
  return out;
}
