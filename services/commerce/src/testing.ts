import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { pino } from 'pino';
import type { DatabaseHandle } from '@solo/db';
import { createTestDatabase, type TestTemplate } from '@solo/db/testing';
import { loadConfig, type CommerceConfig } from './config.ts';
import type { AppEnv } from './http/context.ts';
import { createCommerceApp, type CommerceAppOptions } from './http/app.ts';
import type { Logger } from './logger.ts';
import { openChangeFeed, type ChangeFeed } from './modules/changes/index.ts';

export interface TestCommerce {
  app: Hono<AppEnv>;
  db: DatabaseHandle;
  config: CommerceConfig;
  /** The change feed the app listens to, when asked for. */
  changes?: ChangeFeed;
  /** Every log line written during the test, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** A logger that keeps its JSON lines in memory, for tests that assert on logging. */
export function memoryLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

/**
 * The app over a fresh test database (PGlite, or PostgreSQL with TEST_DB=postgres), migrated and
 * empty or holding `template` (DEMO_DATA of @solo/fixtures/testing for the demo data).
 */
export async function createTestCommerce(
  options: Partial<
    Pick<CommerceAppOptions, 'geoIp' | 'onOrderTransition' | 'runSubscriptionsOnce'>
  > & {
    /** The payment provider, or how to make it over the test's database. */
    payments?:
      | NonNullable<CommerceAppOptions['payments']>
      | ((db: DatabaseHandle) => Promise<NonNullable<CommerceAppOptions['payments']>>);
    env?: NodeJS.ProcessEnv;
    template?: TestTemplate;
    /** Listen to the database's change feed, as a served app does (per-process read caches). */
    changes?: boolean;
  } = {},
): Promise<TestCommerce> {
  const db = await createTestDatabase(options.template);
  const config = loadConfig({ VITEST: 'true', ...options.env });
  const { logger, lines } = memoryLogger();
  const changes = options.changes ? await openChangeFeed(db, logger) : undefined;
  const payments =
    typeof options.payments === 'function' ? await options.payments(db) : options.payments;
  const app = createCommerceApp({
    db,
    config,
    logger,
    ...(changes ? { changes } : {}),
    ...(options.geoIp ? { geoIp: options.geoIp } : {}),
    ...(payments ? { payments } : {}),
    ...(options.onOrderTransition ? { onOrderTransition: options.onOrderTransition } : {}),
    ...(options.runSubscriptionsOnce ? { runSubscriptionsOnce: options.runSubscriptionsOnce } : {}),
  });
  return {
    app,
    db,
    config,
    logs: lines,
    ...(changes ? { changes } : {}),
    close: async () => {
      await changes?.close();
      await db.close();
    },
  };
}
