import type { Commerce } from '@solo/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from '../api/client.server.ts';
import type { ApiClient } from '../api/types.ts';
import { fetchTileProducts, PRODUCT_IDS_CHUNK } from './catalog.server.ts';
import {
  loadCategoryListing,
  loadSearchListing,
  type ListingOutcome,
} from './listing-page.server.ts';
import { parseListingState } from './url-state.ts';

/**
 * The listing's calls against the real commerce service holding the demo catalog, through the
 * Shopper API SDK, in process.
 */
let commerce: Commerce;
const calls: URL[] = [];
const warnings: object[] = [];
let api: ApiClient;
const log = {
  info: () => {},
  warn: (obj: object) => void warnings.push(obj),
  error: () => {},
};
const ctx = { siteId: 'SoloUS', localeId: 'en-US', currency: 'USD' };
const services = () => ({ api, log });

beforeAll(async () => {
  commerce = await openSeededCommerce('listing');
  api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => {
      const request = new Request(input, init);
      calls.push(new URL(request.url));
      return Promise.resolve(commerce.app.fetch(request));
    },
    requestId: 'req-listing',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const state = (query: string, allowCategory = false) =>
  parseListingState(new URLSearchParams(query), { allowCategory });

function ok(outcome: ListingOutcome) {
  if (outcome.status !== 'ok') throw new Error(`expected a page, got ${JSON.stringify(outcome)}`);
  return outcome.data;
}

describe('loadCategoryListing', () => {
  it('lists the deepest category of a /plp path with one tile per hit, in hit order', async () => {
    calls.length = 0;
    const data = ok(
      await loadCategoryListing(services(), ctx, {
        kind: 'category',
        ids: ['fire-pits', 'wood-fire-pits'],
        state: state('sort=price-low-to-high'),
      }),
    );
    expect(data.category).toMatchObject({
      id: 'wood-fire-pits',
      path: '/plp/fire-pits/wood-fire-pits',
      crumbs: [
        { id: 'fire-pits', href: '/plp/fire-pits' },
        { id: 'wood-fire-pits', href: '/plp/fire-pits/wood-fire-pits' },
      ],
    });
    expect(data.view.total).toBe(data.tiles.length);
    expect(data.tiles.length).toBeGreaterThan(1);
    expect(data.view.refinements.map((r) => r.attributeId)).toContain('c_color');
    const search = calls.find((u) => u.pathname.endsWith('/product-search'))!;
    expect(search.searchParams.getAll('refine')).toEqual(['cgid=wood-fire-pits']);
    expect(search.searchParams.get('sort')).toBe('price-low-to-high');
    const tiles = calls.find((u) => u.pathname.endsWith('/products'))!;
    expect(tiles.searchParams.get('c_productTilesPricing')).toBe('true');
    expect(tiles.searchParams.get('ids')!.split(',')).toEqual(data.tiles.map((t) => t.id));
    // Colour swatches come from the products' variation values.
    const colors = data.view.refinements.find((r) => r.attributeId === 'c_color')!;
    expect(colors.values.some((v) => v.swatch)).toBe(true);
  });

  it('answers not found for an unknown category', async () => {
    expect(
      await loadCategoryListing(services(), ctx, {
        kind: 'category',
        ids: ['no-such'],
        state: state(''),
      }),
    ).toEqual({ status: 'notFound' });
  });

  it('sends a /plp path that skips a level to the category’s own path, query kept', async () => {
    expect(
      await loadCategoryListing(services(), ctx, {
        kind: 'category',
        ids: ['wood-fire-pits'],
        state: state('refine=c_color=black'),
      }),
    ).toEqual({ status: 'redirect', to: '/plp/fire-pits/wood-fire-pits?refine=c_color%3Dblack' });
  });

  it('sends a page past the last one to the last page', async () => {
    // The demo catalog's 26 accessories fill two pages of 25.
    expect(
      await loadCategoryListing(services(), ctx, {
        kind: 'category',
        ids: ['accessories'],
        state: state('page=40&sort=most-recent'),
      }),
    ).toEqual({ status: 'redirect', to: '/plp/accessories?sort=most-recent&page=2' });
  });

  it('gives a landing page its subcategories and keeps its links on /c/', async () => {
    const data = ok(
      await loadCategoryListing(services(), ctx, {
        kind: 'landing',
        ids: ['fire-pits'],
        state: state('refine=c_color=black'),
      }),
    );
    expect(data.basePath).toBe('/c/fire-pits');
    expect(data.category!.subcategories.map((s) => s.href)).toEqual([
      '/plp/fire-pits/wood-fire-pits',
      '/plp/fire-pits/tabletop-fire-pits',
    ]);
    expect(data.view.chips[0]!.removeHref).toBe('/c/fire-pits');
  });
});

describe('loadSearchListing', () => {
  it('finds products for a demo word', async () => {
    const data = ok(await loadSearchListing(services(), ctx, state('q=stove')));
    expect(data.view.total).toBeGreaterThan(0);
    expect(data.tiles.length).toBeGreaterThan(0);
    expect(data.helpfulCategories).toBeUndefined();
  });

  it('offers "did you mean" and the top-level categories when nothing is found', async () => {
    const data = ok(await loadSearchListing(services(), ctx, state('q=zzzfire')));
    expect(data.view.total).toBe(0);
    expect(data.view.suggestions).toEqual([{ phrase: 'fire', href: '/search?q=fire' }]);
    expect(data.helpfulCategories!.map((c) => c.href)).toContain('/plp/fire-pits');
  });

  it('makes no search call without a phrase', async () => {
    calls.length = 0;
    const data = ok(await loadSearchListing(services(), ctx, state('')));
    expect(data.view.total).toBe(0);
    expect(calls.some((u) => u.pathname.endsWith('/product-search'))).toBe(false);
  });
});

describe('fetchTileProducts', () => {
  it(`asks in chunks of ${PRODUCT_IDS_CHUNK}, keeps the order and leaves out unknown ids`, async () => {
    const data = ok(await loadSearchListing(services(), ctx, state('q=fire&limit=100')));
    const ids = data.tiles.map((t) => t.id);
    expect(ids.length).toBeGreaterThan(PRODUCT_IDS_CHUNK);
    calls.length = 0;
    const asked = [...ids.slice(0, 3), 'no-such-product', ...ids.slice(3)];
    const products = await fetchTileProducts(services(), ctx, asked);
    expect(products.map((p) => p.id)).toEqual(ids);
    const chunks = calls.filter((u) => u.pathname.endsWith('/products'));
    expect(chunks).toHaveLength(Math.ceil(asked.length / PRODUCT_IDS_CHUNK));
    expect(chunks[0]!.searchParams.get('ids')!.split(',')).toHaveLength(PRODUCT_IDS_CHUNK);
  });

  it('logs a failed chunk and yields nothing for it', async () => {
    warnings.length = 0;
    const refused = () => Promise.reject(new Error('connection refused'));
    const broken = { ...api, fetch: refused, catalogFetch: refused };
    expect(await fetchTileProducts({ api: broken, log }, ctx, ['signature-fire-pit'])).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
