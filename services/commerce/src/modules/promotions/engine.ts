/**
 * The promotions engine: what the promotion rows give a basket, as a pure function of the basket's
 * lines, site, currency, coupon codes and the time (docs/decisions.md "Promotions engine").
 * Money is in minor units of the basket's currency; adjustments are negative.
 */
import type { CurrencyCode } from '@solo/sites';
import { localize } from '../../localize.ts';
import type {
  Adjustment,
  Approach,
  BonusChoice,
  CouponResult,
  CouponStatus,
  EngineInput,
  EnginePromotion,
  EngineResult,
  LineResult,
} from './engine-types.ts';
import { selects } from './product-promotions.ts';
import type { PromotionRule } from './rule.ts';

export type * from './engine-types.ts';

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Enabled, on the site and between its dates. */
export const isRunning = (p: EnginePromotion, siteId: string, now: Date) =>
  p.enabled &&
  (p.siteIds.length === 0 || p.siteIds.includes(siteId)) &&
  (!p.startsAt || p.startsAt <= now) &&
  (!p.endsAt || p.endsAt > now);

/** What a product rule takes off `quantity` units at `unit`; 0 when it gives nothing. */
function productDiscount(
  rule: Extract<PromotionRule, { type: 'product' }>,
  unit: number,
  quantity: number,
  currency: CurrencyCode,
): { off: number; discount: Adjustment['discount'] } {
  const d = rule.discount;
  // Percentages round once per line, half up (docs/decisions.md "Basket rounding").
  if (d.kind === 'percent')
    return {
      off: Math.round((unit * quantity * d.percent) / 100),
      discount: { type: 'percentage', percentage: d.percent },
    };
  if (d.kind === 'amount') {
    const each = d.amount[currency];
    if (each === undefined) return { off: 0, discount: { type: 'amount' } };
    return { off: Math.min(each, unit) * quantity, discount: { type: 'amount', amount: each } };
  }
  const price = d.price[currency];
  if (price === undefined || price >= unit) return { off: 0, discount: { type: 'fixed_price' } };
  return { off: (unit - price) * quantity, discount: { type: 'fixed_price', amount: price } };
}

