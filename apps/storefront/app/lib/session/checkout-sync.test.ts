import { describe, expect, it, vi } from 'vitest';
import { findLocale, findSite } from '@solo/sites';
import { geolocaleCookieToSet, sessionBridgeUrl, syncSession } from './checkout-sync.ts';

const us = findSite('SoloUS')!;

describe('geo-locale cookie before checkout (spec 000 §4)', () => {
  it('is set only when missing, to {siteAlias}/{localeAlias}', () => {
    const line = geolocaleCookieToSet('a=1; b=2', us, findLocale(us, 'es-US')!);
    expect(line).toBe('_ss_geolocale=us/es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(geolocaleCookieToSet('a=1; _ss_geolocale=ca/fr', us, findLocale(us, 'en-US')!)).toBe(
      null,
    );
  });
});

describe('session sync before checkout (spec 000 §7, §8)', () => {
  it('posts the sync variant with credentials to the site bridge', async () => {
    const post = vi.fn().mockResolvedValue({ ok: true, status: 204, statusText: 'No Content' });
    expect(await syncSession('SoloCA', post)).toEqual({ ok: true });
    expect(post).toHaveBeenCalledWith('/mobify/proxy/ocapi/s/SoloCA/dw/shop/v22_8/sessions', {
      method: 'POST',
      credentials: 'include',
    });
    expect(sessionBridgeUrl('SoloEU')).toBe('/mobify/proxy/ocapi/s/SoloEU/dw/shop/v22_8/sessions');
  });

  it('tells a refused sync (its status text, or code) from a network failure', async () => {
    const refused = vi
      .fn()
      .mockResolvedValue({ ok: false, status: 503, statusText: 'Service Unavailable' });
    expect(await syncSession('SoloUS', refused)).toEqual({
      ok: false,
      failure: { kind: 'status', statusText: 'Service Unavailable' },
    });
    const bare = vi.fn().mockResolvedValue({ ok: false, status: 502, statusText: '' });
    expect(await syncSession('SoloUS', bare)).toEqual({
      ok: false,
      failure: { kind: 'status', statusText: '502' },
    });
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await syncSession('SoloUS', offline)).toEqual({
      ok: false,
      failure: { kind: 'network' },
    });
  });
});
