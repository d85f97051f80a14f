import { openDatabase, type DatabaseHandle } from '@solo/db';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';

/**
 * A fresh database for one benchmark: in-memory PGlite, or a throw-away PostgreSQL database
 * (prefix `solo_bench`) on the server of DATABASE_URL; `drop()` removes it.
 */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  maxConnections: number,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite')
    return { handle: await openDatabase({ memory: true }), drop: async () => {} };
  const created = await createThrowAwayPostgresDatabase(
    process.env.DATABASE_URL ?? '',
    'solo_bench',
  );
  return {
    handle: await openDatabase({ databaseUrl: created.url, maxConnections }),
    drop: () => created.drop(),
  };
}
