import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PREFERENCES } from '@solo/sites';
import { guestAccountLinks, visibleLinks } from './user-links.ts';

const links = [
  { title: 'Track Order', url_custom: '/track-order' },
  { title: 'Help', url_custom: '/help-center' },
  { title: 'Track (query)', url_custom: '/track-order?from=header' },
];

describe('visibleLinks', () => {
  it('keeps Track Order on US and CA', () => {
    expect(visibleLinks(links, DEFAULT_SITE_PREFERENCES.SoloUS)).toHaveLength(3);
    expect(visibleLinks(links, DEFAULT_SITE_PREFERENCES.SoloCA)).toHaveLength(3);
  });

  it('hides Track Order on EU and AUS', () => {
    for (const prefs of [DEFAULT_SITE_PREFERENCES.SoloEU, DEFAULT_SITE_PREFERENCES.SoloAUS]) {
      expect(visibleLinks(links, prefs).map((l) => l.title)).toEqual(['Help']);
    }
  });
});

describe('guestAccountLinks', () => {
  it('lists the guest links in order', () => {
    expect(guestAccountLinks({ enableTrackOrder: true }).map((l) => l.url_custom)).toEqual([
      '/login',
      '/registration',
      '/reset-password',
      '/track-order',
      '/account/wishlist',
    ]);
  });

  it('drops Track an Order when the site disables it', () => {
    expect(guestAccountLinks({ enableTrackOrder: false }).map((l) => l.key)).not.toContain(
      'trackOrder',
    );
  });
});
