import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { OPENS_DATABASE } from './test-files.ts';
import {
  MIGRATED,
  copyDatabasePrefix,
  copyPgliteTemplate,
  currentTestRun,
  databaseUrl,
  ensurePostgresTemplate,
  templateDatabaseName,
  type TestTemplate,
} from './test-templates.ts';

export {
  MIGRATED,
  copyPgliteTemplate,
  currentTestRun,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  startTestRun,
} from './test-templates.ts';
export type { TestRun, TestTemplate } from './test-templates.ts';

/**
 * A new PostgreSQL database on the server of `serverUrl` (empty, or a copy of the database
 * `template`), for one test file or one throw-away store; `drop()` removes it (even with
 * connections still open).
 */
export async function createThrowAwayPostgresDatabase(
  serverUrl: string,
  prefix = 'solo_test',
  template?: string,
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
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A database of its own for one test file, holding `template` (by default migrated and empty).
 * TEST_DB=postgres (with DATABASE_URL) makes a throw-away PostgreSQL database on that server,
 * dropped on close; otherwise PGlite. Within a vitest run (vitest.global-setup.ts) it is a copy
 * of the run's template, built once; elsewhere it is migrated and prepared on the spot. Tests
 * never share state with each other or with the developer's ./data.
 */
export async function createTestDatabase(
  template: TestTemplate = MIGRATED,
): Promise<DatabaseHandle> {
  const run = currentTestRun();
  if (run) assertRunsOnPostgres();
  if (process.env.TEST_DB !== 'postgres') {
    if (!run) return prepared(await openDatabase({ memory: true }), template);
    const dataDir = await copyPgliteTemplate(run, template);
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  if (run) await ensurePostgresTemplate(serverUrl, run, template);
  const database = run
    ? await createThrowAwayPostgresDatabase(
        serverUrl,
        copyDatabasePrefix(run),
        templateDatabaseName(run, template),
      )
    : await createThrowAwayPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 5 });
  const closing = {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
  return run ? closing : prepared(closing, template);
}

/** The calling test file must be one vitest also runs on PostgreSQL (test-files.ts). */
function assertRunsOnPostgres(): void {
  const { testPath } = expect.getState();
  if (testPath && !OPENS_DATABASE.test(readFileSync(testPath, 'utf8'))) {
    throw new Error(
      `${testPath} opens a test database without a marker vitest.config.ts selects for PostgreSQL (${OPENS_DATABASE})`,
    );
  }
}

/** Fills a just-migrated database the way the template would have been. */
async function prepared(handle: DatabaseHandle, template: TestTemplate): Promise<DatabaseHandle> {
  try {
    await template.prepare(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
