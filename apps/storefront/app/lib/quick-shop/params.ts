/**
 * Spec 001 §2 / 000 §2 quick shop: the drawer opens for `quick-shop=open` and
 * `quick-shop-product-id={id}` on the current URL; closing removes both and keeps the rest.
 */
export const QUICK_SHOP_PARAM = 'quick-shop';
export const QUICK_SHOP_OPEN = 'open';
export const QUICK_SHOP_PRODUCT_PARAM = 'quick-shop-product-id';
/**
 * Spec 001 §4 'Update' mode: quick shop edits this basket line (its variant and quantity) instead
 * of adding (the cart's Edit opens it).
 */
export const QUICK_SHOP_ITEM_PARAM = 'quick-shop-item-id';

/** The product quick shop shows for these parameters, or null when it is closed. */
export function quickShopProductId(params: URLSearchParams): string | null {
  if (params.get(QUICK_SHOP_PARAM) !== QUICK_SHOP_OPEN) return null;
  const id = params.get(QUICK_SHOP_PRODUCT_PARAM)?.trim();
  return id ? id : null;
}

/** The basket line an open quick shop edits, or null when it adds. */
export function quickShopItemId(params: URLSearchParams): string | null {
  if (quickShopProductId(params) === null) return null;
  const id = params.get(QUICK_SHOP_ITEM_PARAM)?.trim();
  return id ? id : null;
}

/** The parameters with quick shop closed: its parameters gone, the others kept. */
export function withoutQuickShop(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUICK_SHOP_PARAM);
  next.delete(QUICK_SHOP_PRODUCT_PARAM);
  next.delete(QUICK_SHOP_ITEM_PARAM);
  return next;
}

/**
 * The parameters that open quick shop for a product (for tiles and tests), or for a basket line
 * of it to edit when `itemId` is given.
 */
export function withQuickShop(
  params: URLSearchParams,
  productId: string,
  itemId?: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(QUICK_SHOP_PARAM, QUICK_SHOP_OPEN);
  next.set(QUICK_SHOP_PRODUCT_PARAM, productId);
  if (itemId) next.set(QUICK_SHOP_ITEM_PARAM, itemId);
  else next.delete(QUICK_SHOP_ITEM_PARAM);
  return next;
}