/** Splits `total` over `weights` in proportion, the rounding remainder on the largest shares. */
export function prorate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((n, v) => n + v, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** Runs every rule on the basket; see the module comment. */
export function evaluate(input: EngineInput): EngineResult {
  const { currency, now, siteId } = input;
  const held = (p: EnginePromotion) =>
    !p.couponCode || input.coupons.some((c) => sameCode(c.code, p.couponCode!));
  const live = input.promotions.filter((p) => isRunning(p, siteId, now) && held(p));
  const text = (p: EnginePromotion) =>
    localize({ calloutMsg: p.calloutMsg ?? p.name }, p.localized, input.locale, ['calloutMsg'])
      .calloutMsg;
  const adjustment = (p: EnginePromotion, off: number, discount: Adjustment['discount']) => ({
    promotionId: p.id,
    ...(p.couponCode ? { couponCode: p.couponCode } : {}),
    itemText: text(p),
    amount: -off,
    discount,
  });
  const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

  // Product rules: the one that takes the most off each bought line (spec 001 §9 price rules).
  const bought = input.lines.filter((l) => !l.bonusDiscountLineItemId);
  const lines = new Map<string, LineResult>();
  for (const l of input.lines) {
    const price = (l.unitPrice ?? 0) * l.quantity + l.optionTotal;
    lines.set(l.itemId, {
      itemId: l.itemId,
      price,
      adjustments: [],
      priceAfterItemDiscount: price,
      priceAfterOrderDiscount: price,
      bonus: false,
    });
  }
  for (const l of bought) {
    if (l.unitPrice === undefined) continue;
    const rules = live.flatMap((p) =>
      p.rule.type === 'product' && selects(p.rule.products, l, input.parents)
        ? [{ p, rule: p.rule }]
        : [],
    );
    let best: Adjustment | undefined;
    for (const { p, rule } of rules.filter((r) => !r.rule.combinable)) {
      const { off, discount } = productDiscount(rule, l.unitPrice, l.quantity, currency);
      if (off > 0 && (!best || off > -best.amount)) best = adjustment(p, off, discount);
    }
    const line = lines.get(l.itemId)!;
    if (best) line.adjustments.push(best);
    // Combinable rules stack in id order, each on the unit price left by the ones before it.
    let taken = -(best?.amount ?? 0);
    for (const { p, rule } of rules
      .filter((r) => r.rule.combinable)
      .sort((a, b) => byId(a.p, b.p))) {
      const unit = l.unitPrice - taken / l.quantity;
      const { off, discount } = productDiscount(rule, unit, l.quantity, currency);
      // The unit left may have a fraction of a cent: the line's discount rounds once, half up.
      const capped = Math.min(Math.round(off), l.unitPrice * l.quantity - taken);
      if (capped <= 0) continue;
      line.adjustments.push(adjustment(p, capped, discount));
      taken += capped;
    }
    line.priceAfterItemDiscount = line.price - taken;
  }
  let productSubTotal = bought.reduce((n, l) => n + lines.get(l.itemId)!.priceAfterItemDiscount, 0);
  const reaches = (threshold: Partial<Record<string, number>> | undefined) => {
    if (threshold === undefined) return true;
    const goal = threshold[currency];
    return goal !== undefined && productSubTotal >= goal;
  };

  // Bonus rules: a qualifying bought line (and the threshold) opens a choice of free gifts.
  const bonusChoices: BonusChoice[] = [];
  for (const p of [...live].sort(byId)) {
    if (p.rule.type !== 'bonus' || !reaches(p.rule.threshold)) continue;
    const { qualifying } = p.rule;
    if (!bought.some((l) => l.unitPrice !== undefined && selects(qualifying, l, input.parents)))
      continue;
    bonusChoices.push({
      id: `bonus-${p.id}`,
      promotionId: p.id,
      ...(p.couponCode ? { couponCode: p.couponCode } : {}),
      bonusProductIds: p.rule.bonusProductIds,
      maxBonusItems: p.rule.maxBonusItems,
    });
  }
  const orphanBonusItemIds: string[] = [];
  const usedPerChoice = new Map<string, number>();
  for (const l of input.lines) {
    if (!l.bonusDiscountLineItemId) continue;
    const choice = bonusChoices.find((b) => b.id === l.bonusDiscountLineItemId);
    const used = usedPerChoice.get(l.bonusDiscountLineItemId) ?? 0;
    const listed = choice && l.productIds.some((id) => choice.bonusProductIds.includes(id));
    if (!choice || !listed || used + l.quantity > choice.maxBonusItems) {
      orphanBonusItemIds.push(l.itemId);
      continue;
    }
    usedPerChoice.set(choice.id, used + l.quantity);
    const line = lines.get(l.itemId)!;
    const p = live.find((x) => x.id === choice.promotionId)!;
    line.bonus = true;
    if (line.price > 0) line.adjustments.push(adjustment(p, line.price, { type: 'bonus' }));
    line.priceAfterItemDiscount = 0;
  }

  // A gift whose promotion went away is charged until the next write removes it.
  const charged = input.lines.filter(
    (l) => !l.bonusDiscountLineItemId || orphanBonusItemIds.includes(l.itemId),
  );
  for (const id of orphanBonusItemIds) productSubTotal += lines.get(id)!.price;

  // Order rules: the one that takes the most off the product subtotal, shared over the lines.
  let order: Adjustment | undefined;
  const orderApproaches: Approach[] = [];
  for (const p of live) {
    if (p.rule.type !== 'order') continue;
    const { threshold, discount } = p.rule;
    if (!reaches(threshold)) {
      const goal = threshold?.[currency];
      if (goal !== undefined)
        orderApproaches.push({
          promotionId: p.id,
          calloutMsg: text(p),
          buyAmount: goal - productSubTotal,
          goal,
        });
      continue;
    }
    const off =
      discount.kind === 'percent'
        ? Math.round((productSubTotal * discount.percent) / 100)
        : Math.min(discount.amount[currency] ?? 0, productSubTotal);
    const wire: Adjustment['discount'] =
      discount.kind === 'percent'
        ? { type: 'percentage', percentage: discount.percent }
        : { type: 'amount', amount: discount.amount[currency] ?? 0 };
    if (off > 0 && (!order || off > -order.amount)) order = adjustment(p, off, wire);
  }
  orderApproaches.sort((a, b) => a.buyAmount - b.buyAmount);
  const shares = prorate(
    -(order?.amount ?? 0),
    charged.map((l) => lines.get(l.itemId)!.priceAfterItemDiscount),
  );
  charged.forEach((l, i) => {
    const line = lines.get(l.itemId)!;
    line.priceAfterOrderDiscount = line.priceAfterItemDiscount - shares[i]!;
  });
  for (const line of lines.values())
    if (line.bonus) line.priceAfterOrderDiscount = line.priceAfterItemDiscount;
  const orderAdjustments = order ? [order] : [];
  const productTotal = productSubTotal + (order?.amount ?? 0);

  // Shipping rules on the default method: a held coupon's first, then the rest by id.
  const shippingAdjustments: Adjustment[] = [];
  let shippingApproach: Approach | undefined;
  let freeShippingThreshold: number | undefined;
  const shipping = input.shipping;
  if (shipping) {
    const onMethod = live
      .filter(
        (p): p is EnginePromotion & { rule: Extract<PromotionRule, { type: 'shipping' }> } =>
          p.rule.type === 'shipping' &&
          (!p.rule.shippingMethodIds?.length ||
            p.rule.shippingMethodIds.includes(shipping.methodId)),
      )
      .sort((a, b) => Number(!a.couponCode) - Number(!b.couponCode) || byId(a, b));
    const free = onMethod.find((p) => reaches(p.rule.threshold));
    if (free && shipping.cost > 0)
      shippingAdjustments.push(adjustment(free, shipping.cost, { type: 'free' }));
    for (const p of onMethod) {
      const goal = p.rule.threshold?.[currency];
      if (goal === undefined || p.couponCode) continue;
      freeShippingThreshold = Math.min(freeShippingThreshold ?? goal, goal);
      if (!free && goal > productSubTotal && (!shippingApproach || goal < shippingApproach.goal))
        shippingApproach = {
          promotionId: p.id,
          calloutMsg: text(p),
          buyAmount: goal - productSubTotal,
          goal,
        };
    }
  }

  // Coupons: the promotions that gave something this time.
  const gave = new Set([
    ...[...lines.values()].flatMap((l) => l.adjustments.map((a) => a.promotionId)),
    ...orderAdjustments.map((a) => a.promotionId),
    ...shippingAdjustments.map((a) => a.promotionId),
    ...bonusChoices.map((b) => b.promotionId),
  ]);
  const coupons = couponStatuses(input, gave);

  return {
    lines: input.lines.map((l) => lines.get(l.itemId)!),
    productSubTotal,
    orderAdjustments,
    productTotal,
    shippingAdjustments,
    bonusChoices,
    coupons,
    orderApproaches,
    ...(shippingApproach ? { shippingApproach } : {}),
    ...(freeShippingThreshold !== undefined ? { freeShippingThreshold } : {}),
    orphanBonusItemIds,
  };
}

/** Each held code: applied when its promotion gave something, else why not (spec 001 §3, §4). */
function couponStatuses(input: EngineInput, gave: ReadonlySet<string>): CouponResult[] {
  const { siteId, now } = input;
  return input.coupons.map((c): CouponResult => {
    const gated = input.promotions.filter((p) => p.couponCode && sameCode(p.couponCode, c.code));
    const running = gated.filter((p) => isRunning(p, siteId, now));
    const applied = running.find((p) => gave.has(p.id));
    const statusCode: CouponStatus = applied
      ? 'applied'
      : running.length
        ? 'no_applicable_promotion'
        : gated.length
          ? 'no_active_promotion'
          : 'coupon_code_unknown';
    const promotionId = (applied ?? running[0] ?? gated[0])?.id;
    return {
      ...c,
      statusCode,
      valid: statusCode === 'applied' || statusCode === 'no_applicable_promotion',
      ...(promotionId ? { promotionId } : {}),
    };
  });
}
