import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { getJson } from './catalog-testing.ts';

type Category = ShopperProductsTypes.Category;
let t: TestCommerce;
const get = (path: string) => getJson<Category>(t.app, path);

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('GET categories/{id}', () => {
  it('serves a category with one level of subcategories by default', async () => {
    const { status, body } = await get('/categories/fire-pits?siteId=SoloUS');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'fire-pits',
      name: 'Fire Pits',
      pageTitle: 'Fire Pits',
      parentCategoryId: 'root',
      parentCategoryTree: [{ id: 'fire-pits', name: 'Fire Pits' }],
      onlineSubCategoriesCount: 2,
    });
    expect(body.categories?.map((c) => c.id)).toEqual(['wood-fire-pits', 'tabletop-fire-pits']);
    expect(body.categories?.[0]).not.toHaveProperty('categories');
  });

  it('goes two levels deep from the root, and none with levels=0', async () => {
    const { body } = await get('/categories/root?siteId=SoloUS&levels=2');
    expect(body.categories?.map((c) => c.id)).toEqual([
      'fire-pits',
      'stoves-grills',
      'pizza-ovens',
      'accessories',
      'bundles',
      'gift-cards',
      'newarrivals',
      'sale',
    ]);
    expect(body.categories?.[3]?.categories?.map((c) => c.id)).toContain('fuel');
    const flat = await get('/categories/root?siteId=SoloUS&levels=0');
    expect(flat.body).not.toHaveProperty('categories');
    expect((await get('/categories/root?siteId=SoloUS&levels=3')).status).toBe(400);
  });

  it('translates names and carries custom attributes', async () => {
    const { body } = await get('/categories/gift-cards?siteId=SoloCA&locale=fr-CA');
    expect(body).toMatchObject({
      name: 'Cartes-cadeaux',
      pageTitle: 'Cartes-cadeaux',
      c_hideQtyField: true,
    });
  });

  it('answers 404 Category Not Found for an unknown or offline category, and hides offline children', async () => {
    const unknown = await getJson<Record<string, unknown>>(t.app, '/categories/nope?siteId=SoloUS');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      title: 'Category Not Found',
      type: '/errors/category-not-found',
    });
    await t.db.db.update(categories).set({ online: false }).where(eq(categories.id, 'sale'));
    expect((await get('/categories/sale?siteId=SoloUS')).status).toBe(404);
    const root = await get('/categories/root?siteId=SoloUS');
    expect(root.body.categories?.map((c) => c.id)).not.toContain('sale');
    expect(root.body.onlineSubCategoriesCount).toBe(7);
    await t.db.db.update(categories).set({ online: true }).where(eq(categories.id, 'sale'));
  });
});
