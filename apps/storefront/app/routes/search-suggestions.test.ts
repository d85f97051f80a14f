import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api/client.server.ts';
import { servicesContext } from '../lib/api/context.ts';
import { SUGGESTIONS_CACHE_CONTROL } from '../lib/search/suggestions.ts';
import { loader } from './search-suggestions.ts';

type Args = Parameters<typeof loader>[0];

/** Calls the loader for a URL, with a commerce service answering `respond`. */
async function call(path: string, params: Args['params'], respond: () => Response) {
  const calls: URL[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => {
      calls.push(new URL(new Request(input, init).url));
      return Promise.resolve(respond());
    },
    requestId: 'req-1',
    log,
    orgId: 'f_ecom_solo_001',
    clientId: 'client',
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { api, log, requestId: 'req-1' });
  const url = new URL(path, 'http://127.0.0.1:3000');
  const response = await loader({
    request: new Request(url),
    url,
    params,
    context,
  } as unknown as Args);
  return { response, calls, log };
}

const ok = () =>
  Response.json({
    searchPhrase: 'foy',
    productSuggestions: { suggestedPhrases: [{ phrase: 'foyer', exactMatch: false }] },
  });

describe('search-suggestions loader', () => {
  it('answers the suggestions of the site and locale of the prefix, briefly cacheable', async () => {
    const { response, calls } = await call(
      '/ca/fr/search-suggestions?q=%20foy%20',
      { site: 'ca', locale: 'fr' },
      ok,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(SUGGESTIONS_CACHE_CONTROL);
    const suggest = calls.find((c) => c.pathname.endsWith('/search-suggestions'))!;
    expect(suggest.searchParams.get('q')).toBe('foy');
    expect(suggest.searchParams.get('siteId')).toBe('SoloCA');
    expect(suggest.searchParams.get('locale')).toBe('fr-CA');
    expect(suggest.searchParams.get('currency')).toBe('CAD');
    const community = calls.find((c) => c.pathname === '/content-stack/search')!;
    expect(community.searchParams.get('q')).toBe('foy');
    expect(community.searchParams.get('locale')).toBe('fr-ca');
    const body = (await response.json()) as { query: string; phrases: Array<{ phrase: string }> };
    expect(body.query).toBe('foy');
    expect(body.phrases.map((p) => p.phrase)).toEqual(['foyer']);
  });

  it('answers no suggestions for an empty query without calling search', async () => {
    const { response, calls } = await call('/search-suggestions?q=%20%20', {}, ok);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      query: '',
      phrases: [],
      categories: [],
      products: [],
      community: [],
      queryID: '',
    });
    expect(calls).toEqual([]);
  });

  it('answers 503, never cached, when product and community search both fail', async () => {
    const { response, log } = await call('/search-suggestions?q=fir', {}, () =>
      Response.json({ title: 'Boom' }, { status: 500 }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('answers 404 when the prefix is not a site and locale', async () => {
    const error = await call(
      '/xx/yy/search-suggestions?q=fir',
      { site: 'xx', locale: 'yy' },
      ok,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 404 } });
  });
});
