import { describe, expect, it, vi } from 'vitest';
import { findLocale, findSite } from '@solo/sites';
import { createApiClient } from '../api/client.server.ts';
import { getSuggestions } from './suggestions.server.ts';

const site = findSite('SoloCA')!;
const locale = findLocale(site, 'fr-CA')!;

function services(respond: (url: URL) => Response) {
  const calls: URL[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url);
      return Promise.resolve(respond(url));
    },
    requestId: 'req-1',
    log,
    orgId: 'f_ecom_solo_001',
    clientId: 'client',
  });
  return { calls, log, services: { api, log } };
}

describe('getSuggestions', () => {
  it('asks Shopper Search for 7 of each kind in the site, locale and currency', async () => {
    const { calls, services: s } = services(() =>
      Response.json({
        searchPhrase: 'foy',
        categorySuggestions: { categories: [{ id: 'fire-pits', name: 'Foyers' }] },
        productSuggestions: {
          suggestedPhrases: [{ phrase: 'foyer', exactMatch: false }],
          products: [{ productId: 'ranger', productName: 'Ranger', price: 349, currency: 'CAD' }],
        },
      }),
    );
    const view = await getSuggestions(s, { site, locale, query: 'foy' });
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(url.pathname).toBe(
      '/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_solo_001/search-suggestions',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'foy',
      limit: '7',
      siteId: 'SoloCA',
      locale: 'fr-CA',
      currency: 'CAD',
    });
    expect(view).toEqual({
      query: 'foy',
      phrases: [
        {
          phrase: 'foyer',
          parts: [
            { text: 'foy', match: true },
            { text: 'er', match: false },
          ],
        },
      ],
      categories: [{ id: 'fire-pits', name: 'Foyers' }],
      products: [{ id: 'ranger', name: 'Ranger', price: '349,00\u00a0$', image: null }],
    });
  });

  it('logs a failed call and returns null', async () => {
    const { log, services: s } = services(() =>
      Response.json({ title: 'Boom', type: '/errors/internal' }, { status: 500 }),
    );
    expect(await getSuggestions(s, { site, locale, query: 'foy' })).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
