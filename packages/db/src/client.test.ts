import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, createThrowAwayPostgresDatabase } from './testing.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { meta } from './schema/index.ts';

describe('database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('applies the migrations and round-trips a row', async () => {
    await handle.db.insert(meta).values({ key: 'k', value: { a: 1 } });
    const [row] = await handle.db.select().from(meta).where(eq(meta.key, 'k'));
    expect(row?.value).toEqual({ a: 1 });
  });

  it('has pg_trgm for typo-tolerant search', async () => {
    // Both drivers answer raw queries with { rows }.
    const result = (await handle.db.execute(
      sql`select similarity('firepit', 'fire pit')::float8 as s`,
    )) as { rows: Array<{ s: number }> };
    expect(Number(result.rows[0]?.s)).toBeGreaterThan(0.3);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances starting at once', () => {
  it('migrate one empty PostgreSQL database without colliding', async () => {
    const database = await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '');
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, maxConnections: 2 })),
      );
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(failures).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
