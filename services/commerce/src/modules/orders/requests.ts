/**
 * Place-order attempts (docs/decisions.md "Placing an order"): one row per basket while an
 * attempt runs, keyed also by the shopper's idempotency key. A retry with the key finds the
 * order it placed, and a retry while the first runs waits for it (placeOrder); a second attempt
 * on the basket (another tab, a double click with a new key) is refused while the first runs. An attempt that died half way (the process stopped) is taken
 * over after STALE_AFTER_MS, and the stock and gift card balance it had taken are given back first.
 */
import { and, eq, lt } from 'drizzle-orm';
import { type Database, schema, type StockTaken, type Transaction } from '@solo/db';
import type { GiftCardHold } from '@solo/db/schema';
import { releaseHolds } from '../gift-cards/index.ts';
import { returnStock } from '../inventory/index.ts';

const { orderRequests } = schema;

export const STALE_AFTER_MS = 5 * 60_000;

export type Claim =
  | { kind: 'claimed' }
  /** This key already placed an order. */
  | { kind: 'placed'; orderNo: string }
  /** An attempt with this key is still running: ask again when it ends. */
  | { kind: 'running' }
  /** Another attempt on the basket (another key) is still running. */
  | { kind: 'busy' }
  /** The key was used for another basket. */
  | { kind: 'key-reused' };

export async function claimBasket(
  db: Database,
  request: { basketId: string; ownerId: string; idempotencyKey: string; inventoryListId: string },
  now: Date,
): Promise<Claim> {
  const first = await db.transaction(async (tx): Promise<Claim> => {
    const known = await keyClaim(tx, request, now);
    if (known) return known;
    await takeOverStale(tx, request.basketId, now);
    const [row] = await tx
      .insert(orderRequests)
      .values({ ...request, state: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row ? { kind: 'claimed' } : { kind: 'busy' };
  });
  if (first.kind !== 'busy') return first;
  // The row in the way was committed while this claim ran (on PostgreSQL parallel claims both
  // find no row, then one insert waits for the other): it may be this very key's attempt.
  return (await keyClaim(db, request, now)) ?? first;
}

/** What an attempt already made with this key says, if there is one. */
async function keyClaim(
  db: Database | Transaction,
  request: { basketId: string; ownerId: string; idempotencyKey: string },
  now: Date,
): Promise<Claim | undefined> {
  const [byKey] = await db
    .select()
    .from(orderRequests)
    .where(
      and(
        eq(orderRequests.ownerId, request.ownerId),
        eq(orderRequests.idempotencyKey, request.idempotencyKey),
      ),
    );
  if (!byKey) return undefined;
  if (byKey.basketId !== request.basketId) return { kind: 'key-reused' };
  if (byKey.state === 'placed' && byKey.orderNo) return { kind: 'placed', orderNo: byKey.orderNo };
  if (byKey.createdAt.getTime() >= now.getTime() - STALE_AFTER_MS) return { kind: 'running' };
  return undefined;
}

/** A pending attempt older than STALE_AFTER_MS: its stock goes back and its row goes. */
async function takeOverStale(tx: Transaction, basketId: string, now: Date) {
  const [stale] = await tx
    .delete(orderRequests)
    .where(
      and(
        eq(orderRequests.basketId, basketId),
        eq(orderRequests.state, 'pending'),
        lt(orderRequests.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .returning();
  if (!stale) return;
  await returnStock(tx, stale.inventoryListId, stale.stockTaken);
  await releaseHolds(tx, stale.giftCardsHeld);
}

/** Records the stock and gift card balance an attempt took, in the transaction that took them. */
export const recordTaken = (
  tx: Transaction,
  basketId: string,
  stockTaken: StockTaken[],
  giftCardsHeld: GiftCardHold[],
) =>
  tx
    .update(orderRequests)
    .set({ stockTaken, giftCardsHeld })
    .where(eq(orderRequests.basketId, basketId));

/** The attempt ended without an order: the basket may be ordered again (with any key). */
export const releaseClaim = (db: Database | Transaction, basketId: string) =>
  db.delete(orderRequests).where(eq(orderRequests.basketId, basketId));

/** The attempt placed `orderNo`; the row stays as the key's answer for retries. */
export const markPlaced = (tx: Transaction, basketId: string, orderNo: string) =>
  tx
    .update(orderRequests)
    .set({ state: 'placed', orderNo, stockTaken: [], giftCardsHeld: [] })
    .where(eq(orderRequests.basketId, basketId));
