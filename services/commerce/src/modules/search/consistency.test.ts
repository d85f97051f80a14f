import type { ShopperProductsTypes, ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCommerce } from '../../testing.ts';
import { createSearchTestStore } from './test-store.ts';

const API = '/mobify/proxy/api';
const ORG = 'organizations/f_ecom_solo_001';

/** Search hits show what the product API shows for the same product: price, range, orderable. */
describe('search hits agree with the product API', () => {
  let t: TestCommerce;
  const json = async <T>(path: string) => (await (await t.app.request(path)).json()) as T;

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it.each(['SoloUS', 'SoloCA', 'SoloEU', 'SoloAUS'])('on %s', async (siteId) => {
    const result = await json<ShopperSearchTypes.ProductSearchResult>(
      `${API}/search/shopper-search/v1/${ORG}/product-search?siteId=${siteId}&limit=200`,
    );
    expect(result.total).toBe(62);
    const hits = result.hits;
    for (let i = 0; i < hits.length; i += 24) {
      const ids = hits.slice(i, i + 24).map((h) => h.productId);
      const page = await json<{ data: ShopperProductsTypes.Product[] }>(
        `${API}/product/shopper-products/v1/${ORG}/products?siteId=${siteId}&ids=${ids.join(',')}`,
      );
      for (const product of page.data) {
        const hit = hits.find((h) => h.productId === product.id);
        expect({
          id: product.id,
          price: hit?.price,
          priceMax: hit?.priceMax,
          orderable: hit?.orderable,
        }).toEqual({
          id: product.id,
          price: product.price,
          priceMax: product.priceMax,
          orderable: product.inventory?.orderable,
        });
      }
    }
  });
});
