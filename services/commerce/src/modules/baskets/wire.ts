/** Baskets in the Shopper Baskets v2 wire shape: decimals at this edge only (DESIGN.md). */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import type { schema } from '@solo/db';
import { customAttributes } from '../catalog/custom.ts';
import { toDecimal } from '../pricing/money.ts';
import {
  optionPrice,
  productName,
  unitPrice,
  type LineProduct,
  type PricingContext,
} from './products.ts';

export type BasketRow = typeof schema.baskets.$inferSelect;
export type ItemRow = typeof schema.basketItems.$inferSelect;
export type WireBasket = ShopperBasketsV2Types.Basket;
type WireItem = ShopperBasketsV2Types.ProductItem;
type WireOption = ShopperBasketsV2Types.OptionItem;

/** Four equal prices until promotions exist: base × quantity before and after discounts. */
const prices = (unit: number, quantity: number, ctx: PricingContext) => {
  const line = toDecimal(unit * quantity, ctx.currency);
  return {
    basePrice: toDecimal(unit, ctx.currency),
    price: line,
    priceAfterItemDiscount: line,
    priceAfterOrderDiscount: line,
  };
};

/** A line priced in minor units, and its wire shape. */
export function priceLine(
  item: ItemRow,
  product: LineProduct | undefined,
  ctx: PricingContext,
): { total: number; wire: WireItem } {
  const name = product ? productName(product, ctx.locale) : item.productId;
  const unit = product ? unitPrice(product, ctx, item.quantity) : undefined;
  let total = unit === undefined ? 0 : unit * item.quantity;
  const optionItems: WireOption[] = item.optionItems.map((choice) => {
    const priced = product ? optionPrice(product, choice, ctx) : undefined;
    const amount = priced?.amount ?? 0;
    total += amount * item.quantity;
    return {
      itemId: `${item.id}-${choice.optionId}`,
      optionId: choice.optionId,
      optionValueId: choice.optionValueId,
      productId: choice.optionValueId,
      productName: priced?.value?.name ?? choice.optionValueId,
      itemText: priced?.value?.name ?? choice.optionValueId,
      quantity: item.quantity,
      ...prices(amount, item.quantity, ctx),
    };
  });
  return {
    total,
    wire: {
      itemId: item.id,
      productId: item.productId,
      productName: name,
      itemText: name,
      quantity: item.quantity,
      // A product that lost its price keeps its line without price fields (spec 000 §4: the
      // storefront removes lines whose price is missing).
      ...(unit !== undefined ? prices(unit, item.quantity, ctx) : {}),
      optionItems,
      bonusProductLineItem: false,
      gift: false,
      ...customAttributes(item.custom),
    },
  };
}

/**
 * The basket as the API answers it. Totals are in minor units until here; with no promotions,
 * shipping or tax yet, productTotal equals productSubTotal, and shippingTotal, taxTotal and
 * orderTotal are left out until they are known (docs/decisions.md "Basket totals").
 */
export function toWireBasket(
  row: BasketRow,
  items: readonly ItemRow[],
  products: ReadonlyMap<string, LineProduct>,
  ctx: PricingContext,
): WireBasket {
  const lines = items.map((i) => priceLine(i, products.get(i.productId), ctx));
  const subTotal = toDecimal(
    lines.reduce((n, l) => n + l.total, 0),
    ctx.currency,
  );
  return {
    basketId: row.id,
    currency: row.currency,
    // The email appears once set (PUT …/customer); the SDK's type calls it required.
    customerInfo: {
      customerId: row.customerId,
      ...(row.email ? { email: row.email } : {}),
    } as ShopperBasketsV2Types.CustomerInfo,
    productItems: lines.map((l) => l.wire),
    productSubTotal: subTotal,
    productTotal: subTotal,
    orderPriceAdjustments: [],
    couponItems: [],
    temporaryBasket: false,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.modifiedAt.toISOString(),
    ...customAttributes(row.custom),
  };
}
