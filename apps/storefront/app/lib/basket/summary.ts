/**
 * The order summary's lines and the free-shipping message (spec 001 §9), as message keys and
 * amounts for the mini cart and the cart page.
 */
import type { CartView } from './cart-view.ts';

export type TaxLabel = 'taxVat' | 'taxGst' | 'taxEstimated' | 'taxSales';

/** Spec 001 §9: "VAT for EU, GST for AUS, Estimated Tax for CA, Estimated Sales Tax otherwise". */
export function taxLabel(siteId: string): TaxLabel {
  if (siteId === 'SoloEU') return 'taxVat';
  if (siteId === 'SoloAUS') return 'taxGst';
  if (siteId === 'SoloCA') return 'taxEstimated';
  return 'taxSales';
}

export type SummaryValue =
  | { kind: 'amount'; amount: number }
  | { kind: 'text'; key: 'shippingFree' | 'shippingInCheckout' | 'taxIncluded' | 'taxInCheckout' };

/** The threshold of free shipping: the basket's, else the site preference (major units). */
const thresholdOf = (cart: CartView, siteThreshold: number | undefined) =>
  cart.freeShippingThreshold ?? siteThreshold;

const approachSuccess = (cart: CartView): boolean => {
  const applied = cart.approach?.appliedShippingApproach as { successStatus?: unknown } | undefined;
  return applied?.successStatus === true;
};

/**
 * Spec 001 §9 shipping line: Free when a shipping approach reports success or the product
 * subtotal reaches the threshold; the amount when shipping is above 0; otherwise 'calculated in
 * Checkout' (SoloEU not in EUR, or no shipments). In checkout itself (`inCheckout`) a SoloEU
 * basket outside EUR follows the same rules as any other: its shipping is being calculated there.
 */
export function shippingLine(
  cart: CartView,
  site: { id: string; freeShippingThreshold?: number },
  { inCheckout = false }: { inCheckout?: boolean } = {},
): SummaryValue {
  const threshold = thresholdOf(cart, site.freeShippingThreshold);
  const euNotEur = site.id === 'SoloEU' && cart.currency !== 'EUR' && !inCheckout;
  if (!euNotEur) {
    if (approachSuccess(cart)) return { kind: 'text', key: 'shippingFree' };
    if (threshold !== undefined && threshold > 0 && cart.productSubTotal >= threshold) {
      return { kind: 'text', key: 'shippingFree' };
    }
    if ((cart.shippingTotal ?? 0) > 0) return { kind: 'amount', amount: cart.shippingTotal! };
  }
  return { kind: 'text', key: 'shippingInCheckout' };
}

/** Spec 001 §9 tax line: 'Included in price' for SoloEU and SoloAUS, else the amount or 'calculated in checkout'. */
export function taxLine(cart: Pick<CartView, 'taxTotal'>, siteId: string): SummaryValue {
  if (siteId === 'SoloEU' || siteId === 'SoloAUS') return { kind: 'text', key: 'taxIncluded' };
  if (typeof cart.taxTotal === 'number') return { kind: 'amount', amount: cart.taxTotal };
  return { kind: 'text', key: 'taxInCheckout' };
}

export type FreeShippingMessage =
  { kind: 'more'; amount: number } | { kind: 'approach'; text: string } | { kind: 'got' };

/**
 * Spec 001 §9 free-shipping message: if the threshold minus the subtotal (gift certificates
 * excluded) is positive, 'Add {amount} more for free shipping'; else the approach message or
 * 'You got free shipping'. None without a threshold or an empty cart.
 */
export function freeShippingMessage(
  cart: CartView,
  siteThreshold: number | undefined,
): FreeShippingMessage | null {
  const threshold = thresholdOf(cart, siteThreshold);
  if (threshold === undefined || threshold <= 0 || cart.count === 0) return null;
  const missing = Math.round((threshold - cart.productSubTotal) * 100) / 100;
  if (missing > 0) return { kind: 'more', amount: missing };
  const applied = cart.approach?.appliedShippingApproach as
    { message?: unknown; messages?: unknown } | null | undefined;
  const text: unknown = Array.isArray(applied?.messages)
    ? (applied.messages as unknown[])[0]
    : applied?.message;
  if (typeof text === 'string' && text) return { kind: 'approach', text };
  return { kind: 'got' };
}

/**
 * Spec 001 §2, §9 buy-more-save-more box: the current order approach's message, with a bar whose
 * maximum is the goal price, or the shipping approach's buy amount. Null without an approach.
 */
export function buyMoreSaveMore(
  cart: CartView,
): { message: string; max: number; value: number } | null {
  const order = cart.approach?.currentOrderApproach as
    { currentApproachMessage?: unknown; goalPrice?: unknown } | null | undefined;
  const shipping = cart.approach?.currentShippingApproach as
    { buyAmount?: unknown } | null | undefined;
  if (!order || typeof order.currentApproachMessage !== 'string') return null;
  const max =
    typeof order.goalPrice === 'number'
      ? order.goalPrice
      : typeof shipping?.buyAmount === 'number'
        ? shipping.buyAmount
        : null;
  if (max === null || max <= 0) return null;
  return {
    message: order.currentApproachMessage,
    max,
    value: Math.min(cart.productSubTotal, max),
  };
}

/**
 * Spec 001 §2: the mini cart shows no shipping information when the basket has only gift
 * certificates, or on the EU site when the currency is not EUR.
 */
export const showsShippingInfo = (cart: CartView, siteId: string): boolean =>
  cart.lines.length > 0 && !(siteId === 'SoloEU' && cart.currency !== 'EUR');
