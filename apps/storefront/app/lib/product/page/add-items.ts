/**
 * The shape of what the product page puts into the basket, shared by Add to Cart and the express
 * buttons' add (spec 002 §5 "PayPal add-to-cart options are sent as pairs of option id and
 * selected value id. Bundle products send each child pid and quantity"), in the Shopper Baskets
 * terms the `/basket` add and the commerce service accept: `optionItems` of `{optionId,
 * optionValueId}` and a bundle's `bundledProductItems` of `{productId, quantity}`.
 */
import type { CatalogProduct } from '../types.ts';

export interface OptionItem {
  optionId: string;
  optionValueId: string;
}

/** One bundled product: its id and its units in one bundle. */
export interface BundledItem {
  productId: string;
  quantity: number;
}

export interface PdpBasketItem {
  productId: string;
  quantity: number;
  optionItems?: OptionItem[];
  bundledProductItems?: BundledItem[];
}

/**
 * The chosen option values (option id → value id) as pairs, in the product's option order; a
 * choice of an option or value the product does not offer is left out (the service would refuse
 * the whole add for it).
 */
export function optionItemsOf(
  product: Pick<CatalogProduct, 'options'>,
  chosen: Readonly<Record<string, string>>,
): OptionItem[] {
  return (product.options ?? []).flatMap((option) => {
    const valueId = chosen[option.id];
    if (!valueId || !(option.values ?? []).some((value) => value.id === valueId)) return [];
    return [{ optionId: option.id, optionValueId: valueId }];
  });
}

/** A bundle's children: each child's product id and units per bundle. */
export function bundledItemsOf(product: Pick<CatalogProduct, 'bundledProducts'>): BundledItem[] {
  return (product.bundledProducts ?? []).map((b) => ({
    productId: b.product.id,
    quantity: b.quantity ?? 1,
  }));
}

/**
 * What `quantity` units of the page add: each item's quantity times `quantity`; a bundle's
 * children keep their units per bundle (the bundle's quantity multiplies them).
 */
export function itemsAt(items: readonly PdpBasketItem[], quantity: number): PdpBasketItem[] {
  return items.map((item) => ({ ...item, quantity: item.quantity * quantity }));
}
