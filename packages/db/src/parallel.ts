import { PgTransaction } from 'drizzle-orm/pg-core';

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads at once on a database handle (each takes its own pooled connection),
 * but one after another inside a transaction: a transaction is one connection, and `pg` refuses
 * overlapping queries on one client (deprecated now, an error from pg@9). PGlite runs one query
 * at a time either way.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: unknown,
  reads: readonly [...Thunks<T>],
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
