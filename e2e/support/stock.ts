import { expect, type APIRequestContext } from '@playwright/test';
import { buyAsAnotherShopper } from './orders-api.ts';

/**
 * Stock is the one catalogue state journeys change, and they share one database. A journey that
 * needs a product sold out while it is in the shopper's basket has another shopper buy what is
 * left of a product that journey owns: no other journey shows, adds or buys it, so none sees it
 * go, and the journey reads what is left rather than trusting the seeded figure. Every other
 * journey buys products with stock to spare (tens of units; a whole run buys a handful).
 */
export const SOLD_OUT_BY_ONE_JOURNEY = {
  /** e2e/cart.spec.ts "a line another shopper bought out is offered for removal". */
  mesaFrost: 'mesa-tabletop-fire-pit-frost',
  /** e2e/express.spec.ts "a cart error disables the express buttons". */
  campfireStove: 'campfire-stove',
  /** e2e/notify-me.spec.ts "the back-in-stock email arrives …": sold out, then restocked. */
  campCups: 'camp-cup-set',
} as const;

type OwnedProduct = (typeof SOLD_OUT_BY_ONE_JOURNEY)[keyof typeof SOLD_OUT_BY_ONE_JOURNEY];

const PRODUCTS =
  '/mobify/proxy/api/product/shopper-products/v1/organizations/f_ecom_solo_001/products';

/** What SoloUS can still sell of `productId` (the Shopper Products API's `inventory.ats`). */
export async function availableToSell(
  request: APIRequestContext,
  productId: string,
): Promise<number> {
  const response = await request.get(`${PRODUCTS}/${productId}`, { params: { siteId: 'SoloUS' } });
  expect(response.ok(), `product ${productId}: ${response.status()}`).toBe(true);
  const product = (await response.json()) as { inventory?: { ats?: number } };
  return product.inventory?.ats ?? 0;
}

/** Another shopper buys every unit of `productId` that SoloUS can still sell. */
export async function buyOut(request: APIRequestContext, productId: OwnedProduct): Promise<void> {
  const left = await availableToSell(request, productId);
  expect(left, `${productId} has stock left to buy out`).toBeGreaterThan(0);
  await buyAsAnotherShopper(request, [{ productId, quantity: left }]);
  expect(await availableToSell(request, productId)).toBe(0);
}
