/**
 * Promotion tables (module: promotions) and the rule each promotion row carries.
 */
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from './localized.ts';

/**
 * Minor units per currency code (`{ USD: 10000, CAD: 15000 }`). A currency that is left out means
 * the rule does not run in that currency: amounts are never converted.
 */
export type CurrencyAmounts = Partial<Record<string, number>>;

/**
 * Products a rule is about. A product matches when its id, or its master's id, is listed, or when
 * it (or its master) is assigned to a listed category or to any subcategory of one. Listing a
 * master therefore covers every variant; listing one variant covers only that variant.
 */
export type ProductSelector = { productIds?: string[]; categoryIds?: string[] };

/** `percent` off (1–100), e.g. 15 for 15 % off. */
export type PercentOff = { kind: 'percent'; percent: number };
/** A fixed amount off, per currency: per unit for product rules, once per order for order rules. */
export type AmountOff = { kind: 'amount'; amount: CurrencyAmounts };
/** The unit sells at this price (product rules only); ignored when it is not below the price. */
export type FixedPrice = { kind: 'price'; price: CurrencyAmounts };

/**
 * The rule a promotion row carries in its `rule` column: what the promotion gives, and to what.
 * Every rule may be coupon-gated by the row's `couponCode` (then it applies only to baskets that
 * hold that code) and is bounded by the row's `startsAt`/`endsAt`, `enabled` and `siteIds`.
 * Amounts and thresholds are minor units per currency. Product pages show the callout of active,
 * non-coupon `product` and `bonus` rules (spec 001 §2 promotions list); `order` and `shipping`
 * rules only apply in the basket.
 *
 * - `product`: a discount on each unit of the selected products (promotional price on pages).
 *   A line gets the one product rule that takes the most off; `combinable` rules then apply on
 *   top of it, each on what the line costs after the previous ones.
 * - `order`: a discount on the product subtotal once it reaches `threshold` in the basket's
 *   currency (no threshold: any order).
 * - `shipping`: free shipping on the listed shipping methods (all methods when none are listed),
 *   once the product subtotal reaches `threshold` (no threshold: always).
 * - `bonus`: a choice of free gifts (`bonusProductIds`, up to `maxBonusItems` of them) when the
 *   basket holds a `qualifying` product, and its subtotal reaches `threshold` when one is set.
 */
export type PromotionRule =
  | {
      type: 'product';
      products: ProductSelector;
      discount: PercentOff | AmountOff | FixedPrice;
      /** Stacks on the line's best other product promotion instead of competing with it. */
      combinable?: boolean;
    }
  | { type: 'order'; threshold?: CurrencyAmounts; discount: PercentOff | AmountOff }
  | { type: 'shipping'; threshold?: CurrencyAmounts; shippingMethodIds?: string[] }
  | {
      type: 'bonus';
      qualifying: ProductSelector;
      threshold?: CurrencyAmounts;
      bonusProductIds: string[];
      maxBonusItems: number;
    };

export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  calloutMsg: text('callout_msg'),
  /** Sites it runs on; empty means all. */
  siteIds: jsonb('site_ids').$type<string[]>().notNull().default([]),
  /** The rule the promotions engine evaluates (its shape belongs to the promotions module). */
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull().default({}),
  couponCode: text('coupon_code'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
  localized: jsonb('localized')
    .$type<Localized<{ name: string; calloutMsg: string }>>()
    .notNull()
    .default({}),
});
