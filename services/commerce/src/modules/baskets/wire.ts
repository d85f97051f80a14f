/** Baskets in the Shopper Baskets v2 wire shape: decimals at this edge only (DESIGN.md). */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import type { schema } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { customAttributes } from '../../custom-attributes.ts';
import { localizedName } from '../../localize.ts';
import { toDecimal } from '../pricing/index.ts';
import type { Adjustment } from '../promotions/index.ts';
import { DEFAULT_SHIPMENT_ID, methodTexts } from '../shipping-tax/index.ts';
import { approachFields } from './approach.ts';
import { partsOf, withoutParts } from './bundles.ts';
import { holdsSubscription } from './subscription-lines.ts';
import { checkoutFields, wireAddress, wireShippingMethod } from './checkout-wire.ts';
import {
  basketMoney,
  optionItemId,
  type BasketMoney,
  type GiftCertificateRow,
  type MoneyInputs,
} from './money.ts';
import {
  optionPrice,
  productName,
  lineUnitPrice,
  type LineProduct,
  type PricingContext,
} from './products.ts';

export type BasketRow = typeof schema.baskets.$inferSelect;
export type ItemRow = typeof schema.basketItems.$inferSelect;
export type WireBasket = ShopperBasketsV2Types.Basket;
export type { GiftCertificateRow } from './money.ts';
type WireItem = ShopperBasketsV2Types.ProductItem;
type WireOption = ShopperBasketsV2Types.OptionItem;
type WireAdjustment = ShopperBasketsV2Types.PriceAdjustment;

/** An engine adjustment as a price adjustment; its id names the promotion and the line. */
const adjustmentOf = (a: Adjustment, on: string, currency: CurrencyCode): WireAdjustment => ({
  priceAdjustmentId: `${a.promotionId}-${on}`,
  promotionId: a.promotionId,
  ...(a.couponCode ? { couponCode: a.couponCode } : {}),
  itemText: a.itemText,
  price: toDecimal(a.amount, currency),
  appliedDiscount: {
    type: a.discount.type,
    ...(a.discount.percentage !== undefined ? { percentage: a.discount.percentage } : {}),
    ...(a.discount.amount !== undefined ? { amount: toDecimal(a.discount.amount, currency) } : {}),
  },
  manual: false,
  custom: false,
});

/** Prices of one product or option item: base, before and after item and order discounts. */
function pricesOf(id: string, unit: number, money: BasketMoney, ctx: PricingContext) {
  const line = money.lines.get(id);
  const d = (n: number) => toDecimal(n, ctx.currency);
  const index = money.result.lines.findIndex((l) => l.itemId === id);
  return {
    basePrice: d(unit),
    price: d(line?.price ?? 0),
    priceAfterItemDiscount: d(line?.priceAfterItemDiscount ?? 0),
    priceAfterOrderDiscount: d(line?.priceAfterOrderDiscount ?? 0),
    priceAdjustments: (line?.adjustments ?? []).map((a) => adjustmentOf(a, id, ctx.currency)),
    tax: d(money.totals.lineTaxes[index] ?? 0),
    taxRate: money.policy.rateBp / 10_000,
  };
}

/** A bundle line's parts (spec 001 §3): each its own item of the variant it holds. */
const wireParts = (
  item: ItemRow,
  product: LineProduct | undefined,
  products: ReadonlyMap<string, LineProduct>,
  ctx: PricingContext,
): WireItem[] =>
  partsOf(item, product, products).map((part) => {
    const partProduct = products.get(part.productId);
    const name = partProduct ? productName(partProduct, ctx.locale) : part.productId;
    return {
      itemId: part.itemId,
      productId: part.productId,
      productName: name,
      itemText: name,
      quantity: part.quantity,
      shipmentId: DEFAULT_SHIPMENT_ID,
    };
  });

function wireItem(
  item: ItemRow,
  product: LineProduct | undefined,
  products: ReadonlyMap<string, LineProduct>,
  money: BasketMoney,
  ctx: PricingContext,
): WireItem {
  const name = product ? productName(product, ctx.locale) : item.productId;
  const line = money.lines.get(item.id);
  const unit = product ? lineUnitPrice(product, ctx, item) : undefined;
  const optionItems: WireOption[] = item.optionItems.map((choice) => {
    const priced = product ? optionPrice(product, choice, ctx) : undefined;
    const id = optionItemId(item, choice.optionId);
    const valueName = priced?.value
      ? localizedName(priced.value, ctx.locale)
      : choice.optionValueId;
    return {
      itemId: id,
      optionId: choice.optionId,
      optionValueId: choice.optionValueId,
      productId: choice.optionValueId,
      productName: valueName,
      itemText: valueName,
      quantity: item.quantity,
      ...pricesOf(id, priced?.amount ?? 0, money, ctx),
    };
  });
  // A line whose product has no price keeps no price fields (spec 000 §4: the storefront
  // removes lines whose price is missing).
  return {
    itemId: item.id,
    productId: item.productId,
    productName: name,
    itemText: name,
    quantity: item.quantity,
    shipmentId: DEFAULT_SHIPMENT_ID,
    ...(unit !== undefined ? pricesOf(item.id, unit, money, ctx) : {}),
    optionItems,
    bonusProductLineItem: line?.bonus ?? false,
    ...(item.bonusDiscountLineItemId && line?.bonus
      ? { bonusDiscountLineItemId: item.bonusDiscountLineItemId }
      : {}),
    gift: false,
    ...(product?.record.type === 'bundle'
      ? { bundledProductItems: wireParts(item, product, products, ctx) }
      : {}),
    ...customAttributes(withoutParts(item.custom)),
  };
}

