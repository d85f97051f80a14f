/**
 * Idempotency of a real gateway's calls. Braintree's sale, settlement and refund take no
 * idempotency key, so each of our keys is claimed in the database before the gateway is called:
 * a retry while the first call runs waits for it and then answers as it did; a key used with
 * other parameters is refused. A completed call leaves a payment_idempotency_keys row (as the
 * sandbox's do); an interrupted refund keeps what it already refunded (`progress`).
 */
import { and, eq } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { findKey, lockKey, recordKey, type KeyRow, type Operation } from '../idempotency.ts';

const { paymentGatewayClaims } = schema;

export type Claim =
  | { kind: 'claimed'; progress: number }
  | { kind: 'done'; key: KeyRow }
  | { kind: 'reused' }
  | { kind: 'busy' };

export interface ClaimDeps {
  db: Database;
  /** How long a claim is held before another call may take it over (the first one died). */
  holdMs: number;
  /** How long a retry waits for a call in progress before it gives up. */
  waitMs: number;
  sleep: (ms: number) => Promise<unknown>;
}

const POLL_MS = 50;

const byKey = (operation: Operation, key: string) =>
  and(eq(paymentGatewayClaims.operation, operation), eq(paymentGatewayClaims.key, key));

async function tryClaim(deps: ClaimDeps, operation: Operation, key: string, hash: string) {
  return deps.db.transaction(async (tx): Promise<Claim> => {
    await lockKey(tx, operation, key);
    const done = await findKey(tx, operation, key);
    if (done) return { kind: 'done', key: done };
    const now = new Date();
    const lockedUntil = new Date(now.getTime() + deps.holdMs);
    const [row] = await tx.select().from(paymentGatewayClaims).where(byKey(operation, key));
    if (!row) {
      await tx
        .insert(paymentGatewayClaims)
        .values({ operation, key, requestHash: hash, lockedUntil, createdAt: now });
      return { kind: 'claimed', progress: 0 };
    }
    if (row.requestHash !== hash) return { kind: 'reused' };
    if (row.lockedUntil && row.lockedUntil > now) return { kind: 'busy' };
    await tx.update(paymentGatewayClaims).set({ lockedUntil }).where(byKey(operation, key));
    return { kind: 'claimed', progress: row.progress };
  });
}

/** Claims the key for a call, or says what an earlier call with it did (waiting for it). */
export async function claim(
  deps: ClaimDeps,
  operation: Operation,
  key: string,
  hash: string,
): Promise<Claim> {
  const deadline = Date.now() + deps.waitMs;
  for (;;) {
    const result = await tryClaim(deps, operation, key, hash);
    if (result.kind !== 'busy' || Date.now() >= deadline) return result;
    await deps.sleep(POLL_MS);
  }
}

/** The call ended without a result to keep: a retry may call the gateway again. */
export async function release(db: Database, operation: Operation, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKey(tx, operation, key);
    const [row] = await tx.select().from(paymentGatewayClaims).where(byKey(operation, key));
    if (!row) return;
    if (row.progress > 0)
      await tx.update(paymentGatewayClaims).set({ lockedUntil: null }).where(byKey(operation, key));
    else await tx.delete(paymentGatewayClaims).where(byKey(operation, key));
  });
}

/** Adds to what an interrupted call has done under the key (in the caller's transaction). */
export async function addProgress(
  tx: Transaction,
  operation: Operation,
  key: string,
  progress: number,
): Promise<void> {
  await tx.update(paymentGatewayClaims).set({ progress }).where(byKey(operation, key));
}

/**
 * The call completed: its answer is recorded under the key, the claim goes. Under the key's lock,
 * as a claim is taken: a retry reading between the claim's removal and the answer's record would
 * find neither and call the gateway a second time (READ COMMITTED sees each commit at once).
 */
export async function complete(
  tx: Transaction,
  row: Omit<KeyRow, 'refundId'> & { refundId?: string },
): Promise<void> {
  await lockKey(tx, row.operation, row.key);
  await tx.delete(paymentGatewayClaims).where(byKey(row.operation, row.key));
  await recordKey(tx, row);
}
