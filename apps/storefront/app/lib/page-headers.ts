import { localizedPath, type ResolvedPath } from '@solo/sites';

/** Spec 000 §9: pages may be cached 900 s and served stale for 900 s more while revalidating. */
export const PAGE_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=900';

/** Spec 000 §4: the geo-locale cookie, "{siteAlias}/{localeAlias}". */
export const GEO_LOCALE_COOKIE = '_ss_geolocale';
export const GEO_LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookie value for a site and locale: "ca/fr", "eu/en-DE", "us/en". */
export function geoLocaleValue({ site, locale }: Pick<ResolvedPath, 'site' | 'locale'>): string {
  return `${site.alias}/${locale.alias ?? locale.id}`;
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The Set-Cookie header that records the shopper's site and locale, or null. Written only on an
 * explicitly prefixed URL whose choice differs from the cookie: following a locale link is how
 * the choice is swapped (spec 000 §4), while "/" leaves an earlier choice alone.
 */
export function geoLocaleSetCookie(
  cookieHeader: string | null,
  resolved: ResolvedPath,
  secure: boolean,
): string | null {
  if (!resolved.explicitSite && !resolved.explicitLocale) return null;
  const value = geoLocaleValue(resolved);
  if (readCookie(cookieHeader, GEO_LOCALE_COOKIE) === value) return null;
  const attributes = [
    `Path=/`,
    `Max-Age=${GEO_LOCALE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${GEO_LOCALE_COOKIE}=${value}`, ...attributes].join('; ');
}

/**
 * Headers of a successful page response: the page cache policy and the geo-locale cookie. Error
 * pages (404, 500) keep neither, so a cache never holds on to a failure.
 */
export function applyPageHeaders(
  response: Response,
  request: Request,
  resolved: ResolvedPath,
): void {
  if (response.status !== 200 || request.method !== 'GET') return;
  if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  const url = new URL(request.url);
  const cookie = geoLocaleSetCookie(
    request.headers.get('Cookie'),
    resolved,
    url.protocol === 'https:',
  );
  if (cookie) response.headers.append('Set-Cookie', cookie);
}

/** The canonical URL of a path: the site prefix always present, the default locale omitted. */
export function canonicalPath(resolved: ResolvedPath): string {
  return localizedPath(resolved.site, resolved.locale, resolved.rest);
}
