import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/**
 * What a test database holds before its test file starts: migrated, then `prepare`d. A run
 * builds each template once (the global setup builds the common ones before any file starts; any
 * other, the first file that asks) and every test file gets a copy of its own.
 */
export interface TestTemplate {
  /** Lower-case letters, digits and `_`; one name per content. */
  name: string;
  prepare(db: Database): Promise<unknown>;
}

/** Migrated and nothing more: what every other template starts from. */
export const MIGRATED: TestTemplate = { name: 'migrated', prepare: async () => {} };

/** One vitest run (vitest.global-setup.ts): templates and copies live under `dir`. */
export interface TestRun {
  id: string;
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: TestRun | undefined;
  }
}

/** The run of the global setup; undefined outside vitest (bench) or under another config. */
export function currentTestRun(): TestRun | undefined {
  return process.env.VITEST ? inject('testRun') : undefined;
}

/** A connection to the server of `serverUrl` for the duration of `work`. */
async function withServer<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export function templateDatabaseName(run: TestRun, template: TestTemplate): string {
  // The name goes into SQL identifiers and paths as it is.
  if (!/^[a-z0-9_]+$/.test(template.name)) throw new Error(`bad template name ${template.name}`);
  return `solo_tpl_${run.id}_${template.name}`;
}

export const copyDatabasePrefix = (run: TestRun): string => `solo_test_${run.id}`;

/** Each test worker process asks the server or the disk at most once per template. */
const ready = new Map<string, Promise<void>>();
function once(key: string, build: () => Promise<void>): Promise<void> {
  let promise = ready.get(key);
  if (!promise) {
    promise = build();
    ready.set(key, promise);
    promise.catch(() => ready.delete(key));
  }
  return promise;
}

/**
 * The template as a PostgreSQL database marked IS_TEMPLATE. Workers build under an advisory
 * lock, so one builds and the others wait; a database left unmarked by a failed build is
 * rebuilt. CREATE DATABASE … TEMPLATE then copies it in a fraction of a migration's time.
 */
export function ensurePostgresTemplate(
  serverUrl: string,
  run: TestRun,
  template: TestTemplate,
): Promise<void> {
  const name = templateDatabaseName(run, template);
  return once(`postgres:${name}`, async () => {
    if (template !== MIGRATED) await ensurePostgresTemplate(serverUrl, run, MIGRATED);
    await withServer(serverUrl, async (client) => {
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const { rows } = await client.query<{ datistemplate: boolean }>(
          'select datistemplate from pg_database where datname = $1',
          [name],
        );
        if (rows[0]?.datistemplate) return;
        if (rows[0]) await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        const from =
          template === MIGRATED ? '' : ` TEMPLATE "${templateDatabaseName(run, MIGRATED)}"`;
        await client.query(`CREATE DATABASE "${name}"${from}`);
        const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
        try {
          await template.prepare(handle.db);
        } finally {
          await handle.close();
        }
        await client.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
  });
}

/**
 * The template as a closed PGlite data directory (DATA_DIR layout: `<dir>/pglite`). It is built
 * beside its final name and renamed into place, so a directory under the final name is
 * complete; a lock directory (mkdir is atomic) lets one worker build while the others wait.
 */
export function ensurePgliteTemplate(run: TestRun, template: TestTemplate): Promise<string> {
  const dir = join(run.dir, `pglite-${templateDatabaseName(run, template)}`);
  const build = async () => {
    const lock = `${dir}.lock`;
    for (;;) {
      if (existsSync(dir)) return;
      try {
        mkdirSync(lock);
      } catch {
        await sleep(200); // another worker builds it; its lock goes when it is done or failed
        continue;
      }
      const building = `${dir}.building`;
      try {
        if (template !== MIGRATED)
          cpSync(await ensurePgliteTemplate(run, MIGRATED), building, { recursive: true });
        const handle = await openDatabase({ dataDir: building });
        try {
          await template.prepare(handle.db);
        } finally {
          await handle.close();
        }
        renameSync(building, dir);
      } finally {
        rmSync(building, { recursive: true, force: true });
        rmSync(lock, { recursive: true, force: true });
      }
    }
  };
  return once(`pglite:${dir}`, build).then(() => dir);
}

/** A fresh data directory of the run holding a copy of the template; the caller removes it. */
export async function copyPgliteTemplate(
  run: TestRun,
  template: TestTemplate,
  label = 'copy',
): Promise<string> {
  const source = await ensurePgliteTemplate(run, template);
  const copy = mkdtempSync(join(run.dir, `${label}-`));
  cpSync(source, copy, { recursive: true });
  return copy;
}

/**
 * Starts a run for the global setup. `finish` removes the run's directory and drops its
 * PostgreSQL databases, templates and any copy a test file left behind.
 */
export function startTestRun(serverUrl: string | undefined): {
  run: TestRun;
  finish: () => Promise<void>;
} {
  // Other runs share the PostgreSQL server: every name this run creates carries its id.
  const run = {
    id: randomBytes(4).toString('hex'),
    dir: mkdtempSync(join(tmpdir(), 'solo-test-')),
  };
  return {
    run,
    finish: async () => {
      rmSync(run.dir, { recursive: true, force: true });
      if (!serverUrl) return;
      await withServer(serverUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 or datname like $2`,
          [`solo\\_tpl\\_${run.id}\\_%`, `${copyDatabasePrefix(run).replaceAll('_', '\\_')}\\_%`],
        );
        for (const { datname } of rows) {
          await client.query(`ALTER DATABASE "${datname}" IS_TEMPLATE false`);
          await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }
      });
    },
  };
}
