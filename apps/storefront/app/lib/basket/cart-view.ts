/**
 * What the mini cart, the header count and the cart page show of a basket (spec 001 §2, §3, §4,
 * §9), built on the server by the `/basket` resource route and sent as JSON. Pure, so the rules
 * are unit-tested and the browser can import the types.
 */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { availableToSell, isDiscontinued, isOutOfStock } from '../product/stock.ts';
import type { CatalogProduct } from '../product/types.ts';
import type { Basket } from './types.ts';
import { lineEtching, type LineEtching } from '../etching/line.ts';
import { isFrequency, monthsOf } from '../subscriptions/frequency.ts';

/**
 * Spec 001 §4 "Item availability states", in the spec's message precedence: discontinued, out
 * of stock, unfulfillable (more than stock), price not available, final sale.
 */
export const AVAILABILITY_PRECEDENCE = [
  'discontinued',
  'outOfStock',
  'unfulfillable',
  'priceMissing',
  'finalSale',
] as const;
export type Availability = (typeof AVAILABILITY_PRECEDENCE)[number];

export interface CartLine {
  itemId: string;
  productId: string;
  /** The master's id, for the product link and variant change. */
  masterId?: string;
  name: string;
  quantity: number;
  /** Line total after item discounts and unit price, in major units; absent without a price. */
  price?: number;
  basePrice?: number;
  priceAfterItemDiscount?: number;
  image?: { src: string; alt: string };
  /** Chosen variation values as label and value ("Colour: Black"). */
  options: Array<{ label: string; value: string }>;
  /** Quantity limits of spec 001 §5 "Quantity (cart)". */
  min: number;
  max: number;
  step: number;
  /** The highest-precedence availability message, if any. */
  availability?: Availability;
  stockLevel?: number;
  /** Greyed out and blocks checkout (every state but final sale). */
  unavailable: boolean;
  bonus: boolean;
  /** A variant's siblings for the variant change of spec 001 §4 (absent for other products). */
  variation?: LineVariation;
  /** The line's etching (spec 001 §3), when it has one. */
  etching?: LineEtching;
  /** A bundle's parts (spec 001 §3 bundledProductItems); absent for other products. */
  parts?: CartBundlePart[];
  /** A subscription line's months between orders (spec 001 §3 c_subscriptionFrequency: 1, 2 or 3). */
  subscriptionMonths?: number;
}

/** A part of a bundle line: the variant it holds, and the others it can be (spec 001 §4). */
export interface CartBundlePart {
  itemId: string;
  productId: string;
  name: string;
  /** Units in the line: bundle quantity × the part's quantity. */
  quantity: number;
  options: Array<{ label: string; value: string }>;
  variation?: LineVariation;
}

export interface LineVariation {
  attributes: Array<{ id: string; name: string; values: Array<{ value: string; name: string }> }>;
  variants: Array<{ productId: string; orderable: boolean; values: Record<string, string> }>;
  selected: Record<string, string>;
}

/** The variant whose values are exactly `selection` (spec 001 §5: exactly one, else none). */
export function variantFor(
  variation: LineVariation,
  selection: Record<string, string>,
): string | null {
  const matches = variation.variants.filter((v) =>
    variation.attributes.every((attr) => v.values[attr.id] === selection[attr.id]),
  );
  return matches.length === 1 && matches[0]!.orderable ? matches[0]!.productId : null;
}

function variationOf(product: CatalogProduct | undefined): LineVariation | undefined {
  if (!product?.variationValues || !product.variants?.length) return undefined;
  const attributes = (product.variationAttributes ?? []).map((attr) => ({
    id: attr.id,
    name: attr.name ?? attr.id,
    values: (attr.values ?? []).map((v) => ({ value: v.value, name: v.name ?? v.value })),
  }));
  return {
    attributes,
    variants: product.variants.map((v) => ({
      productId: v.productId,
      orderable: v.orderable !== false,
      values: v.variationValues ?? {},
    })),
    selected: product.variationValues,
  };
}

