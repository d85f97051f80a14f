import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePreferences } from '@solo/db/schema';
import { DEFAULT_SITE_PREFERENCES } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { mergePreferences } from '../site-preferences/index.ts';

const url = (query: string, org = 'f_ecom_solo_001') =>
  `/mobify/proxy/api/custom/core/v1/organizations/${org}/site-preferences${query}`;

describe('custom API core/site-preferences', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await createTestCommerce();
    await t.db.db.insert(sitePreferences).values([
      { siteId: 'SoloCA', key: 'enableChat', value: true },
      { siteId: 'SoloCA', key: 'freeShippingThresholds', value: { CAD: 99 } },
      { siteId: 'SoloCA', key: 'enableTrackOrder', value: 'no' },
      { siteId: 'SoloCA', key: 'noSuchPreference', value: 1 },
      { siteId: 'SoloEU', key: 'enableChat', value: true },
    ]);
  });
  afterAll(() => t.close());

  it('serves the defaults of a site without overrides, cacheable for a minute', async () => {
    const res = await t.app.request(url('?siteId=SoloUS&locale=en-US'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual(DEFAULT_SITE_PREFERENCES.SoloUS);
  });

  it('applies the overrides stored for the site only', async () => {
    const res = await t.app.request(url('?siteId=SoloCA'));
    expect(await res.json()).toEqual({
      ...DEFAULT_SITE_PREFERENCES.SoloCA,
      enableChat: true,
      freeShippingThresholds: { CAD: 99 },
    });
    const log = t.logs.find((l) => l.msg === 'site preference overrides ignored');
    expect(log?.rejected).toEqual(['enableTrackOrder', 'noSuchPreference']);
  });

  it('requires siteId', async () => {
    const res = await t.app.request(url(''));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'siteId: Required' });
  });

  it('refuses an unknown siteId and lists the valid ones', async () => {
    const res = await t.app.request(url('?siteId=SoloMars'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: 'siteId: Unknown site "SoloMars"; valid ids: SoloUS, SoloCA, SoloEU, SoloAUS',
      invalidFields: [{ name: 'siteId', reason: expect.stringContaining('SoloMars') as unknown }],
    });
  });

  it('refuses a malformed locale', async () => {
    const res = await t.app.request(url('?siteId=SoloUS&locale=english'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^locale: /);
  });
});

describe('mergePreferences', () => {
  it('keeps the default type of every preference', () => {
    const { preferences, rejected } = mergePreferences(DEFAULT_SITE_PREFERENCES.SoloUS, [
      { key: 'freeShippingThresholds', value: '50' },
      { key: 'chatConfig', value: '{}' },
    ]);
    expect(preferences.freeShippingThresholds).toEqual(
      DEFAULT_SITE_PREFERENCES.SoloUS.freeShippingThresholds,
    );
    expect(preferences.chatConfig).toBe('{}');
    expect(rejected).toEqual(['freeShippingThresholds']);
  });

  it('overrides the thresholds of the currencies named, keeping the others', () => {
    const { preferences, rejected } = mergePreferences(DEFAULT_SITE_PREFERENCES.SoloEU, [
      { key: 'freeShippingThresholds', value: { SEK: 1000, GBP: 90 } },
    ]);
    expect(rejected).toEqual([]);
    expect(preferences.freeShippingThresholds).toEqual({
      ...DEFAULT_SITE_PREFERENCES.SoloEU.freeShippingThresholds,
      SEK: 1000,
      GBP: 90,
    });
  });

  it('refuses thresholds that are not amounts of known currencies', () => {
    for (const value of [[120], null, { XYZ: 10 }, { SEK: '1000' }, { SEK: -1 }]) {
      const { preferences, rejected } = mergePreferences(DEFAULT_SITE_PREFERENCES.SoloEU, [
        { key: 'freeShippingThresholds', value },
      ]);
      expect(rejected, JSON.stringify(value)).toEqual(['freeShippingThresholds']);
      expect(preferences.freeShippingThresholds).toMatchObject({ EUR: 120, SEK: 1300 });
    }
  });
});
