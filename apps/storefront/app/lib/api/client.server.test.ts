import { upsertContentEntry } from '@solo/commerce';
import { DEFAULT_SITE_PREFERENCES } from '@solo/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from './client.server.ts';
import { createReadCache, type ReadCache } from './read-cache.server.ts';

let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
const warnings: Array<[object, string | undefined]> = [];
const log = {
  info: () => {},
  warn: (obj: object, msg?: string) => void warnings.push([obj, msg]),
  error: (obj: object, msg?: string) => void warnings.push([obj, msg]),
};

/** A client over the in-process commerce app, recording the URLs it calls. */
function client(orgId = commerce.config.orgId, readCache?: ReadCache) {
  const calls: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: async (input, init) => {
      const req = new Request(input, init);
      calls.push(req.clone());
      return commerce.app.fetch(req);
    },
    requestId: 'req-api-1',
    log,
    orgId,
    clientId: commerce.config.clientId,
    ...(readCache ? { readCache } : {}),
  });
  return { api, calls };
}

beforeAll(async () => {
  commerce = await openTestCommerce();
  await upsertContentEntry(commerce.db.db, {
    contentTypeUid: 'page',
    uid: 'about_us',
    locale: 'en-us',
    title: 'About us',
    body: { sections: [] },
  });
});

afterAll(() => commerce.close());

describe('content calls', () => {
  it('fetch an entry with the locale lower-cased and the request id', async () => {
    const { api, calls } = client();
    const entry = await api.getEntry<{ sections: unknown[] }>('about_us', {
      locale: 'en-US',
      referenceFieldPath: ['sections', 'sections.cards'],
    });
    expect(entry).toMatchObject({
      uid: 'about_us',
      _content_type_uid: 'page',
      title: 'About us',
      sections: [],
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/content-stack/entry');
    expect(url.searchParams.get('locale')).toBe('en-us');
    expect(url.searchParams.get('referenceFieldPath')).toBe('sections,sections.cards');
    expect(calls[0]!.headers.get('x-request-id')).toBe('req-api-1');
  });

  it('return null for a missing entry (spec 000 §8: the block renders nothing)', async () => {
    const { api } = client();
    expect(await api.getEntry('no-such-entry', { locale: 'en-US' })).toBeNull();
    expect(await api.getEntryById('page', 'no-such-entry', { locale: 'en-US' })).toBeNull();
    expect(await api.getEntryById('page', 'about_us', { locale: 'fr-CA' })).toMatchObject({
      uid: 'about_us',
    });
  });

  it('find entries with JSON-encoded search parameters and the count', async () => {
    const { api, calls } = client();
    const found = await api.findEntries<{ sections: unknown[] }>({
      contentTypeUid: 'page',
      locale: 'en-US',
      searchParams: { title: 'About us' },
      includeCount: true,
    });
    expect(found.entries.map((e) => e.uid)).toEqual(['about_us']);
    expect(found.count).toBe(1);
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('searchParams')).toBe('{"title":"About us"}');
    expect(url.searchParams.get('limit')).toBe('10');
  });
});

describe('shared read cache', () => {
  it('serves repeated content and preference reads of any request from one call', async () => {
    const cache = createReadCache({});
    const first = client(undefined, cache);
    const second = client(undefined, cache);
    const a = await first.api.getEntry('about_us', { locale: 'en-US' });
    const b = await second.api.getEntry('about_us', { locale: 'en-US' });
    await first.api.getSitePreferences('SoloCA');
    await second.api.getSitePreferences('SoloCA');
    expect(b).toEqual(a);
    expect(first.calls).toHaveLength(2);
    expect(second.calls).toHaveLength(0);
  });

  it('does not keep a missing entry', async () => {
    const cache = createReadCache({});
    const { api, calls } = client(undefined, cache);
    expect(await api.getEntry('no_such_entry', { locale: 'en-us' })).toBeNull();
    expect(await api.getEntry('no_such_entry', { locale: 'en-us' })).toBeNull();
    expect(calls).toHaveLength(2);
  });
});

describe('customApi (spec 000 §7)', () => {
  it('returns ok with the data, calling the custom API path with From-Pwa', async () => {
    const { api, calls } = client();
    const result = await api.customApi<{ enableChat: boolean }>('core', 'site-preferences', {
      siteId: 'SoloUS',
      locale: 'en-US',
    });
    expect(result).toMatchObject({ ok: true, data: { enableChat: true } });
    const req = calls[0]!;
    const url = new URL(req.url);
    expect(url.pathname).toBe(
      `/mobify/proxy/api/custom/core/v1/organizations/${commerce.config.orgId}/site-preferences`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ siteId: 'SoloUS', locale: 'en-US' });
    expect(req.headers.get('From-Pwa')).toBe('1');
  });

  it('returns the problem detail on a status of 400 and above', async () => {
    const { api } = client();
    const result = await api.customApi('core', 'site-preferences', { siteId: 'NoSuchSite' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.error).not.toBe('Error in site-preferences');
    expect(result.error.length).toBeGreaterThan(0);
  });

  it('returns "Error in {action}" when there is neither detail nor title, or the network fails', async () => {
    const bare = createApiClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch: () => Promise.resolve(new Response('', { status: 503 })),
      requestId: 'r',
      log,
      orgId: 'o',
      clientId: 'c',
    });
    expect(
      await bare.customApi('basket', 'remove-price-adjustment-from-basket', {
        method: 'POST',
        siteId: 'SoloUS',
        body: { id: 1 },
      }),
    ).toEqual({
      ok: false,
      status: 503,
      error: 'Error in remove-price-adjustment-from-basket',
    });
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: (input, init) => fetch(input, init),
      requestId: 'r',
      log,
      orgId: 'o',
      clientId: 'c',
    });
    expect(
      await offline.customApi('customer', 'reset-password', {
        method: 'POST',
        siteId: 'SoloUS',
        body: {},
      }),
    ).toEqual({
      ok: false,
      status: 502,
      error: 'Error in reset-password',
    });
  });
});

describe('getSitePreferences', () => {
  it('reads the preferences through the custom API', async () => {
    const { api, calls } = client();
    expect(await api.getSitePreferences('SoloEU')).toEqual(DEFAULT_SITE_PREFERENCES.SoloEU);
    expect(new URL(calls[0]!.url).pathname).toMatch(
      /\/custom\/core\/v1\/organizations\/.+\/site-preferences$/,
    );
  });

  it('falls back to the defaults of the site when the call fails, and logs it', async () => {
    const { api } = client('f_ecom_other_org');
    warnings.length = 0;
    expect(await api.getSitePreferences('SoloCA')).toEqual(DEFAULT_SITE_PREFERENCES.SoloCA);
    expect(warnings.some(([, msg]) => msg === 'site preferences: using defaults')).toBe(true);
  });
});
