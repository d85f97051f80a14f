import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsert } from './bulk.ts';
import type { DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

describe('bulkInsert', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('writes every row in chunks, with arrays, JSON, dates, nulls and column defaults', async () => {
    const db = handle.db;
    const created = new Date('2025-03-04T05:06:07.000Z');
    await bulkInsert(
      db,
      schema.products,
      Array.from({ length: 7 }, (_, i) => ({
        id: `p${i}`,
        type: 'item' as const,
        name: `Product ${i}`,
        shortDescription: i % 2 ? null : `"quoted" \\ text ${i}`,
        variationValues: { color: 'black' },
        setProductIds: ['a', 'b'],
        createdAt: created,
      })),
      3,
    );
    const rows = await db.select().from(schema.products).orderBy(schema.products.id);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      id: 'p0',
      shortDescription: '"quoted" \\ text 0',
      variationValues: { color: 'black' },
      setProductIds: ['a', 'b'],
      createdAt: created,
      online: true,
      custom: {},
    });
    expect(rows[1]?.shortDescription).toBeNull();
  });

  it('skips generated columns and fills text arrays', async () => {
    await bulkInsert(handle.db, schema.searchPhrases, [
      { locale: '', phrase: 'fire pit', config: 'english', hits: 2 },
    ]);
    const [row] = await handle.db.select().from(schema.searchPhrases);
    expect(row?.search).toContain("'pit'");
  });
});
