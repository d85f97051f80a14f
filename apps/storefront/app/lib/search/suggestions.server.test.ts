import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findLocale, findSite } from '@solo/sites';
import { createApiClient } from '../api/client.server.ts';
import { BUILT_PAGES } from '../content/feature-routes.ts';
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

const SUGGEST_PATH =
  '/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_solo_001/search-suggestions';

const communityAnswer = {
  hits: [
    {
      objectID: 'wood-fired-margherita',
      display_title: 'Margherita au feu de bois',
      post_type: 'Recipe',
      url: '/wood-fired-margherita',
      featuredImage: { url: '/images/content/community/wood-fired-margherita.svg', alt: 'Pizza' },
      categories: [{ title: 'Recettes', url: '/recipes' }],
      publish_date: '2026-05-14T17:30:00.000Z',
      post_author: { name: 'Maya Lindqvist' },
    },
  ],
  nbHits: 1,
  page: 0,
  nbPages: 1,
  hitsPerPage: 4,
  query: 'foy',
  queryID: '0123456789abcdef0123456789abcdef',
};

const productAnswer = () =>
  Response.json({
    searchPhrase: 'foy',
    categorySuggestions: { categories: [{ id: 'fire-pits', name: 'Foyers' }] },
    productSuggestions: {
      suggestedPhrases: [{ phrase: 'foyer', exactMatch: false }],
      products: [{ productId: 'ranger', productName: 'Ranger', price: 349, currency: 'CAD' }],
    },
  });

const failure = () => Response.json({ title: 'Boom', type: '/errors/internal' }, { status: 500 });

describe('getSuggestions', () => {
  const built = BUILT_PAGES.community;
  beforeEach(() => {
    BUILT_PAGES.community = true;
  });
  afterEach(() => {
    BUILT_PAGES.community = built;
  });

  it('asks Shopper Search for 7 of each kind and the community for 4 posts, in the locale', async () => {
    const { calls, services: s } = services((url) =>
      url.pathname === SUGGEST_PATH ? productAnswer() : Response.json(communityAnswer),
    );
    const view = await getSuggestions(s, { site, locale, query: 'foy' });
    expect(calls).toHaveLength(2);
    const url = calls.find((c) => c.pathname === SUGGEST_PATH)!;
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
      community: [
        {
          id: 'wood-fired-margherita',
          title: 'Margherita au feu de bois',
          category: 'Recettes',
          image: {
            src: '/images/content/community/wood-fired-margherita.svg?w=128',
            alt: 'Pizza',
          },
          path: '/community/p/wood-fired-margherita',
        },
      ],
      queryID: communityAnswer.queryID,
    });
    const community = calls.find((c) => c.pathname === '/content-stack/search')!;
    expect(Object.fromEntries(community.searchParams)).toEqual({
      index: 'community_posts',
      q: 'foy',
      hitsPerPage: '4',
      page: '0',
      locale: 'fr-ca',
    });
  });

  it('shows the products when the community search fails, and the posts when products fail', async () => {
    const noCommunity = services((url) =>
      url.pathname === SUGGEST_PATH ? productAnswer() : failure(),
    );
    const products = await getSuggestions(noCommunity.services, { site, locale, query: 'foy' });
    expect(products).toMatchObject({ products: [{ id: 'ranger' }], community: [] });
    expect(products?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(noCommunity.log.warn).toHaveBeenCalledOnce();

    const noProducts = services((url) =>
      url.pathname === SUGGEST_PATH ? failure() : Response.json(communityAnswer),
    );
    const posts = await getSuggestions(noProducts.services, { site, locale, query: 'foy' });
    expect(posts).toMatchObject({
      phrases: [],
      products: [],
      community: [{ id: 'wood-fired-margherita' }],
    });
  });

  it('logs both failed calls and returns null', async () => {
    const { log, services: s } = services(failure);
    expect(await getSuggestions(s, { site, locale, query: 'foy' })).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
