/**
 * Spec 001 §2 / 000 §2 quick shop: the drawer opens for `quick-shop=open` and
 * `quick-shop-product-id={id}` on the current URL; closing removes both and keeps the rest.
 */
export const QUICK_SHOP_PARAM = 'quick-shop';
export const QUICK_SHOP_OPEN = 'open';
export const QUICK_SHOP_PRODUCT_PARAM = 'quick-shop-product-id';

/** The product quick shop shows for these parameters, or null when it is closed. */
export function quickShopProductId(params: URLSearchParams): string | null {
  if (params.get(QUICK_SHOP_PARAM) !== QUICK_SHOP_OPEN) return null;
  const id = params.get(QUICK_SHOP_PRODUCT_PARAM)?.trim();
  return id ? id : null;
}

/** The parameters with quick shop closed: both of its parameters gone, the others kept. */
export function withoutQuickShop(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUICK_SHOP_PARAM);
  next.delete(QUICK_SHOP_PRODUCT_PARAM);
  return next;
}

/** The parameters that open quick shop for a product (for tiles and tests). */
export function withQuickShop(params: URLSearchParams, productId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(QUICK_SHOP_PARAM, QUICK_SHOP_OPEN);
  next.set(QUICK_SHOP_PRODUCT_PARAM, productId);
  return next;
}
