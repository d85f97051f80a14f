/**
 * The purchase event of the tag-manager layer (spec 002 §3 "Purchase tracking event": orderNo,
 * taxTotal, shippingTotal, orderTotal, currency, customer email, email subscription flag,
 * shipping address), pushed once per order from the confirmation page. The spec names no event;
 * it is `purchase` (docs/decisions.md "Purchase tracking event"). Its lines carry the product
 * tracking fields (§3, §9): the order's own, completed by those kept when the product was added
 * (`cartProduct_` keys, docs/decisions/cart-product-tracking-storage.md).
 */
import type { ProductTracking } from '../basket/analytics.ts';
import type { OrderView } from './order-view.ts';

export const PURCHASE_EVENT = 'purchase';

/**
 * Spec 002 §9: tracking storage keys are prefixed gtmProductData. This one holds the order
 * numbers already tracked in this browser, so a reload of the confirmation pushes nothing.
 */
export const TRACKED_ORDERS_KEY = 'gtmProductData_purchases';
/** Only recent orders need remembering: a reload happens soon after placing. */
export const TRACKED_ORDERS_MAX = 20;

export interface PurchaseEvent {
  event: typeof PURCHASE_EVENT;
  orderNo: string;
  taxTotal: number;
  shippingTotal: number;
  orderTotal: number;
  currency: string;
  email: string;
  emailSubscribed: boolean;
  shippingAddress: {
    firstName?: string;
    lastName?: string;
    address1?: string;
    address2?: string;
    city?: string;
    stateCode?: string;
    postalCode?: string;
    countryCode?: string;
  } | null;
  /** Spec 002 §3 product tracking fields of each line; the order's price is the unit price. */
  products: Array<ProductTracking & { price: number; quantity: number }>;
}

export interface PurchaseData {
  view: OrderView;
  emailSubscribed: boolean;
  shippingAddress: PurchaseEvent['shippingAddress'];
}

export function purchaseEvent({ view, emailSubscribed, shippingAddress }: PurchaseData) {
  const event: PurchaseEvent = {
    event: PURCHASE_EVENT,
    orderNo: view.orderNo,
    taxTotal: view.taxTotal ?? 0,
    shippingTotal: view.shippingTotal ?? 0,
    orderTotal: view.orderTotal,
    currency: view.currency,
    email: view.email,
    emailSubscribed,
    shippingAddress,
    products: view.lines.map((line) => ({
      id: line.productId,
      name: line.name,
      // The unit price: the line's price over its quantity.
      price: line.quantity > 0 ? Math.round((line.price / line.quantity) * 100) / 100 : line.price,
      currency: view.currency,
      quantity: line.quantity,
    })),
  };
  return event;
}

/**
 * The event with each line completed by the tracking fields kept when its product was added
 * (brand, master id, primary category, images, variation values): the order's id, name, price,
 * currency and quantity stand, being what was bought.
 */
export function withCartProducts(
  event: PurchaseEvent,
  kept: (productId: string) => ProductTracking | null,
): PurchaseEvent {
  return {
    ...event,
    products: event.products.map((line) => {
      const tracking = kept(line.id);
      if (!tracking) return line;
      const { brand, masterId, primaryCategoryId, imageGroups, variationValues } = tracking;
      return {
        ...line,
        ...(line.brand === undefined && brand !== undefined ? { brand } : {}),
        ...(line.masterId === undefined && masterId !== undefined ? { masterId } : {}),
        ...(line.primaryCategoryId === undefined && primaryCategoryId !== undefined
          ? { primaryCategoryId }
          : {}),
        ...(line.imageGroups === undefined && imageGroups !== undefined ? { imageGroups } : {}),
        ...(line.variationValues === undefined && variationValues !== undefined
          ? { variationValues }
          : {}),
      };
    }),
  };
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function trackedOrders(storage: StorageLike): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKED_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Pushes the event unless this browser has tracked the order already; answers whether it did.
 * Storage that fails (private mode, quota) still lets the event go once per page view.
 */
export function pushPurchaseOnce(
  event: PurchaseEvent,
  target: { dataLayer?: unknown[] },
  storage: StorageLike | null,
): boolean {
  let tracked: string[] = [];
  try {
    if (storage) tracked = trackedOrders(storage);
  } catch {
    tracked = [];
  }
  if (tracked.includes(event.orderNo)) return false;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
  try {
    storage?.setItem(
      TRACKED_ORDERS_KEY,
      JSON.stringify([...tracked, event.orderNo].slice(-TRACKED_ORDERS_MAX)),
    );
  } catch {
    // Not remembered: a reload may push it again, which beats never pushing it.
  }
  return true;
}
