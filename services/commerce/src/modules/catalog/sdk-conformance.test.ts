import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { listenWithDemoData, sdk, type ListeningCommerce } from './sdk-testing.ts';

/**
 * The public Shopper API client against our service over real HTTP: the wire shapes are the ones
 * the client and its types expect (DESIGN.md).
 */
let server: ListeningCommerce;
beforeAll(async () => {
  server = await listenWithDemoData();
});
afterAll(() => server.close());

const products = (siteId = 'SoloUS', locale?: string) =>
  new sdk.ShopperProducts(server.config(siteId, locale));

describe('ShopperProducts client', () => {
  it('getProducts returns the products asked for, in order, typed', async () => {
    const result: ShopperProductsTypes.ProductResult = await products().getProducts({
      parameters: {
        ids: ['signature-fire-pit', 'no-such-product', 'natural-fire-starters'],
        expand: ['prices', 'availability', 'images'],
        allImages: true,
      },
    });
    expect(result.total).toBe(2);
    const [master, starters] = result.data;
    expect(master).toMatchObject({ id: 'signature-fire-pit', price: 229.99, priceMax: 399.99 });
    expect(master?.imageGroups).toHaveLength(4);
    expect(master).not.toHaveProperty('variants');
    expect(starters?.tieredPrices?.map((p) => p.quantity)).toEqual([1, 3, 6]);
    expect(starters?.inventory?.orderable).toBe(true);
  });

  it('getProducts sends c_productTilesPricing and gets the cached tile projection', async () => {
    const result = await products().getProducts({
      parameters: { ids: ['mesa-tabletop-fire-pit'], c_productTilesPricing: true },
    });
    const images = result.data[0]?.imageGroups?.map((g) => g.images.length);
    expect(new Set(images)).toEqual(new Set([2]));
  });

  it('getProduct returns a localised variant with its master and price book prices', async () => {
    const product: ShopperProductsTypes.Product = await products('SoloCA', 'fr-CA').getProduct({
      parameters: { id: 'bonfire-fire-pit-black', perPricebook: true },
    });
    expect(product).toMatchObject({
      name: 'Foyer de jardin Bonfire',
      currency: 'CAD',
      price: 379.99,
      prices: { 'cad-list': 469.99, 'cad-sale': 379.99 },
      master: { masterId: 'bonfire-fire-pit' },
      variationValues: { color: 'black' },
    });
    expect(product.variationAttributes?.[0]?.values?.every((v) => v.orderable)).toBe(true);
  });

  it('getProduct of an unknown id throws the SDK error carrying our 404 problem', async () => {
    const error = await products()
      .getProduct({ parameters: { id: 'no-such-product' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.ResponseError);
    const response = (error as InstanceType<typeof sdk.ResponseError>).response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Product Not Found' });
  });

  it('getCategory returns the tree with the levels asked for', async () => {
    const category: ShopperProductsTypes.Category = await products().getCategory({
      parameters: { id: 'accessories', levels: 2 },
    });
    expect(category).toMatchObject({
      id: 'accessories',
      name: 'Accessories',
      parentCategoryId: 'root',
      parentCategoryTree: [{ id: 'accessories', name: 'Accessories' }],
    });
    expect(category.categories?.map((c) => c.id)).toEqual([
      'shelters-lids',
      'stands-tools',
      'bags-covers',
      'fuel',
      'drinkware',
    ]);
  });
});
