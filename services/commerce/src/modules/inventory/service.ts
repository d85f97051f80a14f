import { and, eq, inArray } from 'drizzle-orm';
import type { Database, ProductType } from '@solo/db';
import { inventory } from '@solo/db/schema';
import {
  availabilityOf,
  bundleAvailability,
  masterAvailability,
  NOT_STOCKED,
  setAvailability,
  type Availability,
  type StockRecord,
} from './rules.ts';

/**
 * A product as availability sees it: masters aggregate their variants and sets their members
 * (`childIds`); bundles have stock of their own, limited by their members.
 */
export interface StockedNode {
  id: string;
  type: ProductType;
  childIds: readonly string[];
  bundledProducts?: ReadonlyArray<{ productId: string; quantity: number }> | null;
}

/** The inventory rows of these products in one inventory list (the site's), in one query. */
export async function loadStock(
  db: Database,
  inventoryListId: string,
  productIds: readonly string[],
): Promise<Map<string, StockRecord>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: inventory.productId,
      stockLevel: inventory.stockLevel,
      safetyStock: inventory.safetyStock,
      backorderable: inventory.backorderable,
      preorderable: inventory.preorderable,
      backorderLimit: inventory.backorderLimit,
      inStockDate: inventory.inStockDate,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.inventoryListId, inventoryListId),
        inArray(inventory.productId, [...new Set(productIds)]),
      ),
    );
  return new Map(rows.map(({ productId, ...record }) => [productId, record]));
}

/** Availability of every node, members before the masters, sets and bundles holding them. */
export function availabilityOfNodes(
  nodes: ReadonlyMap<string, StockedNode>,
  stock: ReadonlyMap<string, StockRecord>,
): Map<string, Availability> {
  const out = new Map<string, Availability>();
  const visiting = new Set<string>();
  const visit = (id: string): Availability => {
    const known = out.get(id);
    if (known) return known;
    const node = nodes.get(id);
    // Unknown members and cycles (bad data) are not sellable rather than an error.
    if (visiting.has(id)) return NOT_STOCKED;
    visiting.add(id);
    let result: Availability;
    if (!node) result = availabilityOf(stock.get(id));
    else if (node.type === 'master') result = masterAvailability(node.childIds.map(visit));
    else if (node.type === 'set') result = setAvailability(node.childIds.map(visit));
    else if (node.type === 'bundle')
      result = bundleAvailability(
        availabilityOf(stock.get(id)),
        (node.bundledProducts ?? []).map((m) => ({
          availability: visit(m.productId),
          quantity: m.quantity,
        })),
      );
    else result = availabilityOf(stock.get(id));
    visiting.delete(id);
    out.set(id, result);
    return result;
  };
  for (const id of nodes.keys()) visit(id);
  return out;
}
