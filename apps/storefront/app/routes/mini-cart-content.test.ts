import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { createApiClient } from '../lib/api/client.server.ts';
import { servicesContext } from '../lib/api/context.ts';
import { isMiniCartContent, type MiniCartContent } from '../lib/content/mini-cart.ts';
import { loader } from './mini-cart-content.ts';

/** The mini cart's content route, against the real content service and the demo content. */
let commerce: Commerce;
const log = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  commerce = await openSeededCommerce('mini-cart-content-route');
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

const headingOf = (content: MiniCartContent) =>
  content.sections.map((s) => (s as { heading?: string }).heading);

describe('mini-cart-content', () => {
  it("answers the mini_cart entry's sections in the prefix's locale, cacheable like the pages", async () => {
    const res = await get('/us/mini-cart-content', { site: 'us' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=900, stale-while-revalidate=900',
    );
    const us = (await res.json()) as unknown;
    expect(isMiniCartContent(us)).toBe(true);
    const content = us as MiniCartContent;
    expect(content.sections.map((s) => s._content_type_uid)).toEqual(['text_card']);
    expect(headingOf(content)).toEqual(['Shop with confidence']);
    expect(JSON.stringify(content)).toContain('$100');

    // The entry exists in en-US only; its text card is read in the locale (and its currency).
    const de = (await (
      await get('/eu/de/mini-cart-content', { site: 'eu', locale: 'de' })
    ).json()) as MiniCartContent;
    expect(headingOf(de)).toEqual(['Sorglos einkaufen']);
    expect(JSON.stringify(de)).toMatch(/ab 120\s€/);
  });

  it('answers no sections, never stored, when the content service fails', async () => {
    const res = await get('/mini-cart-content', {}, () => new Response('down', { status: 500 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as MiniCartContent).sections).toEqual([]);
  });
});
