import { data } from 'react-router';
import { findLocale, findSite, resolvePath, type ResolvedPath } from '@solo/sites';

/** The optional prefix segments every page route declares (app/routes.ts). */
export interface PrefixParams {
  site?: string;
  locale?: string;
}

/**
 * The site and locale of a page request, or null when the prefix segments the route matched do not
 * name them. Routes declare `:site?/:locale?`, so "/login" can match the home route with
 * site="login": the segments are valid only when resolvePath (spec 000 §2) consumed exactly the
 * segments the route matched as site and locale.
 */
export function resolvePageRoute(pathname: string, params: PrefixParams): ResolvedPath | null {
  const resolved = resolvePath(pathname);
  const consumed = Number(resolved.explicitSite) + Number(resolved.explicitLocale);
  const matched = Number(Boolean(params.site)) + Number(Boolean(params.locale));
  return consumed === matched ? resolved : null;
}

/** Spec 000 §2: a path whose prefix does not resolve renders the page-not-found page (404). */
export function requirePageRoute(url: URL, params: PrefixParams): ResolvedPath {
  const resolved = resolvePageRoute(url.pathname, params);
  if (!resolved) throw data(null, { status: 404 });
  return resolved;
}

/** Site and locale of the prefix of a path, as a key: equal keys share the root's data. */
export function prefixKey(pathname: string): string {
  const { site, locale } = resolvePath(pathname);
  return `${site.id}/${locale.id}`;
}

/** Site and locale by id, as sent in loader data (ids keep the payload small). */
export function siteAndLocale(siteId: string, localeId: string) {
  const site = findSite(siteId);
  const locale = site && findLocale(site, localeId);
  if (!site || !locale) throw new Error(`Unknown site/locale ${siteId}/${localeId}`);
  return { site, locale };
}
