import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * A new, empty PostgreSQL database on the server of `serverUrl`, for one test file or one
 * throw-away store; `drop()` removes it (even with connections still open).
 */
export async function createThrowAwayPostgresDatabase(
  serverUrl: string,
  prefix = 'solo_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database for one test file. TEST_DB=postgres (with DATABASE_URL) makes a
 * throw-away PostgreSQL database on that server and drops it on close; otherwise an in-memory
 * PGlite. Tests never share state with each other or with the developer's ./data.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ memory: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const database = await createThrowAwayPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
