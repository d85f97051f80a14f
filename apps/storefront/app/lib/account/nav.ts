/**
 * The account navigation (spec 000 §2, spec 002 §2), in the spec's order. Paths are relative to
 * /account. No link may lead to a 404 (issue 18).
 */
export type AccountNavKey =
  | 'navHome'
  | 'navOrders'
  | 'navSubscriptions'
  | 'navWishlist'
  | 'navProfile'
  | 'navAddresses'
  | 'navPayments'
  | 'navPreferences';

export interface AccountNavItem {
  key: AccountNavKey;
  /** Below /account: '' is Account Home. */
  path: string;
}

export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { key: 'navHome', path: '' },
  { key: 'navOrders', path: '/orders' },
  { key: 'navSubscriptions', path: '/subscriptions' },
  { key: 'navWishlist', path: '/wishlist' },
  { key: 'navProfile', path: '/profile' },
  { key: 'navAddresses', path: '/addresses' },
  { key: 'navPayments', path: '/payments' },
  { key: 'navPreferences', path: '/preferences' },
];

/** The site-relative path of an account page ("/account/profile"). */
export const accountPath = (path: string): string => `/account${path}`;
