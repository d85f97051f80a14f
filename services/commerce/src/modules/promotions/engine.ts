/**
 * The promotions engine: what the promotion rows give a basket, as a pure function of the basket's
 * lines, site, currency, coupon codes and the time (docs/decisions.md "Promotions engine").
 * Money is in minor units of the basket's currency; adjustments are negative. Each kind of rule
 * is one step in its own file; the order of the steps is the rule: item discounts set the
 * subtotal that bonus, order and shipping thresholds compare with.
 */
import type { CouponResult, CouponStatus, EngineInput, EngineResult } from './engine-types.ts';
import { applyBonusGifts, openBonusChoices } from './bonus-gifts.ts';
import { isRunning, sameCode, startRun } from './engine-run.ts';
import { applyItemDiscounts, startLines } from './item-discounts.ts';
import { bestOrderDiscount, shareOrderDiscount } from './order-discounts.ts';
import { shippingDiscounts } from './shipping-discounts.ts';

export type * from './engine-types.ts';
export { isRunning } from './engine-run.ts';
export { prorate } from './order-discounts.ts';

/** Runs every rule on the basket; see the module comment. */
export function evaluate(input: EngineInput): EngineResult {
  const run = startRun(input);
  const lines = startLines(input);
  const bought = input.lines.filter((l) => !l.bonusDiscountLineItemId);
  applyItemDiscounts(run, bought, lines);
  const itemSubTotal = bought.reduce((n, l) => n + lines.get(l.itemId)!.priceAfterItemDiscount, 0);
  const bonusChoices = openBonusChoices(run, bought, itemSubTotal);
  const orphanBonusItemIds = applyBonusGifts(run, bonusChoices, lines);
  // A gift whose promotion went away is charged until the next write removes it.
  const charged = input.lines.filter(
    (l) => !l.bonusDiscountLineItemId || orphanBonusItemIds.includes(l.itemId),
  );
  const productSubTotal = orphanBonusItemIds.reduce(
    (n, id) => n + lines.get(id)!.price,
    itemSubTotal,
  );
  const { order, approaches: orderApproaches } = bestOrderDiscount(run, productSubTotal);
  shareOrderDiscount(order, charged, lines);
  const orderAdjustments = order ? [order] : [];
  const shipping = shippingDiscounts(run, productSubTotal);
  const gave = new Set([
    ...[...lines.values()].flatMap((l) => l.adjustments.map((a) => a.promotionId)),
    ...orderAdjustments.map((a) => a.promotionId),
    ...shipping.adjustments.map((a) => a.promotionId),
    ...bonusChoices.map((b) => b.promotionId),
  ]);
  return {
    lines: input.lines.map((l) => lines.get(l.itemId)!),
    productSubTotal,
    orderAdjustments,
    productTotal: productSubTotal + (order?.amount ?? 0),
    shippingAdjustments: shipping.adjustments,
    bonusChoices,
    coupons: couponStatuses(input, gave),
    orderApproaches,
    ...(shipping.approach ? { shippingApproach: shipping.approach } : {}),
    ...(shipping.freeShippingThreshold !== undefined
      ? { freeShippingThreshold: shipping.freeShippingThreshold }
      : {}),
    orphanBonusItemIds,
  };
}

/**
 * Each held code: applied when its promotion gave something this time (`gave`: the promotion ids
 * of every adjustment and open bonus choice), else why not (spec 001 §3, §4).
 */
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
