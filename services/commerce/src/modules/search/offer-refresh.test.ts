import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, schema } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import { rebuildSearchIndex } from './index-build.ts';
import { SEARCH_MEMORY_BUDGET } from './constants.ts';
import { loadSearchMemory, offersKey, type SearchMemory } from './memory-index.ts';
import { searchProducts } from './product-search.ts';
import { SearchIndex } from './search-index.ts';
import { createSearchTestStore, searchParams } from './test-store.ts';

const { prices, inventory, products } = schema;

const US = offersKey('SoloUS', 'USD');
const priceOf = (memory: SearchMemory, id: string, key = US) =>
  memory.offers.get(key)!.price[memory.productNumbers.get(id)!];

/** Every offer of every product, as plain numbers: what a rebuild and a refresh must agree on. */
const offersOf = (memory: SearchMemory) =>
  Object.fromEntries(
    [...memory.offers].map(([key, o]) => [
      key,
      memory.productIds.map((id, n) => [id, o.price[n], o.priceMax[n], o.flags[n]]),
    ]),
  );

describe('search offers follow price and stock writes without a rebuild', () => {
  let t: TestCommerce;
  let generation = 0;
  let index: SearchIndex;
  beforeAll(async () => {
    t = await createSearchTestStore();
    index = new SearchIndex(t.db.db);
    index.follow({ generation: () => generation });
  });
  afterAll(() => t.close());

  const setUnitPrice = (productId: string, amount: number) =>
    t.db.db
      .update(prices)
      .set({ amount })
      .where(and(eq(prices.productId, productId), eq(prices.minQuantity, 1)));

  it('re-prices a product at the next catalog change heard, not before', async () => {
    const before = priceOf(await index.current(), 'heritage-fire-bowl');
    await setUnitPrice('heritage-fire-bowl', 11_111);
    expect(priceOf(await index.current(), 'heritage-fire-bowl')).toBe(before);
    generation++;
    expect(priceOf(await index.current(), 'heritage-fire-bowl')).toBe(11_111);
    // And the search answers with it: in the hit and in a price refinement.
    const found = await searchProducts(
      t.db.db,
      searchParams({ q: 'heritage', refine: ['price=(100..120)'] }),
    );
    expect(found.hits.map((h) => [h.productId, h.price])).toContainEqual([
      'heritage-fire-bowl',
      11_111,
    ]);
  });

  it('agrees with a rebuild after variant prices, stock, bundle parts and deleted prices change', async () => {
    const [variant] = await t.db.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.masterId, 'signature-fire-pit'), eq(products.online, true)))
      .orderBy(products.id)
      .limit(1);
    await setUnitPrice(variant!.id, 100);
    // A bundled part out of stock everywhere: the bundle is no longer orderable.
    await t.db.db
      .update(inventory)
      .set({ stockLevel: 0, backorderable: false, preorderable: false })
      .where(eq(inventory.productId, 'ranger-stand'));
    await t.db.db
      .update(inventory)
      .set({ stockLevel: 0 })
      .where(eq(inventory.productId, 'pot-900'));
    await t.db.db.delete(prices).where(eq(prices.productId, 'pizza-peel'));
    generation++;
    const refreshed = await index.current();
    expect(priceOf(refreshed, 'signature-fire-pit')).toBe(100);
    const flags = refreshed.offers.get(US)!.flags;
    expect(flags[refreshed.productNumbers.get('ranger-backyard-bundle')!]! & 2).toBe(0);

    // A fresh instance of the same build catches up the same way.
    const other = new SearchIndex(t.db.db);
    expect(offersOf(await other.current())).toEqual(offersOf(refreshed));

    await rebuildSearchIndex(t.db.db);
    const rebuilt = await loadSearchMemory(t.db.db, SEARCH_MEMORY_BUDGET);
    expect(offersOf(refreshed)).toEqual(offersOf(rebuilt));
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'catches a write whose transaction began before a look and committed after it',
    async () => {
      await index.current();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const writer = t.db.db.transaction(async (tx) => {
        await tx
          .update(prices)
          .set({ amount: 22_222 })
          .where(and(eq(prices.productId, 'heritage-fire-bowl'), eq(prices.minQuantity, 1)));
        written();
        await held;
      });
      await wrote;
      // A later transaction completes meanwhile, as other shoppers' orders do.
      await setUnitPrice('pizza-stone', 4_321);
      generation++;
      // This look cannot see the write yet; its horizon keeps it for the next one.
      expect(priceOf(await index.current(), 'heritage-fire-bowl')).not.toBe(22_222);
      commit();
      await writer;
      generation++;
      expect(priceOf(await index.current(), 'heritage-fire-bowl')).toBe(22_222);
    },
  );

  it('notes each written product once, with the last transaction that wrote it', async () => {
    await setUnitPrice('heritage-fire-bowl', 12_000);
    await setUnitPrice('heritage-fire-bowl', 12_001);
    const rows = await queryRows<{ xid: string }>(
      t.db.db,
      sql`select xid::text as xid from search_offer_changes where product_id = 'heritage-fire-bowl'`,
    );
    expect(rows).toHaveLength(1);
    const [latest] = await queryRows<{ xid: string }>(
      t.db.db,
      sql`select max(xid::text::bigint)::text as xid from search_offer_changes`,
    );
    expect(rows[0]!.xid).toBe(latest!.xid);
  });
});
