/**
 * Shipping rules of the engine (engine.ts) on the default shipment's method; an unreached
 * threshold is an approach ("spend N more for free shipping").
 */
import type { Adjustment, Approach } from './engine-types.ts';
import { byId, reaches, type EngineRun } from './engine-run.ts';
import type { PromotionRule } from './rule.ts';

type ShippingPromotion = EngineRun['live'][number] & {
  rule: Extract<PromotionRule, { type: 'shipping' }>;
};

/**
 * Shipping rules on the default method: a held coupon's first, then the rest by id; the first
 * reached frees the shipping. Without coupons, the lowest threshold and the nearest approach.
 */
export function shippingDiscounts(run: EngineRun, subtotal: number) {
  const { currency, shipping } = run.input;
  const adjustments: Adjustment[] = [];
  let approach: Approach | undefined;
  let freeShippingThreshold: number | undefined;
  if (!shipping) return { adjustments, approach, freeShippingThreshold };
  const onMethod = run.live
    .filter(
      (p): p is ShippingPromotion =>
        p.rule.type === 'shipping' &&
        (!p.rule.shippingMethodIds?.length || p.rule.shippingMethodIds.includes(shipping.methodId)),
    )
    .sort((a, b) => Number(!a.couponCode) - Number(!b.couponCode) || byId(a, b));
  const free = onMethod.find((p) => reaches(p.rule.threshold, currency, subtotal));
  if (free && shipping.cost > 0)
    adjustments.push(run.adjustment(free, shipping.cost, { type: 'free' }));
  for (const p of onMethod) {
    const goal = p.rule.threshold?.[currency];
    if (goal === undefined || p.couponCode) continue;
    freeShippingThreshold = Math.min(freeShippingThreshold ?? goal, goal);
    if (!free && goal > subtotal && (!approach || goal < approach.goal))
      approach = { promotionId: p.id, calloutMsg: run.text(p), buyAmount: goal - subtotal, goal };
  }
  return { adjustments, approach, freeShippingThreshold };
}