/** A gift certificate item in the wire shape of Shopper Baskets v2 `GiftCertificateItem`. */
const wireGiftCertificate = (
  row: GiftCertificateRow,
  currency: CurrencyCode,
): ShopperBasketsV2Types.GiftCertificateItem => ({
  giftCertificateItemId: row.id,
  amount: toDecimal(row.amount, currency),
  recipientEmail: row.recipientEmail,
  recipientName: row.recipientName,
  ...(row.senderName !== null ? { senderName: row.senderName } : {}),
  ...(row.message !== null ? { message: row.message } : {}),
  shipmentId: DEFAULT_SHIPMENT_ID,
  ...customAttributes(row.custom),
});

/** The default shipment, its shipping item and totals, when the basket ships. */
function shippingFields(money: BasketMoney, ctx: PricingContext, inputs: MoneyInputs) {
  const { currency } = ctx;
  const s = money.shipping;
  const address = inputs.checkout?.shipment?.shippingAddress;
  const shippingAddress = address ? { shippingAddress: wireAddress(address) } : {};
  if (!s) return { shipments: [{ shipmentId: DEFAULT_SHIPMENT_ID, ...shippingAddress }] };
  const d = (n: number) => toDecimal(n, currency);
  const itemId = `${DEFAULT_SHIPMENT_ID}-${s.method.id}`;
  return {
    shipments: [
      {
        shipmentId: DEFAULT_SHIPMENT_ID,
        ...shippingAddress,
        shippingMethod: wireShippingMethod(s.method, s.cost, currency, ctx.locale),
        shippingTotal: d(s.total),
        shippingTotalTax: d(money.totals.shippingTax),
      },
    ],
    shippingItems: [
      {
        itemId,
        shipmentId: DEFAULT_SHIPMENT_ID,
        itemText: methodTexts(s.method, ctx.locale).name,
        basePrice: d(s.cost),
        price: d(s.cost),
        priceAfterItemDiscount: d(s.total),
        priceAdjustments: money.result.shippingAdjustments.map((a) =>
          adjustmentOf(a, itemId, currency),
        ),
        tax: d(money.totals.shippingTax),
        taxRate: money.policy.rateBp / 10_000,
      },
    ],
    shippingTotal: d(s.total),
    shippingTotalTax: d(money.totals.shippingTax),
  };
}

/**
 * The basket as the API answers it, priced now (docs/decisions.md "Basket totals"), and the free
 * gifts whose bonus promotion no longer applies (the next write removes them).
 */
export function toWireBasket(
  row: BasketRow,
  items: readonly ItemRow[],
  products: ReadonlyMap<string, LineProduct>,
  ctx: PricingContext,
  inputs: MoneyInputs,
): { basket: WireBasket; orphanBonusItemIds: string[] } {
  const money = basketMoney(row, items, products, ctx, inputs);
  const { result, totals } = money;
  const d = (n: number) => toDecimal(n, ctx.currency);
  const basket: WireBasket = {
    basketId: row.id,
    currency: row.currency,
    // The email appears once set (PUT …/customer); the SDK's type calls it required.
    customerInfo: {
      customerId: row.customerId,
      ...(row.email ? { email: row.email } : {}),
    } as ShopperBasketsV2Types.CustomerInfo,
    productItems: items.map((i) => wireItem(i, products.get(i.productId), products, money, ctx)),
    giftCertificateItems: inputs.giftCertificates.map((g) => wireGiftCertificate(g, ctx.currency)),
    productSubTotal: d(result.productSubTotal),
    productTotal: d(result.productTotal),
    orderPriceAdjustments: result.orderAdjustments.map((a) =>
      adjustmentOf(a, row.id, ctx.currency),
    ),
    couponItems: result.coupons.map((c) => ({
      couponItemId: c.couponItemId,
      code: c.code,
      statusCode: c.statusCode,
      valid: c.valid,
    })),
    bonusDiscountLineItems: result.bonusChoices.map((b) => ({
      id: b.id,
      promotionId: b.promotionId,
      ...(b.couponCode ? { couponCode: b.couponCode } : {}),
      maxBonusItems: b.maxBonusItems,
      bonusProducts: b.bonusProductIds.map((productId) => ({ productId })),
    })),
    ...shippingFields(money, ctx, inputs),
    ...checkoutFields(row.billingAddress, inputs.checkout, totals.orderTotal, ctx.currency),
    taxation: money.policy.included ? 'gross' : 'net',
    taxTotal: d(totals.taxTotal),
    orderTotal: d(totals.orderTotal),
    temporaryBasket: false,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.modifiedAt.toISOString(),
    ...customAttributes(row.custom),
    c_isSubscriptionProductInBasket: holdsSubscription(items),
    ...approachFields(result, ctx.currency, ctx.locale),
  };
  return { basket, orphanBonusItemIds: result.orphanBonusItemIds };
}