/** Chosen variation values as label and value ("Colour: Black"). */
function optionsOf(product: CatalogProduct | undefined) {
  const values = product?.variationValues ?? {};
  return (product?.variationAttributes ?? []).flatMap((attr) => {
    const value = attr.values?.find((v) => v.value === values[attr.id]);
    return value ? [{ label: attr.name ?? attr.id, value: value.name ?? value.value }] : [];
  });
}

/** The parts of a bundle line, each with its variant picker when its master has others. */
function bundleParts(
  item: NonNullable<Basket['productItems']>[number],
  products: ReadonlyMap<string, CatalogProduct>,
): CartBundlePart[] | undefined {
  if (!item.bundledProductItems?.length) return undefined;
  return item.bundledProductItems.map((part) => {
    const product = products.get(part.productId ?? '');
    const variation = variationOf(product);
    return {
      itemId: part.itemId ?? '',
      productId: part.productId ?? '',
      name: product?.name ?? part.productName ?? part.productId ?? '',
      quantity: part.quantity ?? 0,
      options: optionsOf(product),
      ...(variation && variation.variants.length > 1 ? { variation } : {}),
    };
  });
}

/** Spec 001 §3 bonus choice: free gifts a promotion offers, up to maxBonusItems. */
export interface CartBonusChoice {
  bonusDiscountLineItemId: string;
  maxBonusItems: number;
  /** Gifts already in the basket for this choice. */
  added: number;
  products: Array<{ productId: string; name: string; image?: { src: string; alt: string } }>;
}

/** Spec 001 §3 gift certificate item: an e-gift card line of the cart. */
export interface CartGiftCard {
  giftCertificateItemId: string;
  /** The e-gift card product (c_variantID), for its link. */
  productId?: string;
  /** The product's name; absent when the catalog no longer has it. */
  name?: string;
  amount: number;
  recipientName: string;
  recipientEmail: string;
  image?: { src: string; alt: string };
}

export interface CartCoupon {
  couponItemId: string;
  code: string;
  statusCode?: string;
}

export interface CartView {
  basketId: string | null;
  currency: string;
  /** Units in the basket, gift cards included (the header badge and `Your Cart ({n} item)`). */
  count: number;
  lines: CartLine[];
  giftCards: CartGiftCard[];
  coupons: CartCoupon[];
  /**
   * The displayed subtotal (spec 001 §9 "A gift card amount is subtracted from the displayed
   * subtotal"): Shopper Baskets' `productSubTotal`, which never holds gift certificates; the
   * free-shipping message and the shipping line measure it too.
   */
  productSubTotal: number;
  /** The gift cards' amounts: in the estimated total, not in the subtotal. */
  giftCardTotal: number;
  /** Order-level discount (a positive amount), from orderPriceAdjustments. */
  discount: number;
  /** Promo credit: order adjustments flagged c_promoCredit. */
  promoCredit: number;
  shippingTotal?: number;
  taxTotal?: number;
  /** orderTotal when the service computes it, else productTotal (docs/decisions.md "Basket totals"). */
  estimatedTotal: number;
  hasShipments: boolean;
  freeShippingThreshold?: number;
  approach?: Record<string, unknown>;
  bonusChoices: CartBonusChoice[];
  /** Spec 001 §4: the basket flagged out of stock. */
  outOfStock: boolean;
  /** Spec 001 §3 c_isSubscriptionProductInBasket: checkout then needs an account and a saved card. */
  hasSubscription: boolean;
}

export const emptyCart = (currency: string): CartView => ({
  basketId: null,
  currency,
  count: 0,
  lines: [],
  giftCards: [],
  coupons: [],
  productSubTotal: 0,
  giftCardTotal: 0,
  discount: 0,
  promoCredit: 0,
  estimatedTotal: 0,
  hasShipments: false,
  bonusChoices: [],
  outOfStock: false,
  hasSubscription: false,
});

