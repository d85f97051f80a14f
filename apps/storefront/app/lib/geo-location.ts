import { useEffect } from 'react';
import { readCookie } from './page-headers.ts';

/**
 * The shopper's country and postal code from the GeoIP store controller (spec 000 §7), kept in
 * the `geoCountryCode` and `postalCode` cookies that later features read (estimated delivery,
 * dealer locator) and sign-out clears (spec 000 §4). Asked once per browser session from the
 * browser, so cached pages never carry a shopper's location.
 */
export const GEO_COUNTRY_COOKIE = 'geoCountryCode';
export const POSTAL_CODE_COOKIE = 'postalCode';

export function geoIpUrl(siteId: string, localeId: string): string {
  return `/on/demandware.store/Sites-${siteId}-Site/${localeId.replace('-', '_')}/SystemAction-GeoIP`;
}

export function geoCookieStrings(
  answer: { geoCountryCode?: unknown; postalCode?: unknown },
  secure: boolean,
): string[] {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const country = typeof answer.geoCountryCode === 'string' ? answer.geoCountryCode : '';
  if (!/^[A-Z]{2}$/.test(country)) return [];
  const postal = typeof answer.postalCode === 'string' ? answer.postalCode.slice(0, 16) : '';
  return [
    `${GEO_COUNTRY_COOKIE}=${country}${attributes}`,
    `${POSTAL_CODE_COOKIE}=${encodeURIComponent(postal)}${attributes}`,
  ];
}

export function useGeoLocationCookies(siteId: string, localeId: string): void {
  useEffect(() => {
    if (readCookie(document.cookie, GEO_COUNTRY_COOKIE)) return;
    const controller = new AbortController();
    fetch(geoIpUrl(siteId, localeId), { signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<Record<string, unknown>>) : null,
      )
      .then((answer) => {
        if (!answer) return;
        for (const cookie of geoCookieStrings(answer, location.protocol === 'https:')) {
          document.cookie = cookie;
        }
      })
      .catch(() => {
        // Location is a convenience: without it, features ask the shopper instead.
      });
    return () => controller.abort();
  }, [siteId, localeId]);
}
