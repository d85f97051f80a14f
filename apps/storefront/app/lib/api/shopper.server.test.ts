import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
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
});
