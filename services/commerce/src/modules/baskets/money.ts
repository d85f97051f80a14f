/**
 * A basket's money in minor units: its lines run through the promotions engine, the default
 * shipment priced with its chosen method (else the site's default), and tax per site and
 * shipping address (shipping-tax module).
 */
import type { schema } from '@solo/db';
import {
  evaluate,
  type EngineLine,
  type EngineResult,
  type BasketPromotionData,
} from '../promotions/index.ts';
import {
  shipmentMethod,
  taxPolicy,
  type ShippingMethod,
  type TaxPolicy,
  basketTotals,
  type Totals,
} from '../shipping-tax/index.ts';
import type { CheckoutRows } from './checkout-store.ts';
import { lineUnitPrice, optionPrice, type LineProduct, type PricingContext } from './products.ts';
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
  /** The shipment (address, chosen method) and payment instruments, once checkout began. */
  checkout?: CheckoutRows | undefined;
  /** Prices the shipment with this method instead (a shipping methods quote). */
  shippingMethodId?: string | undefined;
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
      unitPrice: product ? lineUnitPrice(product, ctx, item) : undefined,
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
  const shipment = inputs.checkout?.shipment;
  const to = shipment?.shippingAddress ?? undefined;
  const chosen = inputs.shippingMethodId ?? shipment?.shippingMethodId;
  // Spec 001 §9: on SoloEU outside EUR the cart says shipping is 'calculated in Checkout'. A
  // basket in another currency than its site's default is quoted shipping once checkout gave
  // its shipment an address or a method, so no estimate shows in a total the cart cannot explain.
  const quoted = ctx.currency === ctx.site.defaultCurrency || !!to || !!chosen;
  const priced = quoted ? shipmentMethod(ctx.site.id, ctx.currency, chosen, to) : undefined;
  // Nothing to ship, a currency no method has a cost in, or shipping left to checkout.
  const shipping =
    items.length && priced ? { methodId: priced.method.id, cost: priced.cost } : undefined;
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
  const policy = taxPolicy(ctx.site.id, to);
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
    ...(shipping && priced
      ? { shipping: { method: priced.method, cost: priced.cost, total: shippingTotal } }
      : {}),
  };
}
