/**
 * Quantity rules of the product page (spec 001 §5 "Quantity (product page)"), cart lines
 * (§5 "Quantity (cart)") and where the field is hidden (§6).
 */
import { isMaster, isSet } from './price.ts';
import { availableToSell, isDiscontinued, isOutOfStock } from './stock.ts';
import type { CatalogProduct, VariationSelection } from './types.ts';
import { findVariant, isSelectionComplete } from './variants.ts';

/** Spec 001 §5 "default 1": quantity, minimum and step when the product names none. */
export const DEFAULT_QUANTITY = 1;

/** The minimum order quantity, 1 when the product names none. */
export const minOrderQuantity = (product: CatalogProduct): number =>
  typeof product.minOrderQuantity === 'number' && product.minOrderQuantity > 0
    ? product.minOrderQuantity
    : DEFAULT_QUANTITY;

/** Spec 001 §5: the product page quantity is "not below 0" (whole units). */
export const clampQuantity = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

const parse = (raw: string | number | null | undefined): number =>
  typeof raw === 'number' ? raw : raw == null || raw.trim() === '' ? Number.NaN : Number(raw);

/** Spec 001 §5: "on blur an empty or negative value resets to the minimum order quantity". */
export function quantityOnBlur(
  raw: string | number | null | undefined,
  product: CatalogProduct,
): number {
  const value = parse(raw);
  return Number.isNaN(value) || value < 0 ? minOrderQuantity(product) : clampQuantity(value);
}

/**
 * Spec 001 §5: "max is the maximum order quantity minus what is already in the basket". The
 * maximum order quantity is c_maximumPurchaseQuantity and never more than can be sold (so an
 * item with 3 left allows 3 even when 5 per order are allowed). Undefined when neither is known.
 */
export function maxOrderQuantity(product: CatalogProduct, inBasket = 0): number | undefined {
  const limits = [product.c_maximumPurchaseQuantity, availableToSell(product)].filter(
    (n): n is number => typeof n === 'number' && n >= 0,
  );
  if (!limits.length) return undefined;
  return Math.max(0, Math.min(...limits) - Math.max(0, inBasket));
}

/** Spec 001 §4 "Max quantity reached": the basket already holds all that may be ordered. */
export const isMaxQuantityReached = (product: CatalogProduct, inBasket: number): boolean =>
  inBasket > 0 && maxOrderQuantity(product, inBasket) === 0;

/** Spec 001 §5: "A bundle's child quantity is parent quantity times the child's quantity." */
export const bundleChildQuantity = (parentQuantity: number, childQuantity: number): number =>
  parentQuantity * childQuantity;

/**
 * Spec 001 §5: "Orderable means not loading, orderable, quantity above 0, at most stock, and
 * not discontinued." A master is orderable only through a fully chosen, orderable variant.
 */
export function isOrderable(input: {
  product: CatalogProduct;
  quantity: number;
  loading?: boolean;
  selection?: VariationSelection;
}): boolean {
  const { product, quantity, selection = {} } = input;
  if (input.loading === true || quantity <= 0 || isDiscontinued(product)) return false;
  if (isMaster(product)) {
    if (!isSelectionComplete(product, selection)) return false;
    if (!findVariant(product, selection)?.orderable) return false;
  }
  if (isOutOfStock(product, selection)) return false;
  const available = availableToSell(product);
  return available === undefined || quantity <= available;
}

/** Spec 001 §5 "Quantity (cart)": the limits of a cart line's quantity control. */
export function cartQuantityRules(product: CatalogProduct): {
  min: number;
  max?: number;
  step: number;
} {
  const stock = product.inventory?.stockLevel;
  const max = product.c_maximumPurchaseQuantity ?? stock;
  const step =
    typeof product.stepQuantity === 'number' && product.stepQuantity > 0
      ? product.stepQuantity
      : DEFAULT_QUANTITY;
  return {
    // "min is the minimum order quantity, or 0 when no stock, default 1"
    min: stock === 0 ? 0 : minOrderQuantity(product),
    ...(typeof max === 'number' ? { max } : {}),
    step,
  };
}

/** Spec 001 §5 "Quantity (cart)": "blank or negative on blur resets to 1". */
export function cartQuantityOnBlur(raw: string | number | null | undefined): number {
  const value = parse(raw);
  return Number.isNaN(value) || value < 0 ? DEFAULT_QUANTITY : clampQuantity(value);
}

/**
 * Spec 001 §6: "Quantity field hidden for gift cards, sets, some categories (c_hideQtyField),
 * and by product flag c_hideQtySelectorOnPDP." The category is the page's (or the product's
 * primary category from c_categories when none is given).
 */
export function hidesQuantity(
  product: CatalogProduct,
  category?: { c_hideQtyField?: boolean },
): boolean {
  return (
    product.c_isEgiftCard === true ||
    isSet(product) ||
    product.c_hideQtySelectorOnPDP === true ||
    category?.c_hideQtyField === true ||
    (product.c_categories ?? []).some((c) => c.c_hideQtyField === true)
  );
}
