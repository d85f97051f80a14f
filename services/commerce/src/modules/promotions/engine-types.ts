/** The promotions engine's input and output (engine.ts); money in minor units. */
import type { CurrencyCode } from '@solo/sites';
import type { ActivePromotion } from './active.ts';
import type { CategoryParents } from './product-promotions.ts';

/** A promotion row with its rule parsed; `ActivePromotion` whatever its dates or flags. */
export type EnginePromotion = Pick<
  ActivePromotion,
  | 'id'
  | 'name'
  | 'calloutMsg'
  | 'couponCode'
  | 'startsAt'
  | 'endsAt'
  | 'enabled'
  | 'siteIds'
  | 'localized'
  | 'rule'
>;

export interface EngineLine {
  itemId: string;
  /** The line's product and its master, and the categories they are assigned to. */
  productIds: readonly string[];
  categoryIds: readonly string[];
  /** Unit price; undefined when the product has none (the line takes no part). */
  unitPrice: number | undefined;
  quantity: number;
  /** Option prices of the whole line (every unit); promotions do not discount options. */
  optionTotal: number;
  /** Set on a free gift chosen from a `bonusDiscountLineItems` entry. */
  bonusDiscountLineItemId: string | null;
}

export interface EngineCoupon {
  couponItemId: string;
  code: string;
}

export interface EngineInput {
  lines: readonly EngineLine[];
  siteId: string;
  currency: CurrencyCode;
  locale: string;
  coupons: readonly EngineCoupon[];
  now: Date;
  /** Every promotion that could apply, coupon ones included whatever their dates. */
  promotions: readonly EnginePromotion[];
  parents: CategoryParents;
  /** The default shipment's method and cost; undefined when nothing ships. */
  shipping?: { methodId: string; cost: number } | undefined;
}

export type DiscountType = 'percentage' | 'amount' | 'fixed_price' | 'free' | 'bonus';

export interface Adjustment {
  promotionId: string;
  couponCode?: string;
  itemText: string;
  /** Negative: what the promotion takes off. */
  amount: number;
  discount: { type: DiscountType; percentage?: number; amount?: number };
}

export interface LineResult {
  itemId: string;
  /** Unit price × quantity plus options. */
  price: number;
  adjustments: Adjustment[];
  priceAfterItemDiscount: number;
  /** The line's share of the order discounts taken off too. */
  priceAfterOrderDiscount: number;
  /** A free gift of a bonus promotion that still applies. */
  bonus: boolean;
}

export interface BonusChoice {
  /** `bonusDiscountLineItemId` of the items added from it. */
  id: string;
  promotionId: string;
  couponCode?: string;
  bonusProductIds: string[];
  maxBonusItems: number;
}

/** The `COUPON_STATUS` the Shopper Baskets v2 `couponItems[].statusCode` enumerates. */
export type CouponStatus =
  'applied' | 'no_applicable_promotion' | 'coupon_code_unknown' | 'no_active_promotion';

export interface CouponResult extends EngineCoupon {
  statusCode: CouponStatus;
  valid: boolean;
  promotionId?: string;
}

/** A threshold not reached yet: spend `buyAmount` more to reach `goal`. */
export interface Approach {
  promotionId: string;
  calloutMsg: string;
  buyAmount: number;
  goal: number;
}

export interface EngineResult {
  lines: LineResult[];
  /** Lines after item discounts (productSubTotal), then after order discounts (productTotal). */
  productSubTotal: number;
  orderAdjustments: Adjustment[];
  productTotal: number;
  shippingAdjustments: Adjustment[];
  bonusChoices: BonusChoice[];
  coupons: CouponResult[];
  orderApproaches: Approach[];
  shippingApproach?: Approach;
  /** Lowest free-shipping threshold of the site's standard method in the currency. */
  freeShippingThreshold?: number;
  /** Free gifts whose bonus promotion no longer applies (or beyond its maxBonusItems). */
  orphanBonusItemIds: string[];
}
