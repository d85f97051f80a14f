/**
 * Gift cards as payment (docs/decisions.md "Gift cards at checkout"). A place-order attempt
 * holds each card's share (its balance goes down in the attempt's first transaction, the hold is
 * recorded on the attempt), the order redeems the holds in its own transaction (ledger rows), and
 * an attempt that fails gives them back as it gives back stock. After placement, a cancellation
 * or a refund returns money to the cards (`returnToCards`), each movement once per event key.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Transaction } from '@solo/db';
import type { GiftCardHold } from '@solo/db/schema';

const { giftCards, giftCardLedger } = schema;

export type { GiftCardHold };

/**
 * Each card's share of `due`, in the order the cards were applied: as much as its cap (its
 * balance, or less when the shopper asked for less), until nothing is due.
 */
export function allocate(due: number, caps: readonly number[]): number[] {
  let left = Math.max(0, due);
  return caps.map((cap) => {
    const share = Math.min(Math.max(0, cap), left);
    left -= share;
    return share;
  });
}

export type HoldCheck = { ok: true } | { ok: false; giftCardId: string; balance: number };

/**
 * Locks the cards (in id order, so two attempts never wait on each other crosswise) and checks
 * each still holds its share: a card spent elsewhere since it was applied is named.
 */
export async function checkHolds(tx: Transaction, holds: readonly GiftCardHold[]) {
  if (holds.length === 0) return { ok: true } as HoldCheck;
  const rows = await tx
    .select({ id: giftCards.id, balance: giftCards.balance })
    .from(giftCards)
    .where(
      inArray(
        giftCards.id,
        holds.map((h) => h.giftCardId),
      ),
    )
    .orderBy(asc(giftCards.id))
    .for('update');
  for (const hold of holds) {
    const balance = rows.find((r) => r.id === hold.giftCardId)?.balance ?? 0;
    if (balance < hold.amount)
      return { ok: false, giftCardId: hold.giftCardId, balance } as HoldCheck;
  }
  return { ok: true } as HoldCheck;
}

/** Moves each hold's amount off (`sign` -1) or back onto (+1) its card's balance. */
async function moveBalances(tx: Transaction, holds: readonly GiftCardHold[], sign: 1 | -1) {
  for (const hold of holds)
    if (hold.amount > 0)
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${sign * hold.amount}` })
        .where(eq(giftCards.id, hold.giftCardId));
}

/** Takes the holds off the balances; `checkHolds` in the same transaction said they fit. */
export const takeHolds = (tx: Transaction, holds: readonly GiftCardHold[]) =>
  moveBalances(tx, holds, -1);

/** Gives an attempt's holds back (it failed, or died and was taken over). */
export const releaseHolds = (tx: Transaction, holds: readonly GiftCardHold[]) =>
  moveBalances(tx, holds, 1);

/** The order keeps its holds: one ledger row per card, in the order's transaction. */
export async function redeemHolds(
  tx: Transaction,
  orderNo: string,
  holds: readonly GiftCardHold[],
  at: Date,
) {
  const rows = holds
    .filter((h) => h.amount > 0)
    .map((h) => ({ ...h, orderNo, kind: 'redeem' as const, eventKey: 'placement', createdAt: at }));
  if (rows.length) await tx.insert(giftCardLedger).values(rows);
}

/**
 * Returns up to `amount` of what the order took from its cards, the card redeemed last first;
 * answers the amount returned. An event key already recorded for a card moves nothing again.
 */
export async function returnToCards(
  tx: Transaction,
  orderNo: string,
  amount: number,
  eventKey: string,
  at: Date,
): Promise<number> {
  const ledger = await tx
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.orderNo, orderNo))
    .orderBy(desc(giftCardLedger.id));
  let left = amount;
  let returned = 0;
  for (const redeemed of ledger.filter((r) => r.kind === 'redeem')) {
    if (left <= 0) break;
    const back = ledger
      .filter((r) => r.kind === 'return' && r.giftCardId === redeemed.giftCardId)
      .reduce((sum, r) => sum + r.amount, 0);
    const share = Math.min(left, redeemed.amount - back);
    if (share <= 0) continue;
    const [written] = await tx
      .insert(giftCardLedger)
      .values({
        giftCardId: redeemed.giftCardId,
        orderNo,
        kind: 'return',
        amount: share,
        eventKey,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: giftCardLedger.id });
    if (!written) continue;
    await moveBalances(tx, [{ giftCardId: redeemed.giftCardId, amount: share }], 1);
    left -= share;
    returned += share;
  }
  return returned;
}
