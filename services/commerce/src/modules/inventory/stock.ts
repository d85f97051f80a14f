/**
 * Stock an order takes, under row locks: what is on hand above the safety stock first, then the
 * back-order limit of a back- or pre-orderable product (rules.ts "ats"). Orders call these inside
 * their transaction; the inventory table is written only here and by the seed. The database
 * refuses a stock level or back-order limit below zero, so two orders can never sell one unit
 * twice whatever the interleaving.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type StockTaken, type Transaction } from '@solo/db';

const { inventory } = schema;

export type { StockTaken };

/** Units an order needs of each product (bundles: the bundle and each member). */
export type StockDemand = ReadonlyMap<string, number>;

export type TakeOutcome = { ok: true; taken: StockTaken[] } | { ok: false; productIds: string[] };

/**
 * Takes `demand` from the list, all or nothing: on a shortfall nothing is written (the caller's
 * transaction rolls back what was taken) and the short products are named. Rows are locked in
 * product id order, so parallel orders over the same products never deadlock.
 */
export async function takeStock(
  tx: Transaction,
  inventoryListId: string,
  demand: StockDemand,
): Promise<TakeOutcome> {
  const ids = [...demand.keys()].sort();
  if (ids.length === 0) return { ok: true, taken: [] };
  const rows = await tx
    .select()
    .from(inventory)
    .where(and(eq(inventory.inventoryListId, inventoryListId), inArray(inventory.productId, ids)))
    .orderBy(asc(inventory.productId))
    .for('update');
  const byId = new Map(rows.map((r) => [r.productId, r]));
  const short: string[] = [];
  const taken: StockTaken[] = [];
  for (const productId of ids) {
    const want = demand.get(productId)!;
    const row = byId.get(productId);
    const onHand = row ? Math.max(0, row.stockLevel - row.safetyStock) : 0;
    const future = row && (row.backorderable || row.preorderable) ? row.backorderLimit : 0;
    if (onHand + future < want) short.push(productId);
    else {
      const fromStock = Math.min(want, onHand);
      taken.push({ productId, fromStock, fromBackorder: want - fromStock });
    }
  }
  if (short.length) return { ok: false, productIds: short };
  for (const t of taken) await adjust(tx, inventoryListId, t, -1);
  return { ok: true, taken };
}

/** Gives back what `takeStock` took (a payment that failed, an order that was not written). */
export async function returnStock(
  tx: Transaction,
  inventoryListId: string,
  taken: readonly StockTaken[],
): Promise<void> {
  const sorted = [...taken].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const t of sorted) await adjust(tx, inventoryListId, t, 1);
}

function adjust(tx: Transaction, inventoryListId: string, t: StockTaken, sign: 1 | -1) {
  return tx
    .update(inventory)
    .set({
      stockLevel: sql`${inventory.stockLevel} + ${sign * t.fromStock}`,
      backorderLimit: sql`${inventory.backorderLimit} + ${sign * t.fromBackorder}`,
    })
    .where(
      and(eq(inventory.inventoryListId, inventoryListId), eq(inventory.productId, t.productId)),
    );
}
