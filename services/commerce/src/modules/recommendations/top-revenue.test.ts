import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { findSite, type Site, type SiteId } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireOrder } from '../orders/index.ts';
import { guest, ok, placeOrder, readyBasket, seedBasketCatalog } from '../orders/orders-testing.ts';
import { catalogRecommendations, TOP_REVENUE_WINDOW_DAYS } from './catalog-recommender.ts';
import { recommend } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  // root > outdoor > (pits, storage); kits under root. Masters carry the assignments.
  await t.db.db.insert(schema.categories).values([
    { id: 'root', name: 'Root' },
    { id: 'outdoor', parentId: 'root', name: 'Outdoor', position: 1 },
    { id: 'pits', parentId: 'outdoor', name: 'Pits', position: 1 },
    { id: 'storage', parentId: 'outdoor', name: 'Storage', position: 2 },
    { id: 'kits', parentId: 'root', name: 'Kits', position: 2 },
    { id: 'closed', parentId: 'root', name: 'Closed', position: 3, online: false },
  ]);
  await t.db.db.insert(schema.productCategories).values([
    { productId: 'pit-master', categoryId: 'pits' },
    { productId: 'log-rack', categoryId: 'storage' },
    { productId: 'ember-kit', categoryId: 'kits' },
    { productId: 'few-left', categoryId: 'kits' },
    { productId: 'few-left', categoryId: 'closed' },
  ]);
});
afterAll(() => t.close());

/** Places a paid order of `items` as a new guest on SoloUS; its order number. */
async function place(items: Array<{ productId: string; quantity: number }>): Promise<string> {
  const g = await guest(t);
  const basketId = await readyBasket(t, g, items);
  return (await ok<WireOrder>(placeOrder(t, g, basketId))).orderNo!;
}

const topRevenue = (
  context: { siteId?: SiteId; categoryId?: string } = {},
  now = new Date(Date.now() + 60_000),
) =>
  catalogRecommendations(t.db.db, () => now).candidates('home-top-revenue-for-category', {
    siteId: 'SoloUS',
    productIds: [],
    ...context,
  });

