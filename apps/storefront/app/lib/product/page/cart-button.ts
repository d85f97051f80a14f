/**
 * The add-to-cart button of the product page and quick shop (spec 001 §4 "Add-to-cart label",
 * §5 quantity), re-decided in the browser as the shopper changes the quantity or the accessories.
 */
import { addToCartLabel } from '../buttons.ts';
import type { ProductMessage } from '../messages.ts';
import { productPrice, type ProductPrice } from '../price.ts';
import type { CatalogProduct } from '../types.ts';
import type { PdpCart, PriceSource } from './pdp-view.ts';

/** The price of a price source at a quantity (spec 001 §9 price rules, tiers included). */
export const priceAt = (source: PriceSource, quantity = 1): ProductPrice =>
  productPrice(source as CatalogProduct, { quantity });

/**
 * What the quantity picker may still offer (spec 001 §5 "max is the maximum order quantity minus
 * what is already in the basket"): `max` undefined when the page shows no limit; `reached` when
 * the basket already holds the limit (spec 001 §4 "Max quantity reached").
 */
export function remainingLimit(
  cart: Pick<PdpCart, 'max'>,
  inBasket: number,
): { max?: number; reached: boolean } {
  if (cart.max === undefined) return { reached: false };
  const max = Math.max(0, cart.max - Math.max(0, inBasket));
  return { max, reached: inBasket > 0 && max === 0 };
}

/**
 * Units of the page's product the basket already holds: the lines of the one product one unit
 * of the page adds (sets add several products and have no quantity of their own).
 */
export function unitsInBasket(
  lines: ReadonlyArray<{ productId: string; quantity: number }>,
  items: PdpCart['basketItems'],
): number {
  if (items?.length !== 1) return 0;
  const id = items[0]!.productId;
  return lines.reduce((sum, line) => sum + (line.productId === id ? line.quantity : 0), 0);
}

/** The set's price: the sum of its chosen parts at the quantity (spec 001 §4 label). */
const setUnitPrice = (parts: PriceSource[], quantity: number): number =>
  parts.reduce((sum, part) => sum + priceAt(part, quantity).current, 0);

/** The button: its label and whether it may be pressed once baskets exist. */
export interface CartButtonState {
  label: ProductMessage;
  /** Adding would be allowed by the rules (quantity, stock, selection). */
  allowed: boolean;
  /** The button opens notify-me instead (out of stock). */
  notifyMe: boolean;
}

/**
 * Spec 001 §4: Notify Me when out of stock, Update when editing a basket line, otherwise Add to
 * Cart / Add Set to Cart with the quantity (plus accessories) in brackets when above 1 and the
 * price × quantity plus the accessories' prices. Spec 001 §5: allowed only with every option chosen and a quantity from 1
 * to the maximum.
 */
export function cartButton(input: {
  cart: PdpCart;
  quantity: number;
  accessoriesTotal?: number;
  accessoriesCount?: number;
  currency: string;
  localeId: string;
  /** Units of the product the basket already holds (spec 001 §5), the edited line left out. */
  inBasket?: number;
  /** 'update' when the panel edits a basket line (spec 001 §4 'Update'). */
  mode?: 'add' | 'update';
  /** The unit price the line is added at instead of the list's (a subscription's price). */
  unitPrice?: number;
}): CartButtonState {
  const { cart, quantity } = input;
  const limit = remainingLimit(cart, input.inBasket ?? 0);
  // A set is priced by its chosen parts; until every part is chosen the label has no price.
  const unitPrice = cart.isSet
    ? cart.setParts
      ? setUnitPrice(cart.setParts, quantity)
      : undefined
    : cart.priced
      ? (input.unitPrice ?? priceAt(cart.priceSource, quantity).current)
      : undefined;
  const product = { id: cart.priceSource.id, type: cart.isSet ? { set: true } : {} };
  const label = addToCartLabel({
    mode: input.mode ?? 'add',
    product: product,
    quantity: Math.max(1, quantity),
    outOfStock: cart.outOfStock,
    maxReached: limit.reached,
    ...(unitPrice !== undefined ? { unitPrice } : {}),
    ...(input.accessoriesTotal ? { accessoriesTotal: input.accessoriesTotal } : {}),
    ...(input.accessoriesCount ? { accessoriesCount: input.accessoriesCount } : {}),
    currency: input.currency,
    localeId: input.localeId,
  });
  const withinLimits = quantity >= 1 && (limit.max === undefined || quantity <= limit.max);
  return {
    label,
    allowed:
      cart.orderable &&
      !cart.discontinued &&
      !cart.needsSelection &&
      !limit.reached &&
      withinLimits,
    notifyMe: cart.outOfStock && !cart.discontinued,
  };
}

/**
 * Spec 001 §5 quantity on the product page: typed values are whole and not below 0; on blur an
 * empty or negative value resets to the minimum order quantity, and a value above the maximum
 * comes down to it; 0 stays (nothing can be added then).
 */
export function quantityInput(
  raw: string,
  cart: Pick<PdpCart, 'min' | 'max'>,
  blur: boolean,
): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(value) || value < 0) return blur ? cart.min : 0;
  const whole = Math.floor(value);
  if (blur && cart.max !== undefined && whole > cart.max) return Math.max(cart.max, 0);
  return whole;
}

/** One step down or up within the limits (the − and + buttons). */
export function stepQuantity(
  current: number,
  direction: -1 | 1,
  cart: Pick<PdpCart, 'min' | 'max' | 'step'>,
): number {
  const next = current + direction * cart.step;
  const upper = cart.max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(next, cart.min), Math.max(upper, cart.min));
}
