/**
 * The amount on the Amazon Pay button (spec 002 §4 Amazon Pay: "Button amounts refresh on cart
 * update, shipping method selection and after add to cart"): the estimated order amount of
 * `GET {prefix}/express?amount`, read again whenever what it is estimated from changes.
 */
import type { CartView } from '../basket/cart-view.ts';
import type { ExpressTotals } from './actions.ts';

/**
 * What the estimate depends on: the basket, its lines and quantities (an add, a cart update),
 * its shipping and its totals (a shipping method chosen, a coupon). The amount is read again when
 * this changes; null without a basket (nothing to estimate).
 */
export function amazonRefreshKey(cart: CartView | null): string | null {
  if (!cart?.basketId || cart.count === 0) return null;
  return JSON.stringify([
    cart.basketId,
    cart.currency,
    cart.lines.map((line) => [line.itemId, line.productId, line.quantity]),
    cart.giftCards.map((card) => [card.giftCertificateItemId, card.amount]),
    cart.coupons.map((coupon) => coupon.code),
    cart.shippingTotal ?? null,
    cart.taxTotal ?? null,
    cart.estimatedTotal,
  ]);
}

/** The amount to show: a positive estimate in a currency; nothing otherwise. */
export function shownAmazonAmount(answer: unknown): ExpressTotals | null {
  if (!answer || typeof answer !== 'object') return null;
  const { amount, currency } = answer as Partial<ExpressTotals>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  if (typeof currency !== 'string' || !currency) return null;
  return { amount, currency };
}
