import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import { rebuildSearchIndex } from './index-build.ts';
import { loadSearchMemory, offersKey, type SearchMemory } from './memory-index.ts';
import { SearchIndex } from './search-index.ts';
import { createSearchTestStore } from './test-store.ts';

const { prices } = schema;

/** The lowest US price of the Heritage fire bowl in an index. */
const price = (memory: SearchMemory) =>
  memory.offers.get(offersKey('SoloUS', 'USD'))!.price[
    memory.productNumbers.get('heritage-fire-bowl')!
  ];

describe('the in-memory search index', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  const setPrice = async (amount: number) => {
    await t.db.db
      .update(prices)
      .set({ amount })
      .where(and(eq(prices.productId, 'heritage-fire-bowl'), eq(prices.minQuantity, 1)));
    await rebuildSearchIndex(t.db.db);
  };

  it("sees another instance's rebuild on its next request", async () => {
    const one = new SearchIndex(t.db.db);
    const other = new SearchIndex(t.db.db);
    const before = price(await other.current());
    expect(price(await one.current())).toBe(before);
    await setPrice(12_345);
    expect(price(await other.current())).toBe(12_345);
    expect(price(await one.current())).toBe(12_345);
  });

  it('following the change feed, reads the stored build only after a catalog change', async () => {
    let generation = 0;
    const index = new SearchIndex(t.db.db);
    index.follow({ generation: () => generation });
    const loaded = await index.current();
    await setPrice(23_456);
    // No change heard: the loaded index answers without asking the database.
    expect(await index.current()).toBe(loaded);
    generation++;
    expect(price(await index.current())).toBe(23_456);
  });

  it('keeps text locales within its byte budget, the one asked for always', async () => {
    const memory = await loadSearchMemory(t.db.db, 1);
    const base = await memory.texts('');
    expect(await memory.texts('')).toBe(base);
    const french = await memory.texts('fr-fr');
    expect(french.documents.size).toBe(base.documents.size);
    // Over budget: the least recently used locale went and is loaded again when asked for.
    const again = await memory.texts('');
    expect(again).not.toBe(base);
    expect(again.documents.size).toBe(base.documents.size);
  });
});
