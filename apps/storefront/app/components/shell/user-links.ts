import type { SitePreferences } from '@solo/sites';

/** Spec 000 §2: the order-tracking page; its links are hidden where the site disables it. */
export const TRACK_ORDER_PATH = '/track-order';

/** Path of a site-relative url without query or hash ("/track-order?x#y" → "/track-order"). */
function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') || '/';
}

/**
 * Whether the shopper may see a link to `url` on this site: Track Order links are hidden when the
 * site preference enableTrackOrder is off (EU and Australia, spec 000 §2, §6).
 */
export function isLinkVisible(
  url: string,
  preferences: Pick<SitePreferences, 'enableTrackOrder'>,
): boolean {
  return preferences.enableTrackOrder || pathOf(url) !== TRACK_ORDER_PATH;
}

/** The links of `links` the shopper may see on this site (see isLinkVisible). */
export function visibleLinks<T extends { url_custom: string }>(
  links: readonly T[],
  preferences: Pick<SitePreferences, 'enableTrackOrder'>,
): T[] {
  return links.filter((link) => isLinkVisible(link.url_custom, preferences));
}

export type GuestAccountLink =
  'signIn' | 'createAccount' | 'forgotPassword' | 'trackOrder' | 'savedItems';

/** Spec 000 §2, §6: what a guest sees in the account drawer, in order. */
export function guestAccountLinks(
  preferences: Pick<SitePreferences, 'enableTrackOrder'>,
): Array<{ key: GuestAccountLink; url_custom: string }> {
  return visibleLinks(
    [
      { key: 'signIn', url_custom: '/login' },
      { key: 'createAccount', url_custom: '/registration' },
      { key: 'forgotPassword', url_custom: '/reset-password' },
      { key: 'trackOrder', url_custom: TRACK_ORDER_PATH },
      { key: 'savedItems', url_custom: '/account/wishlist' },
    ],
    preferences,
  );
}
