/**
 * Expired nonces and wallet contexts are deleted a day after they expire, so the public
 * tokenize and wallet sheet calls cannot grow the tables without bound. Transactions and the
 * vault keep their own copy of what they need; idempotency keys are kept.
 */
import { lt } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';

const { paymentNonces, paymentWalletContexts } = schema;

/** How long an expired nonce or context is kept (an unknown nonce then answers invalid_nonce). */
export const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;
/** Each process prunes at most this often, on the next tokenize or new wallet context. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export async function pruneExpired(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_EXPIRED_MS);
  await db.delete(paymentNonces).where(lt(paymentNonces.expiresAt, before));
  await db.delete(paymentWalletContexts).where(lt(paymentWalletContexts.expiresAt, before));
}

/** A pruner that runs at most once per PRUNE_EVERY_MS of the given clock. */
export function pruner(db: Database, now: () => Date): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at.getTime() - last < PRUNE_EVERY_MS) return;
    last = at.getTime();
    await pruneExpired(db, at);
  };
}
