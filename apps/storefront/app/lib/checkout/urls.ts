/** The checkout's links, kept under the prefix the shopper used (spec 000 §2). */
import { resolvePath } from '@solo/sites';
import type { FailureUrls } from './order-errors.ts';

/** Paths under the request's own prefix ("/eu/de/checkout" → "/eu/de/cart"; "/checkout" → "/cart"). */
export function checkoutUrls(
  url: URL,
): FailureUrls & { checkout: string; confirmation: (orderNo: string) => string } {
  const { rest } = resolvePath(url.pathname);
  const pathname = url.pathname.replace(/\/+$/, '');
  const prefix = pathname.slice(0, pathname.length - rest.replace(/\/+$/, '').length);
  const path = (to: string) => `${prefix}${to}`;
  return {
    cart: path('/cart'),
    shipping: `${path('/checkout')}#shipping`,
    checkout: path('/checkout'),
    confirmation: (orderNo) => path(`/checkout/confirmation/${encodeURIComponent(orderNo)}`),
  };
}
