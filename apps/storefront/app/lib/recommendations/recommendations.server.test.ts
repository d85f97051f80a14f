import type { Commerce } from '@solo/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from '../api/client.server.ts';
import type { ApiClient } from '../api/types.ts';
import { maxItemsOf, resolveRecommendationBlocks, strategyIdOf } from './content-block.server.ts';
import { loadRecommendations } from './recommendations.server.ts';

/** The widget's calls against the real commerce service holding the demo catalog, in process. */
let commerce: Commerce;
let api: ApiClient;
const calls: URL[] = [];
const warnings: object[] = [];
const log = { info: () => {}, warn: (obj: object) => void warnings.push(obj), error: () => {} };
const ctx = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };

beforeAll(async () => {
  commerce = await openSeededCommerce('recommendations');
  api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => {
      const request = new Request(input, init);
      calls.push(new URL(request.url));
      return Promise.resolve(commerce.app.fetch(request));
    },
    requestId: 'req-recommendations',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
}, 180_000);
afterAll(() => commerce.close());

describe('loadRecommendations', () => {
  it('asks the custom API for up to 50 products and draws the first `max` as tiles', async () => {
    calls.length = 0;
    const view = await loadRecommendations({ api, log }, ctx, {
      recommender: 'product-to-product-einstein',
      productIds: ['signature-fire-pit-medium-stainless'],
      max: 5,
    });
    const custom = calls[0]!;
    expect(custom.pathname).toBe(
      '/mobify/proxy/api/custom/personalization/v1/organizations/f_ecom_solo_001/recommendations',
    );
    expect(Object.fromEntries(custom.searchParams)).toEqual({
      siteId: 'SoloUS',
      locale: 'en-US',
      recommender: 'product-to-product-einstein',
      limit: '50',
      productIds: 'signature-fire-pit-medium-stainless',
    });
    expect(view?.recommender).toBe('product-to-product-einstein');
    expect(view?.tiles.map((t) => t.id)).toEqual([
      'fire-pit-tool-kit',
      'roasting-sticks',
      'spark-screen',
      'fire-pit-lid',
      'bonfire-stand',
    ]);
    expect(view?.tiles[0]?.views[0]?.price?.text).toMatch(/^\$/);
  });

  it('carries the product tracking fields of spec 002 §3 for each tile', async () => {
    const view = await loadRecommendations({ api, log }, ctx, {
      recommender: 'pdp-similar-items',
      productIds: ['signature-fire-pit'],
      max: 2,
    });
    expect(view?.tracking).toHaveLength(2);
    expect(view?.tracking[0]).toMatchObject({
      id: 'ranger-fire-pit',
      name: 'Ranger Portable Fire Pit',
      price: 229.99,
      currency: 'USD',
      primaryCategoryId: 'wood-fire-pits',
      imageGroups: [
        {
          viewType: 'large',
          images: [
            '/images/products/ranger-fire-pit/stainless-1.svg',
            '/images/products/ranger-fire-pit/stainless-2.svg',
          ],
        },
      ],
    });
  });

  it('answers no tiles when there is nothing to recommend', async () => {
    const view = await loadRecommendations({ api, log }, ctx, {
      recommender: 'home-top-revenue-for-category',
      productIds: [],
      max: 5,
    });
    expect(view).toEqual({ recommender: 'home-top-revenue-for-category', tiles: [], tracking: [] });
  });

  it('answers null when the call fails, and logs it', async () => {
    warnings.length = 0;
    const view = await loadRecommendations({ api, log }, ctx, {
      recommender: 'complete-the-set',
      productIds: [],
      max: 5,
    });
    expect(view).toBeNull();
    expect(warnings).toContainEqual(
      expect.objectContaining({
        status: 400,
        error: 'productIds: Required by recommender complete-the-set',
      }),
    );
  });
});

describe('recommendations content blocks', () => {
  const block = (uid: string, fields: Record<string, unknown>) => ({
    _content_type_uid: 'recommendations',
    uid,
    ...fields,
  });

  it('picks the strategy id of the environment (spec 001 §7)', () => {
    const entry = { dy_id: 'a', dy_id_staging: 'b', dy_id_production: 'c' };
    expect(strategyIdOf(entry, 'development')).toBe('a');
    expect(strategyIdOf(entry, 'staging')).toBe('b');
    expect(strategyIdOf(entry, 'production')).toBe('c');
  });

  it('shows 5 items unless max_product_items says otherwise, at most 50 (spec 000 §9)', () => {
    expect(maxItemsOf({})).toBe(5);
    expect(maxItemsOf({ max_product_items: 0 })).toBe(5);
    expect(maxItemsOf({ max_product_items: 2.5 })).toBe(5);
    expect(maxItemsOf({ max_product_items: 8 })).toBe(8);
    expect(maxItemsOf({ max_product_items: 80 })).toBe(50);
  });

  it('resolves blocks with products and leaves out those without', async () => {
    warnings.length = 0;
    const hero = { _content_type_uid: 'hero_wrapper', uid: 'hero' };
    const { sections, recommendations } = await resolveRecommendationBlocks(
      { api, log, deployEnv: 'staging' },
      ctx,
      [
        hero,
        block('all', { dy_id_staging: 'products-in-all-categories' }),
        block('revenue', { dy_id_staging: 'home-top-revenue-for-category' }),
        block('unknown', { dy_id_staging: 'best-sellers', dy_id_production: 'complete-the-set' }),
        block('set', {
          dy_id_staging: 'complete-the-set',
          sfcc_products: ['pizza-peel'],
          max_product_items: 2,
        }),
      ],
    );
    expect(sections.map((s) => s.uid)).toEqual(['hero', 'all', 'set']);
    expect(recommendations.all?.tiles).toHaveLength(5);
    expect(recommendations.set?.tiles.map((t) => t.id)).toEqual([
      'pi-pizza-oven',
      'pizza-oven-cover',
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ uid: 'unknown', env: 'staging', recommender: 'best-sellers' }),
    );
  });
});
