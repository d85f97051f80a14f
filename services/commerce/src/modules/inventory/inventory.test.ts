import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { findSite, type Site } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { productAvailability } from '../catalog/catalog-testing.ts';
import { loadStock } from './service.ts';

let t: TestCommerce;
const site = (id: string): Site => {
  const s = findSite(id);
  if (!s) throw new Error(`no site ${id}`);
  return s;
};
const US = site('SoloUS');
const EU = site('SoloEU');
const availability = async (id: string, s = US) =>
  (await productAvailability(t.db.db, s, [id])).get(id);

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('availability on the demo catalog', () => {
  it('reads only the site inventory list, in one query for many products', async () => {
    const stock = await loadStock(t.db.db, EU.inventoryListId, ['pizza-stone', 'canyon-fire-pit']);
    expect(stock.get('pizza-stone')?.stockLevel).toBe(0);
    expect(stock.get('canyon-fire-pit')).toMatchObject({ stockLevel: 5, safetyStock: 2 });
  });

  it('shows canyon-fire-pit with three left above its safety stock', async () => {
    expect(await availability('canyon-fire-pit')).toMatchObject({
      orderable: true,
      ats: 3,
      stockLevel: 5,
      safetyStock: 2,
    });
  });

  it('puts stove-travel-bag out of stock at its safety stock, and kindling-bundle at zero', async () => {
    expect(await availability('stove-travel-bag')).toMatchObject({ orderable: false, ats: 0 });
    expect(await availability('kindling-bundle')).toMatchObject({ orderable: false, ats: 0 });
  });

  it('back-orders titan-camp-stove up to its limit, with the in-stock date', async () => {
    const a = await availability('titan-camp-stove');
    expect(a).toMatchObject({ orderable: true, inStock: false, backorderable: true, ats: 150 });
    expect(a?.inStockDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has pizza-stone out of stock in the EU only', async () => {
    expect((await availability('pizza-stone', EU))?.orderable).toBe(false);
    expect((await availability('pizza-stone', US))?.orderable).toBe(true);
  });

  it('pre-orders the mesa-xl-fire-pit master because every variant is pre-ordered', async () => {
    expect(await availability('mesa-xl-fire-pit')).toMatchObject({
      orderable: true,
      inStock: false,
      preorderable: true,
      ats: 800,
    });
  });

  it('keeps a master orderable while one variant is out of stock', async () => {
    const all = await productAvailability(t.db.db, US, ['signature-fire-pit']);
    expect(all.get('signature-fire-pit-small-black')?.orderable).toBe(false);
    expect(all.get('signature-fire-pit')?.orderable).toBe(true);
  });

  it('stops selling a bundle when a member runs short for its quantity', async () => {
    const setLogs = (stockLevel: number) =>
      t.db.db
        .update(inventory)
        .set({ stockLevel })
        .where(
          and(
            eq(inventory.productId, 'kiln-dried-logs'),
            eq(inventory.inventoryListId, US.inventoryListId),
          ),
        );
    // bonfire-backyard-bundle holds 2 boxes of logs; safety stock 2
    await setLogs(5);
    expect(await availability('bonfire-backyard-bundle')).toMatchObject({
      orderable: true,
      ats: 1,
    });
    await setLogs(3);
    expect(await availability('bonfire-backyard-bundle')).toMatchObject({
      orderable: false,
      ats: 0,
    });
    expect(await availability('bonfire-backyard-bundle', EU)).toMatchObject({ orderable: true });
  });
});
