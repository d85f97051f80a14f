/**
 * Price rules of the tile, product page and quick shop (spec 001 §9 "Price rules") and the
 * discount badge (spec 000 §9). Amounts are the wire's decimal numbers in the product currency.
 */
import type { CatalogProduct } from './types.ts';

/** A price tier: the unit price from a quantity on. */
export interface PriceTier {
  quantity: number;
  price: number;
}

/** What a price display needs. */
export interface ProductPrice {
  /** The price to show (per unit at the chosen quantity). 0 when `priced` is false. */
  current: number;
  /** The top of a range, present when `isRange`. */
  max?: number;
  /** The struck-through reference price, present when `isOnSale`. */
  list?: number;
  isRange: boolean;
  isOnSale: boolean;
  /** The tier that applies at the chosen quantity, when the product has tiers. */
  tier?: PriceTier;
  /** False when the product carries no price at all (gift cards, pricing issues). */
  priced: boolean;
}

const isPositive = (n: unknown): n is number => typeof n === 'number' && n > 0;
const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** True for a master, from its type flag or its variation data. */
export const isMaster = (p: CatalogProduct): boolean =>
  p.type?.master === true || (!p.type && Array.isArray(p.c_variants));

/** True for a product set (spec 001 §3 type flags). */
export const isSet = (p: CatalogProduct): boolean =>
  p.type?.set === true || (!p.type && Array.isArray(p.setProducts));

/** True for a bundle (spec 001 §3 type flags). */
export const isBundle = (p: CatalogProduct): boolean =>
  p.type?.bundle === true || (!p.type && Array.isArray(p.bundledProducts));

/** Every tier with a price and a quantity, from `tieredPrices`. */
export function priceTiers(product: CatalogProduct): PriceTier[] {
  return (product.tieredPrices ?? []).flatMap((t) =>
    isPrice(t.price) && isPositive(t.quantity) ? [{ quantity: t.quantity, price: t.price }] : [],
  );
}

/**
 * Spec 001 §9: "the tiered price is the one whose quantity is nearest to the chosen quantity
 * among tiers at or below it". Several price books may list the same quantity; the lowest of
 * them is the price that applies.
 */
export function tierFor(product: CatalogProduct, quantity: number): PriceTier | undefined {
  let best: PriceTier | undefined;
  for (const tier of priceTiers(product)) {
    if (tier.quantity > quantity) continue;
    if (
      !best ||
      tier.quantity > best.quantity ||
      (tier.quantity === best.quantity && tier.price < best.price)
    ) {
      best = tier;
    }
  }
  return best;
}

/** Spec 001 §9: the smallest positive promotional price, if any promotion has one. */
export function smallestPromotionalPrice(product: CatalogProduct): number | undefined {
  const prices = (product.productPromotions ?? [])
    .map((p) => p.promotionalPrice)
    .filter(isPositive);
  return prices.length ? Math.min(...prices) : undefined;
}

/**
 * The base price: the wire `price`, else (spec 001 §9) the minimum over a master's variants or
 * a set's members, for payloads that carry only those.
 */
function basePrice(product: CatalogProduct): number | undefined {
  if (isPrice(product.price)) return product.price;
  const parts = isSet(product)
    ? (product.setProducts ?? []).map((p) => p.price)
    : (product.variants ?? []).map((v) => v.price);
  const prices = parts.filter(isPrice);
  return prices.length ? Math.min(...prices) : undefined;
}

/**
 * Spec 001 §9 price rules:
 * - current: the lowest of the base price (or the tier price at `quantity`) and the smallest
 *   positive promotional price;
 * - range: for a master with more than one variant, or a set, when the maximum price exceeds
 *   the base price (spec 000 §9: "shown when the maximum price exceeds the base price");
 * - on sale: the current price is below the highest tiered price, and the price is no range
 *   (no list price is struck through beside a range). Payloads without tiers (or
 *   whose tiers come from the list book only) compare with `listPrice` too, so a sale price
 *   always shows against the list price it replaces.
 */
export function productPrice(
  product: CatalogProduct,
  options: { quantity?: number } = {},
): ProductPrice {
  const quantity = Math.max(1, options.quantity ?? 1);
  const base = basePrice(product);
  if (base === undefined) return { current: 0, isRange: false, isOnSale: false, priced: false };

  const tier = tierFor(product, quantity);
  const promo = smallestPromotionalPrice(product);
  const candidates = [base, tier?.price, promo].filter(isPrice);
  const current = Math.min(...candidates);

  const hasSeveralVariants = isMaster(product) && (product.variants?.length ?? 0) > 1;
  const max = product.priceMax;
  const isRange = (hasSeveralVariants || isSet(product)) && isPrice(max) && max > base;

  // A range is never on sale: a struck-through list price beside "$11.04 – $69.99" would
  // compare one part's list price with the whole range.
  const highestTier = Math.max(...priceTiers(product).map((t) => t.price), 0);
  const reference = Math.max(highestTier, isPrice(product.listPrice) ? product.listPrice : 0);
  const isOnSale = !isRange && reference > current;

  return {
    current,
    ...(isRange ? { max } : {}),
    ...(isOnSale ? { list: reference } : {}),
    isRange,
    isOnSale,
    ...(tier ? { tier } : {}),
    priced: true,
  };
}

/** The discount badge of a price: SALE, "{value}% off", or none (spec 000 §9). */
export type DiscountBadge = { kind: 'sale' } | { kind: 'percentOff'; value: number };

/** Spec 000 §9: below this percentage off the badge reads SALE instead of "{value}% off". */
export const PERCENT_OFF_BADGE_MIN = 20;

/**
 * Spec 000 §9: "percent off = 100 minus the rounded percentage of discounted price to list
 * price; shows SALE when under 20%, otherwise "{value}% off"". Null when there is no discount.
 */
export function discountBadge(current: number, list: number | undefined): DiscountBadge | null {
  if (!isPositive(list) || !isPrice(current) || current >= list) return null;
  const value = 100 - Math.round((current / list) * 100);
  return value < PERCENT_OFF_BADGE_MIN ? { kind: 'sale' } : { kind: 'percentOff', value };
}

/** Spec 001 §2: "E-gift card tiles show no price"; nor does a product without any price. */
export function showsPrice(product: CatalogProduct): boolean {
  return product.c_isEgiftCard !== true && basePrice(product) !== undefined;
}
