/**
 * Which page requests the shared page cache may answer, under which key, and which rendered
 * responses it may keep (spec 000 §9: pages are public for 900 s, then stale for 900 s while
 * revalidating). Pure functions; the cache itself is in cache.ts.
 */
import { GEO_LOCALE_COOKIE, PAGE_CACHE_CONTROL } from '../../app/lib/page-headers.ts';
import { parseCookies } from '../../app/lib/session/cookies.ts';

/**
 * Cookies a page render never reads (the browser's own: the site choice, consent and the GeoIP
 * answer). Any other cookie — a shopper session, the pseudo-locale, anything unknown — sends the
 * request past the cache, so a page that could depend on it is always rendered for its sender.
 */
export const COOKIES_PAGES_IGNORE: ReadonlySet<string> = new Set([
  GEO_LOCALE_COOKIE,
  'consent',
  'geoCountryCode',
  'postalCode',
]);

/** The cache key of a page request, or null when it must be rendered for its sender. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  if (request.headers.has('authorization')) return null;
  for (const name of parseCookies(request.headers.get('cookie')).keys())
    if (!COOKIES_PAGES_IGNORE.has(name)) return null;
  const url = new URL(request.url);
  // React Router's data requests (`.data`) are answered by the same handler: not pages.
  if (url.pathname.endsWith('.data')) return null;
  // The site, locale and currency are all in the path (packages/sites), so the URL is the key;
  // the origin too, as links are made from it when PUBLIC_ORIGIN is unset.
  return `${url.origin}${url.pathname}${url.search}`;
}

/** Why a rendered response cannot be kept, or null when it can. */
export function unstorableBecause(response: Response): string | null {
  if (response.status !== 200) return 'status';
  if (!response.headers.get('content-type')?.startsWith('text/html')) return 'not a page';
  if (response.headers.get('cache-control') !== PAGE_CACHE_CONTROL) return 'not public';
  // The geo-locale cookie depends on the request only and is written again for each answer.
  const cookies = response.headers.getSetCookie();
  if (cookies.some((cookie) => !cookie.startsWith(`${GEO_LOCALE_COOKIE}=`))) return 'sets a cookie';
  return null;
}

/** Headers a kept page is answered with: the response's own, less its cookies. */
export function storedHeaders(response: Response): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  });
  return headers;
}
