import { describe, expect, it } from 'vitest';
import { geoCookieStrings, geoIpUrl } from './geo-location.ts';

describe('GeoIP store controller call', () => {
  it('uses the site and the locale with an underscore (spec 000 §7)', () => {
    expect(geoIpUrl('SoloCA', 'fr-CA')).toBe(
      '/on/demandware.store/Sites-SoloCA-Site/fr_CA/SystemAction-GeoIP',
    );
  });

  it('stores the country and postal code as cookies', () => {
    expect(geoCookieStrings({ geoCountryCode: 'US', postalCode: '10001' }, true)).toEqual([
      'geoCountryCode=US; Path=/; SameSite=Lax; Secure',
      'postalCode=10001; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('ignores an answer without a valid country', () => {
    expect(geoCookieStrings({ geoCountryCode: 'usa' }, false)).toEqual([]);
    expect(geoCookieStrings({}, false)).toEqual([]);
  });
});
