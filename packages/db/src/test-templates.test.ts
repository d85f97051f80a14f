import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';
import { meta } from './schema/index.ts';
import { createTestDatabase, currentTestRun, type TestTemplate } from './testing.ts';

let prepared = 0;
const probe: TestTemplate = {
  name: 'probe',
  prepare: async (db) => {
    prepared += 1;
    await db.insert(meta).values({ key: 'probe', value: { from: 'template' } });
  },
};

describe('test databases from a template', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(probe), createTestDatabase(probe)]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('prepares the template once in a run, and each copy holds what it prepared', async () => {
    expect(prepared).toBe(currentTestRun() ? 1 : 2);
    for (const handle of [first, second]) {
      const rows = await handle.db.select().from(meta).where(eq(meta.key, 'probe'));
      expect(rows.map((r) => r.value)).toEqual([{ from: 'template' }]);
    }
  });

  it('gives each copy its own data', async () => {
    await first.db.insert(meta).values({ key: 'only-first', value: {} });
    expect(await second.db.select().from(meta).where(eq(meta.key, 'only-first'))).toEqual([]);
  });

  it('removes the copy on close', async () => {
    const handle = await createTestDatabase(probe);
    if (handle.kind === 'pglite') {
      const { dataDir } = (handle.db as unknown as { $client: { dataDir?: string } }).$client;
      await handle.close();
      // In memory outside a run: nothing on disk to remove.
      if (currentTestRun()) expect(existsSync(dirname(dataDir ?? ''))).toBe(false);
      else expect(dataDir).toBeUndefined();
      return;
    }
    // Both drivers answer raw queries with { rows }.
    const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const name = rows[0]?.name;
    expect(name).toMatch(/^solo_test_/);
    await handle.close();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      expect(found.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
