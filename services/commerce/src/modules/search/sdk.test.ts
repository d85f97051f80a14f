import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import type * as CommerceSdk from 'commerce-sdk-isomorphic';
import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCommerce } from '../../testing.ts';
import { createSearchTestStore } from './test-store.ts';

/** The public client from its CommonJS build: the ES build calls `require` (DESIGN.md). */
const sdk = createRequire(import.meta.url)('commerce-sdk-isomorphic') as typeof CommerceSdk;

/**
 * The public Shopper Search client against the service really listening on a port: our wire
 * shapes are the ones the client sends and its types describe.
 */
describe('ShopperSearch client', () => {
  let store: TestCommerce;
  let server: ReturnType<typeof serve>;
  let client: CommerceSdk.ShopperSearch<{
    organizationId: string;
    clientId: string;
    siteId: string;
    shortCode: string;
    locale: string;
  }>;

  beforeAll(async () => {
    store = await createSearchTestStore();
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: store.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    client = new sdk.ShopperSearch({
      proxy: `http://127.0.0.1:${port}/mobify/proxy/api`,
      parameters: {
        organizationId: store.config.orgId,
        clientId: store.config.clientId,
        siteId: 'SoloUS',
        // The SDK builds a vendor host from it unless `proxy` is set, which it is here.
        shortCode: 'local',
        locale: 'en-US',
      },
      throwOnBadResponse: true,
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    await store.close();
  });

  it('productSearch sends repeated refinements and the sort, and reads typed hits', async () => {
    const result: ShopperSearchTypes.ProductSearchResult = await client.productSearch({
      parameters: {
        q: 'fire pti',
        refine: ['cgid=fire-pits', 'c_color=black|bronze', 'price=(100..500)'],
        sort: 'price-high-to-low',
        limit: 4,
        expand: ['images', 'prices'],
      },
    });
    expect(result.selectedRefinements).toEqual({
      cgid: 'fire-pits',
      c_color: 'black|bronze',
      price: '(100..500)',
    });
    expect(result.selectedSortingOption).toBe('price-high-to-low');
    expect(result.hits.length).toBeGreaterThan(1);
    expect(result.hits.length).toBeLessThanOrEqual(4);
    const prices = result.hits.map((h) => h.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.every((p) => p >= 100 && p < 500)).toBe(true);
    expect(result.hits[0]).toMatchObject({ currency: 'USD', hitType: 'master' });
    expect(result.searchPhraseSuggestions.suggestedPhrases?.[0]?.phrase).toBe('fire pit');
    expect(result.refinements.map((r) => r.attributeId)).toEqual(
      expect.arrayContaining(['cgid', 'price', 'c_color']),
    );
  });

  it('getSearchSuggestions returns typed phrases, categories and products', async () => {
    const result: ShopperSearchTypes.SuggestionResult = await client.getSearchSuggestions({
      parameters: { q: 'stov', limit: 7 },
    });
    expect(result.searchPhrase).toBe('stov');
    expect(result.productSuggestions?.suggestedPhrases?.map((p) => p.phrase)).toContain('stove');
    expect(result.productSuggestions?.products?.map((p) => p.productId)).toContain(
      'titan-camp-stove',
    );
    expect(result.categorySuggestions?.categories?.map((c) => c.id)).toContain('camp-stoves');
  });

  it('surfaces a bad request as the SDK error with our problem body', async () => {
    const failure = client.productSearch({ parameters: { limit: 500 } });
    await expect(failure).rejects.toMatchObject({ response: { status: 400 } });
  });
});
