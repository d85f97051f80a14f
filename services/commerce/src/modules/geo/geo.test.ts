import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { headerGeoIpProvider } from './provider.ts';

const GEO = '/on/demandware.store/Sites-SoloUS-Site/en-US/SystemAction-GeoIP';

describe('SystemAction-GeoIP', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await createTestCommerce({
      env: { GEOIP_DEFAULT_COUNTRY: 'de', GEOIP_DEFAULT_POSTAL_CODE: '10178' },
    });
  });
  afterAll(() => t.close());

  it('reads the country and postal code the edge set, never cached', async () => {
    const res = await t.app.request(GEO, {
      headers: { 'cloudfront-viewer-country': 'ca', 'cloudfront-viewer-postal-code': 'H2X 1Y4' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ postalCode: 'H2X 1Y4', geoCountryCode: 'CA' });
  });

  it('answers without the locale segment too', async () => {
    const res = await t.app.request('/on/demandware.store/Sites-SoloEU-Site/SystemAction-GeoIP', {
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(await res.json()).toEqual({ postalCode: '', geoCountryCode: 'FR' });
  });

  it('falls back to the configured defaults', async () => {
    const res = await t.app.request(GEO, { headers: { 'cf-ipcountry': 'XX' } });
    expect(await res.json()).toEqual({ postalCode: '10178', geoCountryCode: 'DE' });
  });

  it('answers an unknown site with a 404 problem', async () => {
    const res = await t.app.request(
      '/on/demandware.store/Sites-SoloMars-Site/en-US/SystemAction-GeoIP',
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      type: '/errors/site-not-found',
      detail: expect.stringContaining('Sites-SoloMars-Site') as unknown,
    });
  });

  it('answers any other controller with a 404 problem', async () => {
    const res = await t.app.request('/on/demandware.store/Sites-SoloUS-Site/en-US/Noibu-DWsid');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: '/errors/controller-not-found' });
  });

  it('uses an injected provider', async () => {
    const custom = await createTestCommerce({
      geoIp: { lookup: () => ({ countryCode: 'AU', postalCode: '2000' }) },
    });
    try {
      const res = await custom.app.request(GEO);
      expect(await res.json()).toEqual({ postalCode: '2000', geoCountryCode: 'AU' });
    } finally {
      await custom.close();
    }
  });
});

describe('headerGeoIpProvider', () => {
  const provider = headerGeoIpProvider({ defaultCountry: 'US', defaultPostalCode: '' });
  const lookup = (headers: Record<string, string>) =>
    provider.lookup(new Request('http://x/', { headers }));

  it('prefers the headers in their documented order and ignores junk', () => {
    expect(lookup({ 'x-country-code': 'NL', 'x-vercel-ip-country': 'BE' })).toEqual({
      countryCode: 'BE',
      postalCode: '',
    });
    expect(
      lookup({ 'cf-ipcountry': 'T1', 'x-country-code': 'nl', 'x-postal-code': '1012' }),
    ).toEqual({
      countryCode: 'NL',
      postalCode: '1012',
    });
    expect(lookup({ 'x-country-code': 'Netherlands' })).toEqual({
      countryCode: 'US',
      postalCode: '',
    });
  });
});
