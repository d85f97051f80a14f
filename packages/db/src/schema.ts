/**
 * The one database schema of the store (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Money is an integer number of minor units, always next to its currency (DESIGN.md).
 * Each module owns its tables; the comment on each says which module writes it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Per-locale overrides of translatable text fields, keyed by locale id (e.g. "fr-CA"). */
export type Localized<T> = Record<string, Partial<T>>;

// ---- catalog (module: catalog) -------------------------------------------------------------

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    description: text('description'),
    pageTitle: text('page_title'),
    pageDescription: text('page_description'),
    /** Media path of the category banner, served by the media endpoint. */
    image: text('image'),
    position: integer('position').notNull().default(0),
    online: boolean('online').notNull().default(true),
    /** Custom attributes, keys without the c_ prefix on the wire added at the edge. */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    localized: jsonb('localized')
      .$type<Localized<{ name: string; description: string; pageTitle: string }>>()
      .notNull()
      .default({}),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export type ProductType = 'master' | 'variant' | 'item' | 'set' | 'bundle';

export interface VariationAttribute {
  id: string;
  name: string;
  values: Array<{ value: string; name: string; description?: string; swatch?: string }>;
}

export interface ImageGroup {
  viewType: 'large' | 'medium' | 'small' | 'swatch' | 'etching';
  /** Restricts the group to variants with these values, e.g. { color: 'black' }. */
  variationAttributes?: Record<string, string>;
  images: Array<{ path: string; alt: string; title: string }>;
}

export interface ProductOption {
  id: string;
  name: string;
  values: Array<{ id: string; name: string; price: Record<string, number> }>;
}

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<ProductType>().notNull(),
    /** Set on variants: the master they belong to. */
    masterId: text('master_id'),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    longDescription: text('long_description'),
    brand: text('brand'),
    primaryCategoryId: text('primary_category_id'),
    /** Variants: the values that pick them, e.g. { color: 'black', size: 'large' }. */
    variationValues: jsonb('variation_values').$type<Record<string, string>>(),
    /** Masters: the attributes and values shoppers choose from. */
    variationAttributes: jsonb('variation_attributes').$type<VariationAttribute[]>(),
    isDefaultVariant: boolean('is_default_variant').notNull().default(false),
    imageGroups: jsonb('image_groups').$type<ImageGroup[]>().notNull().default([]),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    stepQuantity: integer('step_quantity').notNull().default(1),
    /** Sets: member product ids in display order. */
    setProductIds: jsonb('set_product_ids').$type<string[]>(),
    /** Bundles: member product ids with the quantity each bundle contains. */
    bundledProducts:
      jsonb('bundled_products').$type<Array<{ productId: string; quantity: number }>>(),
    options: jsonb('options').$type<ProductOption[]>(),
    /** Custom attributes (c_ on the wire): finalSale, isDiscontinued, productTileBadge, ... */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    localized: jsonb('localized')
      .$type<Localized<{ name: string; shortDescription: string; longDescription: string }>>()
      .notNull()
      .default({}),
    online: boolean('online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_master_idx').on(t.masterId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

// ---- pricing (module: pricing) -------------------------------------------------------------

/** A price book per currency and kind: list prices, and sale prices that override them. */
export const priceBooks = pgTable('price_books', {
  id: text('id').primaryKey(),
  currency: text('currency').notNull(),
  kind: text('kind').$type<'list' | 'sale'>().notNull(),
  name: text('name').notNull(),
});

/** One row per price tier: minQuantity 1 is the base price, higher rows are tiered prices. */
export const prices = pgTable(
  'prices',
  {
    priceBookId: text('price_book_id')
      .notNull()
      .references(() => priceBooks.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull().default(1),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceBookId, t.productId, t.minQuantity] }),
    index('prices_product_idx').on(t.productId),
  ],
);

// ---- inventory (module: inventory) ---------------------------------------------------------

export const inventory = pgTable(
  'inventory',
  {
    inventoryListId: text('inventory_list_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Units that can still be sold: the database never lets it drop below zero. */
    stockLevel: integer('stock_level').notNull().default(0),
    safetyStock: integer('safety_stock').notNull().default(0),
    backorderable: boolean('backorderable').notNull().default(false),
    preorderable: boolean('preorderable').notNull().default(false),
    /** Units that may be sold beyond stock when back- or pre-orderable. */
    backorderLimit: integer('backorder_limit').notNull().default(0),
    inStockDate: date('in_stock_date'),
  },
  (t) => [primaryKey({ columns: [t.inventoryListId, t.productId] })],
);

// ---- promotions (module: promotions) -------------------------------------------------------

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
 * - `order`: a discount on the product subtotal once it reaches `threshold` in the basket's
 *   currency (no threshold: any order).
 * - `shipping`: free shipping on the listed shipping methods (all methods when none are listed),
 *   once the product subtotal reaches `threshold` (no threshold: always).
 * - `bonus`: a choice of free gifts (`bonusProductIds`, up to `maxBonusItems` of them) when the
 *   basket holds a `qualifying` product, and its subtotal reaches `threshold` when one is set.
 */
export type PromotionRule =
  | { type: 'product'; products: ProductSelector; discount: PercentOff | AmountOff | FixedPrice }
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

// ---- content (module: content) -------------------------------------------------------------

/** Content entries of the content service (spec 000 §7): one row per type, uid and locale. */
export const contentEntries = pgTable(
  'content_entries',
  {
    contentTypeUid: text('content_type_uid').notNull(),
    uid: text('uid').notNull(),
    /** Lower-case locale, e.g. "en-us" (spec 000 §7). */
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** The entry's fields; references are { _content_type_uid, uid } objects resolved on read. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentTypeUid, t.uid, t.locale] }),
    index('content_entries_uid_idx').on(t.uid),
  ],
);

// ---- site configuration (module: custom / core) --------------------------------------------

/** Merchant overrides of the site preferences defaults in @solo/sites. */
export const sitePreferences = pgTable(
  'site_preferences',
  {
    siteId: text('site_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

// ---- media (module: media) -----------------------------------------------------------------

/** Original images (product shots, banners). Resized copies are made by the image service. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- bookkeeping ---------------------------------------------------------------------------

/** Key/value facts about this database, e.g. which demo data version was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