/** The first availability state of a line, by the spec's precedence. */
export function lineAvailability(
  product: CatalogProduct | undefined,
  item: { quantity: number; price?: number | null },
): Availability | undefined {
  const states = new Set<Availability>();
  if (!product) states.add('outOfStock');
  else {
    if (isDiscontinued(product)) states.add('discontinued');
    if (isOutOfStock(product)) states.add('outOfStock');
    const ats = availableToSell(product);
    if (ats !== undefined && ats > 0 && item.quantity > ats) states.add('unfulfillable');
    if (product.c_finalSale === true) states.add('finalSale');
  }
  if (item.price === undefined || item.price === null) states.add('priceMissing');
  return AVAILABILITY_PRECEDENCE.find((state) => states.has(state));
}

/** Spec 001 §5 "Quantity (cart)": min (0 without stock, default 1), max, step (default 1). */
export function lineLimits(product: CatalogProduct | undefined) {
  const ats = product ? availableToSell(product) : 0;
  const noStock = ats === 0;
  const max =
    typeof product?.c_maximumPurchaseQuantity === 'number'
      ? product.c_maximumPurchaseQuantity
      : (ats ?? 999);
  return {
    min: noStock ? 0 : (product?.minOrderQuantity ?? 1),
    max,
    step: product?.stepQuantity ?? 1,
  };
}

const sumAdjustments = (
  adjustments: ShopperBasketsV2Types.PriceAdjustment[] | undefined,
  promoCredit: boolean,
) =>
  (adjustments ?? [])
    .filter((a) => ((a as { c_promoCredit?: unknown }).c_promoCredit === true) === promoCredit)
    .reduce((sum, a) => sum + Math.abs(a.price ?? 0), 0);

const cents = (n: number) => Math.round(n * 100) / 100;

/** `c_cartImageUrl` (spec 001 §3, JSON `{src, alt}`), when it holds a same-site image path. */
function storedImage(value: unknown): { src: string; alt: string } | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed = JSON.parse(value) as { src?: unknown; alt?: unknown };
    if (typeof parsed.src !== 'string' || !parsed.src.startsWith('/')) return undefined;
    return { src: parsed.src, alt: typeof parsed.alt === 'string' ? parsed.alt : '' };
  } catch {
    return undefined;
  }
}

/** Spec 001 §2, §3: the basket's gift certificate items as cart lines. */
export function giftCardLines(
  basket: Basket,
  products: ReadonlyMap<string, CatalogProduct>,
  image: (product: CatalogProduct) => { src: string; alt: string } | undefined,
): CartGiftCard[] {
  return (basket.giftCertificateItems ?? []).map((item) => {
    const productId = typeof item.c_variantID === 'string' ? item.c_variantID : undefined;
    const product = productId ? products.get(productId) : undefined;
    const picture = (product && image(product)) ?? storedImage(item.c_cartImageUrl);
    return {
      giftCertificateItemId: item.giftCertificateItemId ?? '',
      ...(productId ? { productId } : {}),
      ...(product?.name ? { name: product.name } : {}),
      amount: item.amount,
      recipientName: item.recipientName ?? '',
      recipientEmail: item.recipientEmail,
      ...(picture ? { image: picture } : {}),
    };
  });
}

