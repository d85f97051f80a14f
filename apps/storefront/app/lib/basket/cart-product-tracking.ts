/**
 * The product tracking fields of what the shopper added to the cart, kept in the browser for the
 * purchase event (spec 002 §9 "Tracking storage keys are prefixed cartProduct_"; §3 "Product
 * tracking fields"). An order line knows its id, name, price and quantity; brand, master id,
 * primary category, images and variation values come from what the product page, tile or quick
 * shop knew when the product was added (docs/decisions/cart-product-tracking-storage.md).
 *
 * Local storage, one key per product id, written only with analytics consent; a key goes when
 * its product leaves the cart, when the order is tracked, or when the oldest has to make room.
 */
import { parseConsent } from '../consent.ts';
import { addToCartEvent, pushDataLayer, type ProductTracking } from './analytics.ts';

export const CART_PRODUCT_PREFIX = 'cartProduct_';
/** As many as a basket's lines (the service caps them at 100); the oldest go first. */
export const CART_PRODUCT_MAX = 100;

/** The part of Storage these functions use; localStorage in the browser. */
export interface TrackingStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored {
  tracking: ProductTracking;
  /** When it was added (ms), to drop the oldest first. */
  at: number;
}

const keyOf = (productId: string) => `${CART_PRODUCT_PREFIX}${productId}`;

function read(storage: TrackingStorage, key: string): Stored | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Stored> | null;
    const tracking = parsed?.tracking;
    if (!tracking || typeof tracking.id !== 'string' || typeof tracking.name !== 'string')
      return null;
    return { tracking, at: typeof parsed.at === 'number' ? parsed.at : 0 };
  } catch {
    return null;
  }
}

function storedKeys(storage: TrackingStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CART_PRODUCT_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Local storage when analytics is consented to (docs/decisions/consent.md: tracking is opt-in);
 * without consent, anything kept from before is removed and null comes back.
 */
export function trackingStorage(): TrackingStorage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = window.localStorage;
    if (parseConsent(document.cookie).analytics) return storage;
    forgetCartProducts(storage);
    return null;
  } catch {
    return null;
  }
}

/** Keeps the tracking fields of added products, dropping the oldest beyond the bound. */
export function rememberCartProducts(
  storage: TrackingStorage,
  products: readonly ProductTracking[],
  now = Date.now(),
): void {
  try {
    for (const tracking of products) {
      storage.setItem(keyOf(tracking.id), JSON.stringify({ tracking, at: now } satisfies Stored));
    }
    const keys = storedKeys(storage);
    if (keys.length <= CART_PRODUCT_MAX) return;
    keys
      .map((key) => ({ key, at: read(storage, key)?.at ?? 0 }))
      .sort((a, b) => a.at - b.at)
      .slice(0, keys.length - CART_PRODUCT_MAX)
      .forEach(({ key }) => storage.removeItem(key));
  } catch {
    // Storage full or refused: the purchase event then carries the order's own fields.
  }
}

/** The tracking fields kept for a product, if any. */
export function cartProduct(storage: TrackingStorage, productId: string): ProductTracking | null {
  return read(storage, keyOf(productId))?.tracking ?? null;
}

/**
 * Removes the kept products not in `keep` (the cart's product ids after a write); without
 * `keep`, all of them.
 */
export function forgetCartProducts(storage: TrackingStorage, keep?: readonly string[]): void {
  const kept = new Set((keep ?? []).map(keyOf));
  try {
    for (const key of storedKeys(storage)) if (!kept.has(key)) storage.removeItem(key);
  } catch {
    // Nothing to do: the bound still holds.
  }
}

/** Removes the kept products of these ids (an order's lines, once tracked). */
export function forgetProducts(storage: TrackingStorage, productIds: readonly string[]): void {
  try {
    for (const id of productIds) storage.removeItem(keyOf(id));
  } catch {
    // As above.
  }
}

/**
 * After a successful add: the add-to-cart event, and the products' tracking fields kept under
 * `cartProduct_` keys for the purchase event (spec 002 §9; only with analytics consent).
 */
export function trackAddToCart(
  products: Array<{ tracking: ProductTracking; quantity: number }>,
  target: { dataLayer?: unknown[] } = window as never,
  storage = trackingStorage(),
) {
  pushDataLayer(addToCartEvent(products), target);
  if (storage)
    rememberCartProducts(
      storage,
      products.map(({ tracking }) => tracking),
    );
}