describe('home-top-revenue-for-category', () => {
  it('answers nothing while no order is placed', async () => {
    expect(await topRevenue()).toEqual([]);
  });

  let pitOrder: string;
  it('ranks products by the net revenue of placed orders, a variant counting to its master', async () => {
    // US prices exclude tax: log-rack 2 × 49.99, ember-kit 15.00 (sale), few-left 3 × 5.00.
    await place([
      { productId: 'log-rack', quantity: 2 },
      { productId: 'ember-kit', quantity: 1 },
      { productId: 'few-left', quantity: 3 },
    ]);
    // The pit's variants: 100.00 + 150.00 for their master, more than either alone.
    pitOrder = await place([
      { productId: 'pit-small', quantity: 1 },
      { productId: 'pit-large', quantity: 1 },
    ]);
    // pit-master 25000, log-rack 9998, then ember-kit and few-left 1500 each: by id.
    expect(await topRevenue()).toEqual(['pit-master', 'log-rack', 'ember-kit', 'few-left']);
  });

  it('adds up the lines of every order', async () => {
    await place([{ productId: 'log-rack', quantity: 3 }]);
    await place([{ productId: 'ember-kit', quantity: 1 }]);
    // log-rack 5 × 49.99 = 24995 stays below the pit's 25000; ember-kit 3000 now above few-left.
    expect(await topRevenue()).toEqual(['pit-master', 'log-rack', 'ember-kit', 'few-left']);
  });

  it('counts a price that includes tax without its tax', async () => {
    const [pit] = await t.db.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, pitOrder));
    const document = pit!.document as WireOrder;
    expect(document.productItems?.map((i) => i.tax)).toEqual([8, 12]);
    // As a site whose prices include tax would have placed it: 250.00 less 20.00 of tax.
    await t.db.db
      .update(schema.orders)
      .set({ document: { ...document, taxation: 'gross' } })
      .where(eq(schema.orders.orderNo, pitOrder));
    try {
      expect(await topRevenue()).toEqual(['log-rack', 'pit-master', 'ember-kit', 'few-left']);
    } finally {
      await t.db.db
        .update(schema.orders)
        .set({ document })
        .where(eq(schema.orders.orderNo, pitOrder));
    }
    expect((await topRevenue())[0]).toBe('pit-master');
  });

  it('ranks anew as orders come', async () => {
    await place([{ productId: 'log-rack', quantity: 1 }]);
    // log-rack 29994 passes the pit.
    expect(await topRevenue()).toEqual(['log-rack', 'pit-master', 'ember-kit', 'few-left']);
  });

  it('keeps the products of the category and the categories below it', async () => {
    expect(await topRevenue({ categoryId: 'outdoor' })).toEqual(['log-rack', 'pit-master']);
    expect(await topRevenue({ categoryId: 'storage' })).toEqual(['log-rack']);
    expect(await topRevenue({ categoryId: 'pits' })).toEqual(['pit-master']);
    expect(await topRevenue({ categoryId: 'kits' })).toEqual(['ember-kit', 'few-left']);
    expect(await topRevenue({ categoryId: 'root' })).toHaveLength(4);
    expect(await topRevenue({ categoryId: 'closed' })).toEqual([]);
    expect(await topRevenue({ categoryId: 'no-such' })).toEqual([]);
  });

  it("reads only the requested site's orders", async () => {
    expect(await topRevenue({ siteId: 'SoloCA' })).toEqual([]);
    await t.db.db
      .update(schema.orders)
      .set({ siteId: 'SoloCA' })
      .where(eq(schema.orders.orderNo, pitOrder));
    try {
      expect(await topRevenue({ siteId: 'SoloCA' })).toEqual(['pit-master']);
      expect(await topRevenue()).not.toContain('pit-master');
    } finally {
      await t.db.db
        .update(schema.orders)
        .set({ siteId: 'SoloUS' })
        .where(eq(schema.orders.orderNo, pitOrder));
    }
  });

  it('leaves out cancelled orders', async () => {
    await t.db.db
      .update(schema.orders)
      .set({ status: 'canceled' })
      .where(eq(schema.orders.orderNo, pitOrder));
    try {
      expect(await topRevenue()).toEqual(['log-rack', 'ember-kit', 'few-left']);
      expect(await topRevenue({ categoryId: 'pits' })).toEqual([]);
    } finally {
      await t.db.db
        .update(schema.orders)
        .set({ status: 'ordered' })
        .where(eq(schema.orders.orderNo, pitOrder));
    }
  });

  it(`reads the orders of the last ${TOP_REVENUE_WINDOW_DAYS} days only`, async () => {
    const inside = new Date(Date.now() + (TOP_REVENUE_WINDOW_DAYS - 1) * DAY);
    const after = new Date(Date.now() + (TOP_REVENUE_WINDOW_DAYS + 1) * DAY);
    const before = new Date(Date.now() - DAY);
    expect(await topRevenue({}, inside)).toHaveLength(4);
    expect(await topRevenue({}, after)).toEqual([]);
    expect(await topRevenue({}, before)).toEqual([]);
    // An older order falls out while the newer ones stay.
    const [placed] = await t.db.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, pitOrder));
    await t.db.db
      .update(schema.orders)
      .set({
        createdAt: new Date(placed!.createdAt.getTime() - (TOP_REVENUE_WINDOW_DAYS + 1) * DAY),
      })
      .where(eq(schema.orders.orderNo, pitOrder));
    expect(await topRevenue()).not.toContain('pit-master');
  });

  it('answers through the service filters: orderable, at most the limit', async () => {
    const US = findSite('SoloUS') as Site;
    const ask = (limit: number) =>
      recommend(t.db.db, catalogRecommendations(t.db.db), {
        recommender: 'home-top-revenue-for-category',
        site: US,
        productIds: [],
        limit,
      });
    expect(await ask(1)).toEqual(['log-rack']);
    // The pit's order is out of the window; few-left's last sellable units were ordered.
    expect(await ask(50)).toEqual(['log-rack', 'ember-kit']);
  });
});
