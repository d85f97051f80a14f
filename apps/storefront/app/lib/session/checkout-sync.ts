/**
 * Spec 000 §4, §7, §8 and spec 001 §2: before the shopper goes to /checkout the browser sets the
 * geo-locale cookie when it is missing and syncs the shopper session through the session bridge,
 * so checkout starts on fresh tokens. Browser-side; the bridge is routes/ocapi-session.ts.
 */
import type { Locale, Site } from '@solo/sites';
import {
  GEO_LOCALE_COOKIE,
  GEO_LOCALE_MAX_AGE_SECONDS,
  geoLocaleValue,
  readCookie,
} from '../page-headers.ts';

/** The session bridge of a site (spec 000 §7). */
export const sessionBridgeUrl = (siteId: string): string =>
  `/mobify/proxy/ocapi/s/${encodeURIComponent(siteId)}/dw/shop/v22_8/sessions`;

/**
 * The `document.cookie` line that sets the geo-locale cookie (spec 000 §4), or null when one is
 * already set: the server writes it on prefixed pages (lib/page-headers.ts); a shopper who only
 * saw unprefixed pages gets it here, before checkout.
 */
export function geolocaleCookieToSet(cookieHeader: string, site: Site, locale: Locale) {
  if (readCookie(cookieHeader, GEO_LOCALE_COOKIE) !== undefined) return null;
  return `${GEO_LOCALE_COOKIE}=${geoLocaleValue({ site, locale })}; Path=/; Max-Age=${GEO_LOCALE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Why the sync failed: the spec's two messages (spec 000 §8), told apart by the caller's texts. */
export type SyncFailure = { kind: 'network' } | { kind: 'status'; statusText: string };

/**
 * POSTs the sync variant (with the session's cookies). A network failure and an answer other
 * than 2xx are failures; the status code stands in for an empty status text (HTTP/2).
 */
export async function syncSession(
  siteId: string,
  post: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'statusText'>>,
): Promise<{ ok: true } | { ok: false; failure: SyncFailure }> {
  let res: Pick<Response, 'ok' | 'status' | 'statusText'>;
  try {
    res = await post(sessionBridgeUrl(siteId), { method: 'POST', credentials: 'include' });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  if (res.ok) return { ok: true };
  return {
    ok: false,
    failure: { kind: 'status', statusText: res.statusText || String(res.status) },
  };
}
