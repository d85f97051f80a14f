/**
 * A basket's money in minor units: its lines run through the promotions engine, the default
 * shipment priced with the site's standard method, and tax per site (shipping-tax module).
 */
import type { schema } from '@solo/db';
import { evaluate, type EngineLine, type EngineResult } from '../promotions/engine.ts';
import type { BasketPromotionData } from '../promotions/basket-promotions.ts';
import {
  STANDARD_SHIPPING,
  TAX,
  type ShippingMethod,
  type TaxPolicy,
} from '../shipping-tax/rates.ts';
import { basketTotals, type Totals } from '../shipping-tax/totals.ts';
import { optionPrice, unitPrice, type LineProduct, type PricingContext } from './products.ts';
import type { BasketRow, ItemRow } from './wire.ts';

export type CouponRow = typeof schema.basketCoupons.$inferSelect;
export type GiftCertificateRow = typeof schema.basketGiftCertificates.$inferSelect;

/** What pricing a basket needs beyond its lines and products. */
export interface MoneyInputs {
  coupons: readonly CouponRow[];
  /** Gift certificate items: in the order total only (docs/decisions.md "Gift certificate items"). */
  giftCertificates: readonly GiftCertificateRow[];
  data: BasketPromotionData;
  now: Date;
}

/** Option items are lines of their own for the engine (never product-discounted). */
export const optionItemId = (item: ItemRow, optionId: string) => `${item.id}-${optionId}`;

export interface BasketMoney {
  result: EngineResult;
  /** Engine lines by item id (product and option items). */
  lines: Map<string, EngineResult['lines'][number]>;
  /** Per engine line, in `result.lines` order. */
  totals: Totals;
  policy: TaxPolicy;
  shipping?: { method: ShippingMethod; cost: number; total: number };
  /** The gift certificate items' amounts: untaxed, unshipped, undiscounted. */
  giftCertificateTotal: number;
}

export function basketMoney(
  row: BasketRow,
  items: readonly ItemRow[],
  products: ReadonlyMap<string, LineProduct>,
  ctx: PricingContext,
  inputs: MoneyInputs,
): BasketMoney {
  const lines: EngineLine[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    const productIds = [
      item.productId,
      ...(product?.record.masterId ? [product.record.masterId] : []),
    ];
    lines.push({
      itemId: item.id,
      productIds,
      categoryIds: productIds.flatMap((id) => inputs.data.assignments.get(id) ?? []),
      unitPrice: product ? unitPrice(product, ctx, item.quantity) : undefined,
      quantity: item.quantity,
      optionTotal: 0,
      bonusDiscountLineItemId: item.bonusDiscountLineItemId,
    });
    for (const choice of item.optionItems)
      lines.push({
        itemId: optionItemId(item, choice.optionId),
        productIds: [],
        categoryIds: [],
        unitPrice: product ? optionPrice(product, choice, ctx).amount : 0,
        quantity: item.quantity,
        optionTotal: 0,
        bonusDiscountLineItemId: null,
      });
  }
  const method = STANDARD_SHIPPING[ctx.site.id];
  const cost = method.cost[ctx.currency];
  // Nothing to ship, or a currency the method has no cost in: shipping is left to checkout.
  const shipping = items.length && cost !== undefined ? { methodId: method.id, cost } : undefined;
  const result = evaluate({
    lines,
    siteId: ctx.site.id,
    currency: ctx.currency,
    locale: ctx.locale,
    coupons: inputs.coupons.map((c) => ({ couponItemId: c.id, code: c.code })),
    now: inputs.now,
    promotions: inputs.data.promotions,
    parents: inputs.data.parents,
    shipping,
  });
  const shippingTotal = shipping
    ? shipping.cost + result.shippingAdjustments.reduce((n, a) => n + a.amount, 0)
    : 0;
  const policy = TAX[ctx.site.id];
  const ofProducts = basketTotals(
    result.lines.map((l) => l.priceAfterOrderDiscount),
    result.productTotal,
    shippingTotal,
    policy,
  );
  const giftCertificateTotal = inputs.giftCertificates.reduce((n, g) => n + g.amount, 0);
  const totals = { ...ofProducts, orderTotal: ofProducts.orderTotal + giftCertificateTotal };
  return {
    result,
    giftCertificateTotal,
    lines: new Map(result.lines.map((l) => [l.itemId, l])),
    totals,
    policy,
    ...(shipping && cost !== undefined ? { shipping: { method, cost, total: shippingTotal } } : {}),
  };
}
