/**
 * Tile buttons (spec 001 §2 "Button") and the product page's add-to-cart label (spec 001 §4
 * "Add-to-cart label"), as message ids and values for the UI to translate.
 */
import { formatMoney } from '../format/money.ts';
import { productMessage, type ProductMessage } from './messages.ts';
import { isBundle, isMaster, isSet, productPrice, showsPrice } from './price.ts';
import { isDiscontinued, isOutOfStock } from './stock.ts';
import type { CatalogProduct, VariationSelection } from './types.ts';

/** What a tile offers. */
export type TileAction =
  'addToCart' | 'addSetToCart' | 'viewFullDetails' | 'quickShop' | 'notifyMe' | 'none';

/** A part that needs a variation choice: a master, or a product listing variants. */
const hasVariants = (p: CatalogProduct): boolean =>
  isMaster(p) || (p.variants?.length ?? 0) > 0 || (p.c_variants?.length ?? 0) > 0;

/**
 * Spec 001 §2 tile button, in the spec's order: a set whose parts have no variants → Add Set to
 * Cart; a set with variants → View Full Details; a master → quick shop; out of stock → Notify
 * Me; otherwise Add to Cart. A discontinued product has no add button ('none'). Two additions:
 * an e-gift card needs its amount and recipient form, so its tile links to the page; a bundle
 * with a part still to choose opens quick shop, which asks for every child (spec 001 §4).
 */
export function tileAction(product: CatalogProduct, selection?: VariationSelection): TileAction {
  if (isDiscontinued(product)) return 'none';
  if (isSet(product)) {
    return (product.setProducts ?? []).some(hasVariants) ? 'viewFullDetails' : 'addSetToCart';
  }
  if (isMaster(product)) return 'quickShop';
  if (product.c_isEgiftCard === true) return 'viewFullDetails';
  if (isOutOfStock(product, selection)) return 'notifyMe';
  if (isBundle(product) && (product.bundledProducts ?? []).some((b) => isMaster(b.product))) {
    return 'quickShop';
  }
  return 'addToCart';
}

/** The message of a tile action's button or link (none for 'none'). */
export function tileActionMessage(action: TileAction): ProductMessage | null {
  return action === 'none' ? null : productMessage(action);
}

/** Spec 001 §4: "Accessories are shown only if in stock and not discontinued or master". */
export function eligibleAccessories(products: CatalogProduct[]): CatalogProduct[] {
  return products.filter((p) => !isOutOfStock(p) && !isDiscontinued(p) && !isMaster(p));
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The count and summed price of the chosen accessories, for the add-to-cart label. */
export function accessoriesTotal(products: CatalogProduct[]): { count: number; total: number } {
  return {
    count: products.length,
    total: cents(products.reduce((sum, p) => sum + productPrice(p).current, 0)),
  };
}

/** What the add-to-cart label depends on. */
export interface AddToCartLabelInput {
  mode: 'add' | 'update';
  product: CatalogProduct;
  quantity: number;
  accessoriesTotal?: number;
  accessoriesCount?: number;
  maxReached?: boolean;
  /** Out of stock; computed from the product and selection when not given. */
  outOfStock?: boolean;
  selection?: VariationSelection;
  /** The unit price to show, when the page knows better (the chosen variant's price). */
  unitPrice?: number;
  /** Currency and locale to write the price; without them the label has no price. */
  currency?: string;
  localeId?: string;
}

/** A set adds one of each part: its price is the sum of its parts' prices. */
function unitPriceOf(input: AddToCartLabelInput): number | undefined {
  if (input.unitPrice !== undefined) return input.unitPrice;
  const { product, quantity } = input;
  if (isSet(product)) {
    const parts = product.setProducts ?? [];
    if (!parts.length || parts.some((p) => hasVariants(p) || !showsPrice(p))) return undefined;
    return parts.reduce((sum, p) => sum + productPrice(p).current, 0);
  }
  return showsPrice(product) ? productPrice(product, { quantity }).current : undefined;
}

/**
 * Spec 001 §4 add-to-cart label: Notify Me when out of stock, Max quantity reached, Update when
 * editing a basket line, Add Set to Cart for a set, otherwise Add to Cart. The add labels carry
 * the price: unit price × quantity plus the accessories' prices, as "Add to Cart - $459.98"; when
 * the quantity plus the accessories count is above 1 it shows in brackets first:
 * "Add to Cart (3) - $519.97". Without a known price the label is the bare text.
 */
export function addToCartLabel(input: AddToCartLabelInput): ProductMessage {
  const { product, quantity } = input;
  if (input.outOfStock ?? isOutOfStock(product, input.selection)) {
    return productMessage('notifyMe');
  }
  if (input.maxReached === true) return productMessage('maxReached');
  if (input.mode === 'update') return productMessage('update');
  const set = isSet(product);
  const unit = unitPriceOf(input);
  if (unit === undefined || !input.currency || !input.localeId) {
    return productMessage(set ? 'addSetToCart' : 'addToCart');
  }
  const total = cents(unit * quantity + (input.accessoriesTotal ?? 0));
  const price = formatMoney(total, input.currency, input.localeId);
  if (set) return productMessage('addSetToCartTotal', { price });
  const count = quantity + (input.accessoriesCount ?? 0);
  return count > 1
    ? productMessage('addToCartCountTotal', { count, price })
    : productMessage('addToCartTotal', { price });
}
