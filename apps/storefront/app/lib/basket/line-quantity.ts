/**
 * Spec 001 §4 quantity change in the cart, as a decision on each value the shopper enters
 * (components/cart/use-line-quantity.ts carries it out).
 */
import type { CartLine } from './cart-view.ts';

/** Spec 001 §4, §9: "Quantity change: debounced by 750 ms". */
export const QUANTITY_DEBOUNCE_MS = 750;

/**
 * `ignore`: not a quantity, or above the maximum (the shown value stays); `remove`: 0 shows 0 and
 * asks to remove; `show`: the line's own quantity is shown again, nothing to send; `write`: shown
 * at once and sent after the debounce.
 */
export type QuantityChange = 'ignore' | 'remove' | 'show' | 'write';

export function quantityChange(
  quantity: number,
  line: Pick<CartLine, 'quantity' | 'max'>,
): QuantityChange {
  if (!Number.isFinite(quantity) || quantity < 0) return 'ignore';
  if (quantity === 0) return 'remove';
  if (quantity > line.max) return 'ignore';
  return quantity === line.quantity ? 'show' : 'write';
}