/** Builds the view of a basket; `products` are the catalog payloads of its lines, by id. */
export function cartView(
  basket: Basket,
  products: ReadonlyMap<string, CatalogProduct>,
  image: (product: CatalogProduct) => { src: string; alt: string } | undefined,
): CartView {
  const lines: CartLine[] = (basket.productItems ?? []).map((item) => {
    const product = products.get(item.productId ?? '');
    const quantity = item.quantity ?? 0;
    const availability = lineAvailability(product, { quantity, price: item.price });
    const options = optionsOf(product);
    const parts = bundleParts(item, products);
    const masterId = product?.master?.masterId;
    const etching = lineEtching(item);
    const subscription = (item as { c_subscriptionFrequency?: unknown }).c_subscriptionFrequency;
    return {
      itemId: item.itemId ?? '',
      productId: item.productId ?? '',
      ...(masterId ? { masterId } : {}),
      // The catalogue's name is in the page's language; the basket keeps the one it was added in.
      name: product?.name ?? item.productName ?? item.productId ?? '',
      quantity,
      ...(typeof item.price === 'number' ? { price: item.price } : {}),
      ...(typeof item.basePrice === 'number' ? { basePrice: item.basePrice } : {}),
      ...(typeof item.priceAfterItemDiscount === 'number'
        ? { priceAfterItemDiscount: item.priceAfterItemDiscount }
        : {}),
      ...(product && image(product) ? { image: image(product)! } : {}),
      options,
      ...lineLimits(product),
      ...(availability ? { availability } : {}),
      ...(typeof product?.inventory?.stockLevel === 'number'
        ? { stockLevel: product.inventory.stockLevel }
        : {}),
      unavailable: availability !== undefined && availability !== 'finalSale',
      bonus: item.bonusProductLineItem === true,
      ...(variationOf(product) && item.bonusProductLineItem !== true
        ? { variation: variationOf(product)! }
        : {}),
      ...(etching ? { etching } : {}),
      ...(parts ? { parts } : {}),
      ...(isFrequency(subscription) ? { subscriptionMonths: monthsOf(subscription) } : {}),
    };
  });
  const extra = basket as Basket & {
    c_approach?: Record<string, unknown>;
    c_OutOfStock?: boolean;
    c_freeShippingTreshold?: number;
    c_isSubscriptionProductInBasket?: boolean;
  };
  const giftCards = giftCardLines(basket, products, image);
  const giftCardTotal = cents(giftCards.reduce((sum, card) => sum + card.amount, 0));
  return {
    basketId: basket.basketId ?? null,
    currency: basket.currency ?? 'USD',
    count: lines.reduce((sum, line) => sum + line.quantity, 0) + giftCards.length,
    lines,
    giftCards,
    coupons: (basket.couponItems ?? []).map((c) => ({
      couponItemId: c.couponItemId ?? '',
      code: c.code,
      ...(c.statusCode ? { statusCode: c.statusCode } : {}),
    })),
    productSubTotal: basket.productSubTotal ?? 0,
    giftCardTotal,
    discount: cents(sumAdjustments(basket.orderPriceAdjustments, false)),
    promoCredit: cents(sumAdjustments(basket.orderPriceAdjustments, true)),
    ...(typeof basket.shippingTotal === 'number' ? { shippingTotal: basket.shippingTotal } : {}),
    ...(typeof basket.taxTotal === 'number' ? { taxTotal: basket.taxTotal } : {}),
    estimatedTotal:
      basket.orderTotal ??
      cents((basket.productTotal ?? basket.productSubTotal ?? 0) + giftCardTotal),
    hasShipments: (basket.shipments?.length ?? 0) > 0,
    ...(typeof extra.c_freeShippingTreshold === 'number'
      ? { freeShippingThreshold: extra.c_freeShippingTreshold }
      : {}),
    ...(extra.c_approach ? { approach: extra.c_approach } : {}),
    bonusChoices: (basket.bonusDiscountLineItems ?? []).map((choice) => ({
      bonusDiscountLineItemId: choice.id ?? '',
      maxBonusItems: choice.maxBonusItems ?? 1,
      added: (basket.productItems ?? [])
        .filter((item) => item.bonusDiscountLineItemId === choice.id)
        .reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      products: (choice.bonusProducts ?? []).flatMap((bonus) => {
        const product = products.get(bonus.productId ?? '');
        if (!product) return [];
        const picture = image(product);
        return [
          {
            productId: product.id,
            name: product.name ?? product.id,
            ...(picture ? { image: picture } : {}),
          },
        ];
      }),
    })),
    hasSubscription: extra.c_isSubscriptionProductInBasket === true,
    outOfStock: extra.c_OutOfStock === true,
  };
}

/** Spec 001 §4 "Checkout button is disabled when …". */
export const checkoutBlocked = (cart: CartView): boolean =>
  cart.outOfStock || cart.lines.some((line) => line.unavailable);

/**
 * A cart-level error is shown: the cart cannot be checked out or its last write failed. Spec 001
 * §4 disables the Checkout button then, and spec 002 §8 "Checkout buttons are disabled when a cart
 * error is shown" the mini cart's and cart page's express buttons too.
 */
export const checkoutDisabled = (cart: CartView, failed: boolean): boolean =>
  failed || checkoutBlocked(cart);
