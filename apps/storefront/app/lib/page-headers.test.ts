import { describe, expect, it } from 'vitest';
import { resolvePath } from '@solo/sites';
import {
  applyPageHeaders,
  geoLocaleSetCookie,
  geoLocaleValue,
  PAGE_CACHE_CONTROL,
  readCookie,
} from './page-headers.ts';

describe('geo-locale cookie', () => {
  it('holds {siteAlias}/{localeAlias}, or the locale id when it has no alias', () => {
    expect(geoLocaleValue(resolvePath('/ca/fr'))).toBe('ca/fr');
    expect(geoLocaleValue(resolvePath('/ca'))).toBe('ca/en');
    expect(geoLocaleValue(resolvePath('/eu/en-DE'))).toBe('eu/en-DE');
  });
  it('is set on a prefixed URL when missing or different, for a year, site-wide', () => {
    const cookie = geoLocaleSetCookie(null, resolvePath('/ca/fr/p/1'), false);
    expect(cookie).toBe('_ss_geolocale=ca/fr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(geoLocaleSetCookie('a=1; _ss_geolocale=us/en', resolvePath('/eu/de'), true)).toBe(
      '_ss_geolocale=eu/de; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
  it('is left alone when it already matches or the URL has no prefix', () => {
    expect(geoLocaleSetCookie('_ss_geolocale=ca/fr', resolvePath('/ca/fr'), false)).toBeNull();
    expect(geoLocaleSetCookie('_ss_geolocale=ca/fr', resolvePath('/'), false)).toBeNull();
  });
  it('reads cookies by exact name', () => {
    expect(readCookie('x_ss_geolocale=1; _ss_geolocale=au%2Fnz', '_ss_geolocale')).toBe('au/nz');
  });
});

describe('applyPageHeaders', () => {
  const request = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  it('caches pages for 900 s with stale-while-revalidate and sets the cookie', () => {
    const response = new Response('ok');
    applyPageHeaders(response, request('/ca/fr'), resolvePath('/ca/fr'));
    expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toBe('public, max-age=900, stale-while-revalidate=900');
    expect(response.headers.get('Set-Cookie')).toContain('_ss_geolocale=ca/fr');
  });
  it('leaves 404 and 500 responses uncached and without cookie', () => {
    for (const status of [404, 500]) {
      const response = new Response('no', { status });
      applyPageHeaders(response, request('/ca/fr'), resolvePath('/ca/fr'));
      expect(response.headers.get('Cache-Control')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });
});
