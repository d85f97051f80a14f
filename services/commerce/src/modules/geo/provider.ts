/**
 * GeoIP behind an interface (spec 000 §7 SystemAction-GeoIP): no GeoIP database ships with the
 * store, so the default provider trusts the country/postal headers that a CDN or load balancer
 * sets in front of it. A vendor database adapter can implement the same interface.
 */
export interface GeoLocation {
  countryCode: string;
  postalCode: string;
}

export interface GeoIpProvider {
  lookup(request: Request): GeoLocation | null;
}

/** Country headers in order of preference: Cloudflare, CloudFront, Vercel, generic. */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
];
export const POSTAL_HEADERS = ['cloudfront-viewer-postal-code', 'x-postal-code'];

/** Cloudflare sends XX for unknown and T1 for Tor: neither is a country. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);
const COUNTRY = /^[A-Za-z]{2}$/;
const POSTAL = /^[A-Za-z0-9 -]{1,16}$/;

function firstHeader(
  request: Request,
  names: string[],
  valid: (v: string) => boolean,
): string | undefined {
  for (const name of names) {
    const value = request.headers.get(name)?.trim();
    if (value && valid(value)) return value;
  }
  return undefined;
}

/** Reads the edge headers; falls back to the configured defaults when they name no country. */
export function headerGeoIpProvider(defaults: {
  defaultCountry: string;
  defaultPostalCode: string;
}): GeoIpProvider {
  return {
    lookup(request) {
      const country = firstHeader(
        request,
        COUNTRY_HEADERS,
        (v) => COUNTRY.test(v) && !NOT_A_COUNTRY.has(v.toUpperCase()),
      );
      const postal = firstHeader(request, POSTAL_HEADERS, (v) => POSTAL.test(v));
      if (!country)
        return {
          countryCode: defaults.defaultCountry,
          postalCode: postal ?? defaults.defaultPostalCode,
        };
      return { countryCode: country.toUpperCase(), postalCode: postal ?? '' };
    },
  };
}
