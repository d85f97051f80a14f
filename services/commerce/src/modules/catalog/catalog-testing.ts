import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

/** The catalog's availability and price lookups, which the inventory and pricing tests check. */
export { productAvailability, productPricing } from './lookups.ts';

/** Path of the Shopper Products API of the test organization. */
export const PRODUCTS_API =
  '/mobify/proxy/api/product/shopper-products/v1/organizations/f_ecom_solo_001';

export type Product = ShopperProductsTypes.Product;

/** GET a Shopper Products path of `app`; the body parsed as T. */
export async function getJson<T = Product>(
  app: Hono<AppEnv>,
  path: string,
): Promise<{ status: number; headers: Headers; body: T }> {
  const res = await app.request(`${PRODUCTS_API}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
