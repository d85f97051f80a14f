import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, prices, products, promotions } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { getJson, type Product } from './catalog-testing.ts';
import { catalogReads } from './products.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA, changes: true });
});
afterAll(() => t.close());

/** Waits until `condition` holds: on PostgreSQL a notification arrives on its own connection. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

/** Runs a catalog write and waits until this instance has heard of it. */
async function changed(write: () => Promise<unknown>): Promise<void> {
  const before = t.changes!.generation('catalog');
  await write();
  await until(() => t.changes!.generation('catalog') > before);
}

const promotionIds = (p: Product) => p.productPromotions?.map((x) => x.promotionId) ?? [];

describe('category tree and promotions kept per process', () => {
  it('keeps them between changes and reads them again after one', async () => {
    const reads = catalogReads(t.changes);
    const tree = await reads.categoryTree(t.db.db);
    const promos = await reads.promotions.promotions(t.db.db);
    expect(await reads.categoryTree(t.db.db)).toBe(tree);
    expect(await reads.promotions.promotions(t.db.db)).toBe(promos);
    await changed(() => t.db.db.execute(sql`update categories set name = name where false`));
    expect(await reads.categoryTree(t.db.db)).not.toBe(tree);
    expect(await reads.promotions.promotions(t.db.db)).not.toBe(promos);
  });

  it('stops showing a promotion on the product once it is disabled', async () => {
    const path = '/products/pi-prime-pizza-oven?siteId=SoloUS';
    expect(promotionIds((await getJson(t.app, path)).body)).toContain('pizza-week');
    const enabled = (value: boolean) =>
      changed(() =>
        t.db.db.update(promotions).set({ enabled: value }).where(eq(promotions.id, 'pizza-week')),
      );
    await enabled(false);
    try {
      expect(promotionIds((await getJson(t.app, path)).body)).not.toContain('pizza-week');
    } finally {
      await enabled(true);
    }
    expect(promotionIds((await getJson(t.app, path)).body)).toContain('pizza-week');
  });

  it('shows a renamed category', async () => {
    const path = '/categories/pizza-ovens?siteId=SoloUS';
    const name = async () => (await getJson<{ name: string }>(t.app, path)).body.name;
    const before = await name();
    const rename = (value: string) =>
      changed(() =>
        t.db.db.update(categories).set({ name: value }).where(eq(categories.id, 'pizza-ovens')),
      );
    await rename('Ovens for pizza');
    try {
      expect(await name()).toBe('Ovens for pizza');
    } finally {
      await rename(before);
    }
  });

  it('keeps prices and stock between changes: a new price shows once the change is heard', async () => {
    const reads = catalogReads(t.changes);
    const ids = ['lite-camp-stove'];
    const rows = await reads.priceRows(t.db.db, ids, 'USD');
    const stock = await reads.stock(t.db.db, 'inventory_us', ids);
    expect(await reads.priceRows(t.db.db, ids, 'USD')).toBe(rows);
    expect(await reads.stock(t.db.db, 'inventory_us', ids)).toBe(stock);

    const path = '/products/lite-camp-stove?siteId=SoloUS';
    const price = async () => (await getJson(t.app, path)).body.price;
    const before = await price();
    const where = and(eq(prices.productId, 'lite-camp-stove'), eq(prices.priceBookId, 'usd-list'));
    const [row] = await t.db.db.select().from(prices).where(where);
    await changed(() =>
      t.db.db
        .update(prices)
        .set({ amount: row!.amount + 100 })
        .where(where),
    );
    try {
      expect(await price()).toBe((before ?? 0) + 1);
      expect(await reads.priceRows(t.db.db, ids, 'USD')).not.toBe(rows);
      expect(await reads.stock(t.db.db, 'inventory_us', ids)).not.toBe(stock);
    } finally {
      await changed(() => t.db.db.update(prices).set({ amount: row!.amount }).where(where));
    }
  });
});

describe('product graphs kept per process', () => {
  it('hides a product taken offline once the change is heard', async () => {
    const path = '/products/lite-camp-stove?siteId=SoloUS';
    expect((await getJson(t.app, path)).status).toBe(200);
    const online = (value: boolean) =>
      changed(() =>
        t.db.db.update(products).set({ online: value }).where(eq(products.id, 'lite-camp-stove')),
      );
    await online(false);
    try {
      expect((await getJson(t.app, path)).status).toBe(404);
    } finally {
      await online(true);
    }
    expect((await getJson(t.app, path)).status).toBe(200);
  });

  it('keeps one graph for the same ids in any order', async () => {
    const reads = catalogReads(t.changes);
    const graph = await reads.productGraph(t.db.db, ['pizza-stone', 'lite-camp-stove']);
    expect(await reads.productGraph(t.db.db, ['lite-camp-stove', 'pizza-stone'])).toBe(graph);
  });
});
