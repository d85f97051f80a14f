/**
 * The add-to-cart event of the tag-manager layer (spec 002 §3 "Product tracking fields": id,
 * name, brand, price, currency, master id, primary category, image groups, variation values,
 * quantity; spec 001 §7 "Analytics events fire on add to cart"). The spec does not name the
 * event; it is `add_to_cart` (docs/decisions.md "Add-to-cart analytics event").
 */
export const ADD_TO_CART_EVENT = 'add_to_cart';

/** What a product page, quick shop or tile knows of the product for tracking. */
export interface ProductTracking {
  id: string;
  name: string;
  brand?: string;
  price?: number;
  currency: string;
  masterId?: string;
  primaryCategoryId?: string;
  imageGroups?: Array<{ viewType: string; images: string[] }>;
  variationValues?: Record<string, string>;
}

export interface AddToCartEvent {
  event: typeof ADD_TO_CART_EVENT;
  products: Array<ProductTracking & { quantity: number }>;
}

export function addToCartEvent(
  products: Array<{ tracking: ProductTracking; quantity: number }>,
): AddToCartEvent {
  return {
    event: ADD_TO_CART_EVENT,
    products: products.map(({ tracking, quantity }) => ({ ...tracking, quantity })),
  };
}

/** Pushes onto `window.dataLayer`, creating it when no tag manager has yet. */
export function pushDataLayer(event: object, target: { dataLayer?: unknown[] } = window as never) {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
