/**
 * Idempotency keys of authorize, capture and refund. Each call runs under a transaction-scoped
 * advisory lock on its key, so of parallel retries one does the work and the others wait and
 * then find its record (PGlite runs one transaction at a time anyway).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';

const { paymentIdempotencyKeys } = schema;

export type Operation = 'authorize' | 'capture' | 'refund';
export type KeyRow = typeof paymentIdempotencyKeys.$inferSelect;

/** SHA-256 of the parameters that must be the same when a key is used again. */
export const requestHash = (parameters: unknown): string =>
  createHash('sha256').update(JSON.stringify(parameters)).digest('hex');

export async function lockKey(tx: Transaction, operation: Operation, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${operation}:${key}`}))`);
}

export async function findKey(
  db: Database | Transaction,
  operation: Operation,
  key: string,
): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIdempotencyKeys)
    .where(
      and(eq(paymentIdempotencyKeys.operation, operation), eq(paymentIdempotencyKeys.key, key)),
    );
  return row;
}

export async function recordKey(
  tx: Transaction,
  row: Omit<KeyRow, 'refundId'> & { refundId?: string },
): Promise<void> {
  await tx.insert(paymentIdempotencyKeys).values(row);
}
