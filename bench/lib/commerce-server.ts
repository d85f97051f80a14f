import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createCommerceApp, createLogger, loadConfig } from '@solo/commerce';
import type { Database } from '@solo/db';
import { seedDemoData } from '@solo/fixtures';
import { openBenchDatabase } from './bench-database.ts';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const benchDatabaseKinds = (): BenchDatabaseKind[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs `measure` against the commerce service served over HTTP on 127.0.0.1:`port`, on a fresh
 * database of `kind` seeded with the demo data; closes the server and drops the database after.
 */
export async function withCommerceServer<T>(
  kind: BenchDatabaseKind,
  port: number,
  measure: (origin: string, db: Database) => Promise<T>,
): Promise<T> {
  const { handle, drop } = await openBenchDatabase(kind, 10);
  const app = createCommerceApp({
    db: handle,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  try {
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    await seedDemoData(handle.db);
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, handle.db);
  } finally {
    await new Promise<void>((closed) => {
      server.close(() => closed());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await handle.close();
    await drop();
  }
}
