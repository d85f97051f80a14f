import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers, so every module has a single code path (DESIGN.md). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Hears NOTIFY on `channel`: each payload once its transaction committed, from any connection
   * or instance. `onReset` runs when notifications may have been missed (PostgreSQL: the listening
   * connection was lost and is open again). Resolves, once listening, to the function that stops.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onReset?(): void;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` with `memory` for an in-memory database. */
  dataDir?: string | undefined;
  memory?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Any fixed number: the advisory lock every instance takes to migrate. */
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Two instances starting at once over one database would run the same migrations side by side
 * and one would fail on objects the other just created: a session advisory lock on one
 * connection makes the second wait, then find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite's engine lives in this process's memory, so its buffer cache is resident set: 32 MB
 * instead of PostgreSQL's default 128 MB holds the demo catalog and the hot pages of a large one,
 * and the operating system's file cache keeps the rest of the data directory close
 * (docs/decisions/pglite-memory.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * A new data directory is made by initdb in a WebAssembly instance of its own, whose memory (some
 * 200 MB, much of it touched) stays resident until V8's next full collection, which may come
 * only under load. Collected once right away, the store starts within its memory budget
 * (docs/decisions/pglite-memory.md). `gc` is reachable only through a context made after
 * `--expose-gc` is set.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * For a served process (the store, the commerce service): V8 compiles the embedded engine's
 * WebAssembly with its optimising compiler only. The baseline compiler's code, and the tier-up
 * that replaces it function by function, otherwise stay resident: about 100 MB of a fresh store's
 * 500 MB. Opening a database takes about a second longer, which a server pays once at start and a
 * test run would pay per file, so only entry points call this, before a database is opened
 * (docs/decisions/pglite-memory.md).
 */
export function compileEngineForServing(): void {
  setFlagsFromString('--no-liftoff');
}

/** Opens the database named by the options and applies pending migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    // An idle connection the server ends (a restart, a failover, a dropped test database) is an
    // 'error' event on the pool; unheard, Node would crash the process. The pool drops that
    // connection and opens a new one on next use.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL connection lost while idle: ${err.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenPostgres(options.databaseUrl!, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.memory) {
    dataDir = resolve(options.dataDir ?? './data', 'pglite');
    mkdirSync(dirname(dataDir), { recursive: true });
  }
  const created = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  if (created) collectGarbage();
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    // One in-process engine: a notification cannot be missed, so there is never a reset.
    listen: (channel, handlers) => client.listen(channel, (payload) => handlers.onNotify(payload)),
    close: () => client.close(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A lost connection
 * is replaced after a pause, and `onReset` tells the listener that it may have missed something.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    // Until it listens, an error is the attempt's own (thrown below), never an unheard event.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    // Only a connection that listened can be lost (an error, an end, or both: once); a failed
    // attempt is retried by its caller.
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || stopped) return;
      lost = true;
      process.emitWarning(`PostgreSQL listening connection lost: ${err?.message ?? 'ended'}`);
      handlers.onReset?.();
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    current = client;
  };
  const reconnect = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connect();
      // Whatever was announced between the loss and now went unheard.
      handlers.onReset?.();
    } catch (err) {
      process.emitWarning(`PostgreSQL LISTEN failed: ${(err as Error).message}`);
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end();
  };
}

/** Opens the database the environment names: DATABASE_URL, else PGlite in DATA_DIR. */
export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? './data' });
}
