/**
 * Which `/basket` the page's cart reads (spec 000 §4): a load removes the basket's gift card
 * payments, except on the checkout page, where they were applied and pay the order.
 */

/** The query parameter of a `/basket` read that keeps the gift card payments. */
export const KEEP_GIFT_CARDS_PARAM = 'keepGiftCards';

/** The site-relative path the cart reads from a page at `pathname`. */
export const cartReadPath = (pathname: string): string =>
  /\/checkout\/?$/.test(pathname) ? `/basket?${KEEP_GIFT_CARDS_PARAM}=1` : '/basket';
