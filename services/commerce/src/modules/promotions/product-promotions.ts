import type { CurrencyCode } from '@solo/sites';
import { localize } from '../../localize.ts';
import type { ActivePromotion } from './active.ts';
import type { ProductSelector, PromotionRule } from './rule.ts';

/** What a promotion needs to know about a product page's product. */
export interface PromotionSubject {
  /** The product, its master, and (for a master) its variants: a promotion on any shows here. */
  productIds: readonly string[];
  /** Categories those products are assigned to. */
  categoryIds: readonly string[];
  /** Effective unit price in minor units, when the product has one. */
  price?: number;
}

/** One entry of a product's `productPromotions`, money in minor units. */
export interface ProductPromotion {
  promotionId: string;
  calloutMsg: string;
  promotionalPrice?: number;
}

/** Parent of each category id (null for the root), to include subcategories. */
export type CategoryParents = ReadonlyMap<string, string | null>;

/** Whether the selector picks the subject (listed product, or a category or any category below it). */
export function selects(
  selector: ProductSelector,
  subject: Pick<PromotionSubject, 'productIds' | 'categoryIds'>,
  parents: CategoryParents,
) {
  if (selector.productIds?.some((id) => subject.productIds.includes(id))) return true;
  const wanted = new Set(selector.categoryIds ?? []);
  if (wanted.size === 0) return false;
  for (const start of subject.categoryIds) {
    // Walk up to the root: a product in a subcategory belongs to every category above it.
    const seen = new Set<string>();
    for (let c: string | null | undefined = start; c && !seen.has(c); c = parents.get(c)) {
      if (wanted.has(c)) return true;
      seen.add(c);
    }
  }
  return false;
}

/**
 * The page price under a product rule, or null when the rule does not run in this currency.
 * Undefined means the promotion shows without a price (a fixed price that is no lower).
 */
function promotionalPrice(
  rule: Extract<PromotionRule, { type: 'product' }>,
  price: number | undefined,
  currency: CurrencyCode,
): number | undefined | null {
  const d = rule.discount;
  if (d.kind === 'percent')
    return price === undefined ? undefined : Math.round((price * (100 - d.percent)) / 100);
  const amount = d.kind === 'amount' ? d.amount[currency] : d.price[currency];
  if (amount === undefined) return null;
  if (price === undefined) return undefined;
  if (d.kind === 'amount') return Math.max(0, price - amount);
  return amount < price ? amount : undefined;
}

/**
 * The promotions a product page shows (spec 001 §2, §3 productPromotions): active, non-coupon
 * product rules that select the product, with the price they give, and bonus rules it qualifies
 * for. Order and shipping rules belong to the basket. Ending soonest first, then by id.
 */
export function promotionsForProduct(
  active: readonly ActivePromotion[],
  subject: PromotionSubject,
  context: { currency: CurrencyCode; locale: string; parents: CategoryParents },
): ProductPromotion[] {
  const out: Array<ProductPromotion & { endsAt: Date | null }> = [];
  for (const p of active) {
    if (p.couponCode) continue;
    const { rule } = p;
    let price: number | undefined;
    if (rule.type === 'product') {
      if (!selects(rule.products, subject, context.parents)) continue;
      const value = promotionalPrice(rule, subject.price, context.currency);
      if (value === null) continue;
      price = value;
    } else if (rule.type === 'bonus') {
      if (!selects(rule.qualifying, subject, context.parents)) continue;
      if (rule.threshold && rule.threshold[context.currency] === undefined) continue;
    } else continue;
    const text = localize({ calloutMsg: p.calloutMsg ?? p.name }, p.localized, context.locale, [
      'calloutMsg',
    ]);
    out.push({
      promotionId: p.id,
      calloutMsg: text.calloutMsg,
      ...(price !== undefined ? { promotionalPrice: price } : {}),
      endsAt: p.endsAt,
    });
  }
  const end = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;
  return out
    .sort((a, b) => end(a.endsAt) - end(b.endsAt) || a.promotionId.localeCompare(b.promotionId))
    .map(({ endsAt: _endsAt, ...promotion }) => promotion);
}
