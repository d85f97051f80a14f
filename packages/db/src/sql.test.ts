import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing.ts';
import type { DatabaseHandle } from './client.ts';
import { queryRows } from './sql.ts';

describe('queryRows', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers the rows of a raw statement on the database and in a transaction', async () => {
    const query = sql`select n::int as n from generate_series(1, 3) as n`;
    expect(await queryRows<{ n: number }>(handle.db, query)).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
    const inTx = await handle.db.transaction((tx) => queryRows<{ n: number }>(tx, query));
    expect(inTx.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});
