import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import type { MainNavItem } from '@solo/content-model';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { createApiClient } from '../lib/api/client.server.ts';
import { servicesContext } from '../lib/api/context.ts';
import { loader } from './menu-data.ts';

/** The main menu's resource route, against the real content service. */
let commerce: Commerce;
const log = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  commerce = await openSeededCommerce('menu-route');
}, 180_000);
afterAll(() => commerce.close());

async function get(path: string, params: Record<string, string>, fetch = commerce.app.fetch) {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => Promise.resolve(fetch(new Request(input, init))),
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

describe('menu-data', () => {
  it("answers the locale's main menu with its panels, cacheable like the pages", async () => {
    const res = await get('/ca/fr/menu-data', { site: 'ca', locale: 'fr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=900, stale-while-revalidate=900',
    );
    const menu = (await res.json()) as MainNavItem[];
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.some((item) => item.link?.length)).toBe(true);
    const english = (await (await get('/us/menu-data', { site: 'us' })).json()) as MainNavItem[];
    expect(menu.map((item) => item.title)).not.toEqual(english.map((item) => item.title));
  });

  it('answers 503, never stored, when the content service fails', async () => {
    const res = await get('/menu-data', {}, () => new Response('down', { status: 500 }));
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
