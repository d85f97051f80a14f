import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from './testing.ts';
import type { DatabaseHandle } from './client.ts';
import { meta } from './schema.ts';

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
    const result = await handle.db.execute<{ s: number }>(
      sql`select similarity('firepit', 'fire pit')::float8 as s`,
    );
    const rows = 'rows' in result ? result.rows : (result as unknown as Array<{ s: number }>);
    expect(Number(rows[0]?.s)).toBeGreaterThan(0.3);
  });
});
