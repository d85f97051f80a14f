import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { createApiClient } from '../lib/api/client.server.ts';
import { servicesContext } from '../lib/api/context.ts';
import { loader } from './recommendations-data.ts';

/** The recommendations widget's resource route, against the real service. */
let commerce: Commerce;
const log = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  commerce = await openSeededCommerce('recommendations-route');
}, 180_000);
afterAll(() => commerce.close());

async function get(path: string, params: Record<string, string> = {}) {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => Promise.resolve(commerce.app.fetch(new Request(input, init))),
    requestId: 'req-route',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { api, requestId: 'req-route', log });
  const url = new URL(`http://127.0.0.1:3000${path}`);
  return loader({ url, params, context } as unknown as Parameters<typeof loader>[0]);
}

describe('recommendations-data', () => {
  it('answers 5 tiles for the basket products in the site currency, briefly cacheable', async () => {
    const res = await get(
      '/ca/recommendations-data?recommender=product-to-product-einstein&productIds=pizza-stone',
      { site: 'ca' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    const view = (await res.json()) as {
      tiles: Array<{ id: string }>;
      tracking: Array<{ currency: string }>;
    };
    expect(view.tiles).toHaveLength(5);
    expect(view.tiles.map((t) => t.id)).not.toContain('pizza-stone');
    expect(new Set(view.tracking.map((t) => t.currency))).toEqual(new Set(['CAD']));
  });

  it('refuses a bad query with a problem naming the field', async () => {
    const res = await get('/recommendations-data?recommender=complete-the-set&max=99');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 400, detail: 'max: must be at most 50' });
  });

  it('answers 503 with no tiles, never stored, when the service refuses', async () => {
    const res = await get('/recommendations-data?recommender=complete-the-set');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ recommender: 'complete-the-set', tiles: [], tracking: [] });
  });
});
