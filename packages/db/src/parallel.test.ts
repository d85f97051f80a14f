import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { createTestDatabase } from './testing.ts';
import { readTogether } from './parallel.ts';

let test: DatabaseHandle;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.close();
});

describe('readTogether', () => {
  it('answers each read in order, on the database and inside a transaction', async () => {
    const reads = [
      async () => {
        const result = await test.db.execute<{ n: number }>(sql`select 1 as n`);
        return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
      },
      () => Promise.resolve('two'),
    ] as const;
    expect(await readTogether(test.db, reads)).toEqual([1, 'two']);
    const inside = await test.db.transaction(async (tx) => {
      const order: string[] = [];
      const slow = async () => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push('first');
        return 1;
      };
      const fast = () => {
        order.push('second');
        return Promise.resolve(2);
      };
      const values = await readTogether(tx, [slow, fast]);
      return { values, order };
    });
    // One after another on the transaction's connection: the second starts after the first ends.
    expect(inside).toEqual({ values: [1, 2], order: ['first', 'second'] });
  });
});
