import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from './context.ts';
import { serviceUnavailable } from './problem.ts';

/** `GET /health`: 200 once the database answers a trivial query, else 503. */
export function healthRoutes(databaseKind: 'pglite' | 'postgres'): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await c.var.db.execute(sql`select 1`);
    } catch (err) {
      c.var.log.error({ err }, 'health check: database query failed');
      throw serviceUnavailable('The database is not answering');
    }
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok', database: databaseKind });
  });
}
