import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import { createCatalogReadCache } from './catalog-read-cache.server.ts';
import { createApiClient } from './client.server.ts';
import { sdk, shopperClientConfig } from './shopper.server.ts';

let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

describe('shopperClientConfig', () => {
  it('points the Shopper API SDK at our commerce service through the client transport', async () => {
    const calls: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch: (input, init) => {
        const req = new Request(input, init);
        calls.push(req);
        return Promise.resolve(commerce.app.fetch(req));
      },
      requestId: 'req-sdk-1',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
    });
    const products = new sdk.ShopperProducts(
      shopperClientConfig(api, { siteId: 'SoloUS', locale: 'en-US', currency: 'USD' }),
    );
    // Whatever the product API answers for an unknown id, it is our service answering.
    const error = await products
      .getProduct({ parameters: { id: 'no-such-product' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(sdk.ResponseError);
    expect((error as InstanceType<typeof sdk.ResponseError>).response.status).toBe(404);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe(
      `http://127.0.0.1:3000/mobify/proxy/api/product/shopper-products/v1/organizations/${commerce.config.orgId}/products/no-such-product`,
    );
    expect(url.searchParams.get('siteId')).toBe('SoloUS');
    expect(url.searchParams.get('locale')).toBe('en-US');
    expect(calls[0]!.headers.get('x-request-id')).toBe('req-sdk-1');
  });

  it('sends only the catalog reads that ask for it through the catalog read cache', async () => {
    let calls = 0;
    const fetch = (input: string | URL | Request, init?: RequestInit) => {
      calls++;
      return Promise.resolve(commerce.app.fetch(new Request(input, init)));
    };
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch,
      catalogFetch: createCatalogReadCache(fetch),
      requestId: 'req-sdk-2',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
    });
    // An empty catalog still answers a search with 200 (no hits), which may be kept.
    const read = (cachedCatalog: boolean) =>
      new sdk.ShopperSearch(
        shopperClientConfig(api, { siteId: 'SoloUS', locale: 'en-US', cachedCatalog }),
      ).productSearch({ parameters: { q: 'fire pit' } });
    await read(true);
    await read(true);
    expect(calls).toBe(1);
    await read(false);
    await read(false);
    expect(calls).toBe(3);
  });
});
