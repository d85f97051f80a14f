import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The handle a `db.transaction` callback receives; it runs every query a Database runs. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Rows of a raw statement. Both drivers (PGlite and node-postgres) answer `{ rows }`; the shared
 * handle type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
