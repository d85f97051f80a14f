import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../app/lib/page-headers.ts';
import { pageCacheKey, storedHeaders, unstorableBecause } from './policy.ts';

const page = (init: RequestInit = {}, path = '/us/p/signature-fire-pit') =>
  new Request(`http://127.0.0.1:3000${path}`, init);

const html = (headers: HeadersInit = {}, status = 200) =>
  new Response('<html></html>', {
    status,
    headers: { 'content-type': 'text/html', 'cache-control': PAGE_CACHE_CONTROL, ...headers },
  });

describe('page cache policy', () => {
  it('keys a guest page by its URL, site, locale and currency being in the path', () => {
    expect(pageCacheKey(page())).toBe('http://127.0.0.1:3000/us/p/signature-fire-pit');
    expect(pageCacheKey(page({}, '/eu/sv/plp/fire-pits?sort=price-low-to-high'))).toBe(
      'http://127.0.0.1:3000/eu/sv/plp/fire-pits?sort=price-low-to-high',
    );
    // Cookies only the browser reads leave the page the same.
    const browserOnly = '_ss_geolocale=eu/de; consent=analytics%3D1; geoCountryCode=DE';
    expect(pageCacheKey(page({ headers: { cookie: browserOnly } }))).not.toBeNull();
  });

  it('renders for its sender any request with a session, a token or any other cookie', () => {
    for (const cookie of [
      'cc-at_SoloUS=eyJ',
      'cc-nx-g_SoloUS=abc',
      'usid_SoloUS=1',
      'pseudo_locale=on',
      '_ss_geolocale=us/en; tracking=1',
    ])
      expect(pageCacheKey(page({ headers: { cookie } })), cookie).toBeNull();
    expect(pageCacheKey(page({ headers: { authorization: 'Bearer x' } }))).toBeNull();
    expect(pageCacheKey(page({ method: 'POST', body: 'a=1' }))).toBeNull();
    expect(pageCacheKey(page({ method: 'HEAD' }))).toBeNull();
    expect(pageCacheKey(page({}, '/us/p/signature-fire-pit.data'))).toBeNull();
  });

  it('keeps only public pages that set no cookie but the site choice', () => {
    expect(unstorableBecause(html())).toBeNull();
    expect(unstorableBecause(html({ 'set-cookie': '_ss_geolocale=us/en; Path=/' }))).toBeNull();
    expect(unstorableBecause(html({ 'set-cookie': 'cc-nx-g_SoloUS=x; Path=/' }))).toBe(
      'sets a cookie',
    );
    expect(unstorableBecause(html({ 'cache-control': 'private, no-store' }))).toBe('not public');
    expect(unstorableBecause(html({}, 404))).toBe('status');
    expect(unstorableBecause(html({}, 500))).toBe('status');
    expect(unstorableBecause(Response.json({}))).toBe('not a page');
  });

  it('keeps a page without its cookies', () => {
    const headers = storedHeaders(html({ 'set-cookie': '_ss_geolocale=us/en; Path=/' }));
    expect(headers.map(([name]) => name)).toEqual(['cache-control', 'content-type']);
  });
});
