/**
 * The one database schema of the store (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Money is an integer number of minor units, always next to its currency (DESIGN.md).
 * Each module owns its tables; the comment on each says which module writes it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Full-text vectors and search configurations (module: search); read back only as text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

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
  (t) => [
    primaryKey({ columns: [t.inventoryListId, t.productId] }),
    // Orders decrement both under a row lock; the database refuses to oversell (module: orders).
    check('inventory_stock_level_nonnegative', sql`${t.stockLevel} >= 0`),
    check('inventory_backorder_limit_nonnegative', sql`${t.backorderLimit} >= 0`),
  ],
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

// ---- mail (module: mail) -------------------------------------------------------------------

/**
 * Where a message is: `stored` when no SMTP server is configured (the outbox is the only copy),
 * `sending` while SMTP delivery runs, then `sent` or `failed` (with the server's answer in `error`).
 */
export type MailStatus = 'stored' | 'sending' | 'sent' | 'failed';

/** Every message the store sends, written before any delivery attempt, so none is ever lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message is for, e.g. "reset-password"; lets the outbox page and logs tell them apart. */
    kind: text('kind').notNull(),
    status: text('status').$type<MailStatus>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

// ---- search (module: search) ---------------------------------------------------------------
// A denormalised index built from the catalog tables by rebuildSearchIndex; nothing else writes it.

export type SearchHitType = 'master' | 'item' | 'set' | 'bundle';

/**
 * One row per sellable product (masters, items, sets, bundles; never variants) and text locale:
 * '' holds the base text, other rows (lower-case locale ids with translations in the catalog)
 * the translated text with the base text as fallback.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    locale: text('locale').notNull(),
    productId: text('product_id').notNull(),
    productType: text('product_type').$type<SearchHitType>().notNull(),
    /** Text search configuration of the locale's language (english, french, german, simple…). */
    config: regconfig('config').notNull(),
    name: text('name').notNull(),
    /** Lower-case name without diacritics: the same name order on PGlite and PostgreSQL. */
    nameKey: text('name_key').notNull(),
    /** Category names, variation value names and brand. */
    keywords: text('keywords').notNull(),
    description: text('description').notNull(),
    /** The base (English) text of a translated row, so English words find it too. */
    baseText: text('base_text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        // 'simple' keeps unstemmed words beside the stems so that prefixes match surface words.
        sql`setweight(to_tsvector("config", "name") || to_tsvector('simple', "name"), 'A') || setweight(to_tsvector("config", "keywords") || to_tsvector('simple', "keywords"), 'B') || setweight(to_tsvector("config", "description") || to_tsvector('simple', "description"), 'C') || setweight(to_tsvector('english', "base_text") || to_tsvector('simple', "base_text"), 'D')`,
      ),
    /** Online categories the product is in, with their ancestors. */
    categoryIds: text('category_ids').array().notNull(),
    /** Position in each category it is assigned to directly (merchandised order). */
    categoryPositions: jsonb('category_positions').$type<Record<string, number>>().notNull(),
    /** Refinable attribute values as `attribute:value`, e.g. `c_color:black`. */
    facets: text('facets').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    image: jsonb('image').$type<{ path: string; alt: string; title: string }>(),
    variationAttributes: jsonb('variation_attributes').$type<VariationAttribute[]>(),
    representedProductId: text('represented_product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('search_documents_search_idx').using('gin', t.search),
    index('search_documents_categories_idx').using('gin', t.categoryIds),
    index('search_documents_facets_idx').using('gin', t.facets),
  ],
);

/** Per site: the hit price in the site currency (minor units) and availability. */
export const searchOffers = pgTable(
  'search_offers',
  {
    siteId: text('site_id').notNull(),
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    /** Lowest effective unit price at quantity 1 (spec 001 §9); null when nothing is priced. */
    price: integer('price'),
    priceMax: integer('price_max'),
    onSale: boolean('on_sale').notNull(),
    orderable: boolean('orderable').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.productId] })],
);

/** Labels and order of refinement values per text locale (categories carry their parent). */
export const searchFacetValues = pgTable(
  'search_facet_values',
  {
    locale: text('locale').notNull(),
    attributeId: text('attribute_id').notNull(),
    attributeLabel: text('attribute_label').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    parentValue: text('parent_value'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.attributeId, t.value] })],
);

/**
 * The words of the indexed text, for prefix completion and typo correction. A joined pair of
 * adjacent words ("firepit") carries the words it stands for in `expansion`.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    expansion: text('expansion'),
    /** Number of documents containing the word. */
    frequency: integer('frequency').notNull(),
    /** The letters in order: a transposed word has the same key. */
    anagram: text('anagram').notNull(),
  },
  (t) => [
    // GiST rather than GIN: it orders by trigram distance (KNN) without a similarity threshold.
    index('search_terms_trgm_idx').using('gist', t.term.op('gist_trgm_ops')),
    index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
    index('search_terms_anagram_idx').on(t.anagram),
  ],
);

/** Query suggestions per text locale: category names and phrases of the product names. */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    locale: text('locale').notNull(),
    phrase: text('phrase').notNull(),
    config: regconfig('config').notNull(),
    /** Documents the phrase stands for: a category's products, or names containing it. */
    hits: integer('hits').notNull(),
    categoryId: text('category_id'),
    parentCategoryName: text('parent_category_name'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector("config", "phrase") || to_tsvector('english', "phrase") || to_tsvector('simple', "phrase")`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.phrase] }),
    index('search_phrases_search_idx').using('gin', t.search),
  ],
);

// ---- identity (modules: customers, auth) --------------------------------------------------

/** Customer numbers of registered shoppers; demo customers use numbers below the start. */
export const customerNoSequence = pgSequence('customer_no_seq', { startWith: 1001 });

/**
 * Registered customers (module: customers), the one owner of customer identity rows. Guests have
 * no row (spec 000 §6); their ids live only in their tokens.
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    customerNo: text('customer_no')
      .notNull()
      .default(sql`lpad(nextval('customer_no_seq')::text, 8, '0')`),
    login: text('login').notNull(),
    /** `login` trimmed and lower-cased: logins are unique without regard to case. */
    loginKey: text('login_key').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name').notNull(),
    /** scrypt hash (`@solo/accounts/password-hash`); null when the customer has no password. */
    passwordHash: text('password_hash'),
    /** How the customer signs in: 'password' (an external identity provider later). */
    authType: text('auth_type').$type<'password'>().notNull().default('password'),
    /** A customer migrated from the old store who must set a new password before signing in. */
    legacyNeedPasswordReset: boolean('legacy_need_password_reset').notNull().default(false),
    phoneHome: text('phone_home'),
    birthday: date('birthday', { mode: 'string' }),
    /** `c_expressButtons`: the customer's preferred order of express buttons (spec 000 §3). */
    expressButtons: jsonb('express_buttons').$type<string[]>(),
    /** `c_emailOptIn`: marketing mail wanted (Communications Preferences). */
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_login_key_idx').on(t.loginKey),
    uniqueIndex('customers_customer_no_idx').on(t.customerNo),
  ],
);

/** Saved addresses (module: customers); at most one preferred per customer (partial index). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's own name for the address (`addressId`), unique per customer. */
    addressId: text('address_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    stateCode: text('state_code'),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.addressId] }),
    uniqueIndex('customer_addresses_preferred_idx')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/** Password reset links (module: customers): single use, short-lived, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * A signed-in session (module: auth): one per login, the family every refresh token of that
 * login belongs to. Revoking it ends the session for every token of the family.
 */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  channelId: text('channel_id').notNull(),
  usid: text('usid').notNull(),
  /** The guest customer id (`gcid`), for guests and registered shoppers alike. */
  guestCustomerId: text('guest_customer_id').notNull(),
  /** The registered customer (`rcid`); null for a guest session. */
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Refresh tokens of the family never outlive this (30 days guest, 90 days registered). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Authorization codes (module: auth): single use, short-lived, bound to a PKCE challenge. */
export const authCodes = pgTable('auth_codes', {
  /** SHA-256 of the code; the code itself is never stored. */
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  channelId: text('channel_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  usid: text('usid').notNull(),
  /** The registered customer who signed in; null for a guest code. */
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The session the code was exchanged for: revoked if the code is presented again. */
  sessionId: text('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
});

/** Refresh tokens (module: auth), rotated on every use; a used token presented again is refused. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token response this token was exchanged for, sealed with a key only the token itself
     * gives (AES-GCM): a concurrent refresh with the same token, on any instance, gets the same
     * pair within the grace window, and a database leak reveals no token.
     */
    successor: text('successor'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Keys that sign access tokens (module: auth), shared by every process through the database.
 * The newest unretired key signs; every unretired key is published at `jwks`.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Failed sign-ins per login key (module: auth), for slowing and locking repeated failures. Kept
 * for logins that do not exist too, so the answers never tell them apart.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    loginKey: text('login_key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_attempts_last_failure_idx').on(t.lastFailureAt)],
);

// ---- product lists (module: product-lists) -------------------------------------------------

/** Customer product lists; one wish_list per customer at most (the partial unique index). */
export const productLists = pgTable(
  'product_lists',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name'),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_lists_customer_idx').on(t.customerId),
    uniqueIndex('product_lists_one_wish_list_idx')
      .on(t.customerId)
      .where(sql`${t.type} = 'wish_list'`),
  ],
);

/** Items of a product list; a product is in a list once (adding it again returns the item). */
export const productListItems = pgTable(
  'product_list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => productLists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    public: boolean('public').notNull(),
    priority: integer('priority').notNull(),
    type: text('type').$type<'product'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('product_list_items_product_idx').on(t.listId, t.productId)],
);

// ---- baskets (module: baskets) -------------------------------------------------------------

/** Option choices of a basket line, e.g. `[{ optionId: 'etchingType', optionValueId: 'noEtching' }]`. */
export type BasketOptionChoice = { optionId: string; optionValueId: string };

/**
 * Shopper baskets (Shopper Baskets v2). A registered shopper owns a basket by customer id, a guest
 * by usid (docs/decisions.md "Basket owners"). Prices are not stored: lines are priced from the
 * catalog on every read, in `currency`.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerKind: text('owner_kind').$type<'guest' | 'registered'>().notNull(),
    /** The registered customer id, or the guest's usid. */
    ownerId: text('owner_id').notNull(),
    /** `customerInfo.customerId`: the registered or guest customer id of the creator. */
    customerId: text('customer_id').notNull(),
    usid: text('usid').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    /** Custom attributes, keys without the c_ prefix (added at the wire edge). */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** `PUT …/billing-address` (module: baskets, checkout). */
    billingAddress: jsonb('billing_address').$type<BasketAddress>(),
  },
  (t) => [index('baskets_owner_idx').on(t.ownerKind, t.ownerId, t.siteId)],
);

/** Product lines of a basket; one line per product and option choices. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    optionItems: jsonb('option_items').$type<BasketOptionChoice[]>().notNull().default([]),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    /** Lines keep the order they were added in. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set on a free gift chosen from a bonus promotion: the basket's `bonusDiscountLineItems` id it
     * was added with. Such a line is never merged with a bought line of the same product.
     */
    bonusDiscountLineItemId: text('bonus_discount_line_item_id'),
  },
  (t) => [index('basket_items_basket_idx').on(t.basketId)],
);

/**
 * Coupon codes entered on a basket (Shopper Baskets v2 `couponItems`). The status of each is not
 * stored: the promotions engine works it out on every read, so it follows the basket's lines.
 */
export const basketCoupons = pgTable(
  'basket_coupons',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** The promotion's code as the merchant spelled it (codes match case-insensitively). */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('basket_coupons_code_idx').on(t.basketId, t.code)],
);

// ---- payments (module: payments, the sandbox gateway) --------------------------------------

/** What the sandbox does with a card when it is charged: the behaviour of its test number. */
export type PaymentScenario = 'approve' | 'decline' | 'insufficient_funds' | 'timeout';

/** A wallet's buyer address as the sandbox sheet returns it. */
export interface PaymentAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

/** What a wallet approval returned besides the nonce (spec 002 §3). */
export interface PaymentWalletDetails {
  fundingSource?: string;
  phone?: string;
  shippingAddress?: PaymentAddress;
  billingAddress?: PaymentAddress;
}

/**
 * Single-use payment nonces: card fields or a wallet approval, tokenized. Never the card number
 * or CVV: only the brand, last four digits, expiry and the sandbox behaviour of the number.
 */
export const paymentNonces = pgTable(
  'payment_nonces',
  {
    nonce: text('nonce').primaryKey(),
    /** 'card' for card fields; a wallet type (paypal, apple_pay, …) for a wallet approval. */
    methodType: text('method_type').notNull(),
    /** Card brand (visa, …) of a card or a card-backed wallet. */
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    /** Cardholder or wallet account holder name. */
    owner: text('owner'),
    email: text('email'),
    details: jsonb('details').$type<PaymentWalletDetails>().notNull().default({}),
    scenario: text('scenario').$type<PaymentScenario>().notNull(),
    /** A wallet approval in checkout flow is for this amount (minor units) and currency. */
    amount: integer('amount'),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one authorization or vaulting that used the nonce. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('payment_nonces_expires_idx').on(t.expiresAt)],
);

/** Wallet payment contexts the in-page sandbox sheet approves or cancels. */
export const paymentWalletContexts = pgTable('payment_wallet_contexts', {
  id: text('id').primaryKey(),
  walletType: text('wallet_type').notNull(),
  /** 'checkout' pays an amount; 'vault' saves the account (no amount). */
  flow: text('flow').$type<'checkout' | 'vault'>().notNull(),
  fundingSource: text('funding_source'),
  amount: integer('amount'),
  currency: text('currency'),
  status: text('status').$type<'created' | 'approved' | 'canceled'>().notNull(),
  nonce: text('nonce'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The vault: a customer's stored cards and wallet accounts. Only type, last four digits,
 * expiry, owner and a token (never the card number or CVV); at most one default per customer.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    token: text('token').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    methodType: text('method_type').notNull(),
    cardType: text('card_type'),
    lastFour: text('last_four'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    owner: text('owner'),
    email: text('email'),
    details: jsonb('details').$type<PaymentWalletDetails>().notNull().default({}),
    scenario: text('scenario').$type<PaymentScenario>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** False while something (a subscription, say) depends on the method (spec 002 §4). */
    removable: boolean('removable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_methods_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_methods_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** What a transaction was paid with, as the gateway reports it (no card number, no CVV). */
export interface PaymentMethodSnapshot {
  methodType: string;
  cardType?: string;
  lastFour?: string;
  expirationMonth?: number;
  expirationYear?: number;
  owner?: string;
  email?: string;
  /** The vault token, when a stored method paid. */
  token?: string;
}

export type PaymentTransactionStatus =
  'declined' | 'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'voided';

/** Authorizations and what happened to them since (captured, refunded, voided), or a decline. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<PaymentTransactionStatus>().notNull(),
    /** Authorized amount in minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    declineReason: text('decline_reason'),
    paymentMethod: jsonb('payment_method').$type<PaymentMethodSnapshot>().notNull(),
    customerId: text('customer_id'),
    /** The caller's reference, e.g. an order number. */
    reference: text('reference'),
    /** Fraud data collected in the browser, kept only while fraud data collection is on. */
    deviceData: text('device_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A capture after this is refused, as a real authorization lapses. */
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_transactions_reference_idx').on(t.reference)],
);

/** Refunds of captured transactions; their sum never exceeds the captured amount. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_refunds_transaction_idx').on(t.transactionId)],
);

/**
 * Idempotency keys of authorize, capture and refund: a retried call with the same key returns
 * what the first one did, and a key reused with other parameters is refused.
 */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    operation: text('operation').$type<'authorize' | 'capture' | 'refund'>().notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the call's parameters. */
    requestHash: text('request_hash').notNull(),
    transactionId: text('transaction_id').notNull(),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);

/**
 * A basket's postal address (Shopper Baskets v2 `OrderAddress`), checked when it is set. An
 * express flow's estimate address holds only city, state or postal code and country.
 */
export type BasketAddress = {
  firstName?: string;
  lastName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  stateCode?: string;
  countryCode: string;
  phone?: string;
};

/**
 * A basket's shipments: today only the default shipment `me` (docs/decisions.md "Shipping
 * methods per site"). No row: no address yet and the site's default method.
 */
export const basketShipments = pgTable(
  'basket_shipments',
  {
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id').notNull(),
    shippingAddress: jsonb('shipping_address').$type<BasketAddress>(),
    /** The method the shopper chose; null or no longer applicable: the site's default. */
    shippingMethodId: text('shipping_method_id'),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.shipmentId] })],
);

/** The card details a basket keeps: never the number, only its last four digits. */
export type BasketPaymentCard = {
  cardType: string;
  numberLastDigits: string;
  expirationMonth: number;
  expirationYear: number;
  holder: string;
};

/**
 * Payment instruments of a basket (docs/decisions.md "Payment instruments in the basket"). The
 * nonce is the gateway's single-use token for the payment; the order places it.
 */
export const basketPaymentInstruments = pgTable(
  'basket_payment_instruments',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull(),
    /** Minor units of the basket currency; null: the order total, whatever it is then. */
    amount: integer('amount'),
    card: jsonb('card').$type<BasketPaymentCard>(),
    paymentNonce: text('payment_nonce'),
    /** Or a stored card or wallet account of the registered customer (the vault's token). */
    customerPaymentInstrumentId: text('customer_payment_instrument_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('basket_payment_instruments_basket_idx').on(t.basketId)],
);

/**
 * Gift certificate items of a basket (Shopper Baskets v2 `giftCertificateItems`; spec 001 §3):
 * an e-gift card of `amount` minor units in the basket's currency, sent to the recipient by
 * email. Not a product line: no tax, no shipping, no promotions (docs/decisions.md "Gift
 * certificate items").
 */
export const basketGiftCertificates = pgTable(
  'basket_gift_certificates',
  {
    id: text('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name'),
    message: text('message'),
    /** Custom attributes (c_variantID, c_cartImageUrl, …), keys without the c_ prefix. */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('basket_gift_certificates_basket_idx').on(t.basketId)],
);

// ---- orders (module: orders) ---------------------------------------------------------------

/** Order numbers: eight digits from 00001001 on, never reused (gaps after failures are fine). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

/** What an order took from one inventory row: from stock on hand, and from the back-order limit. */
export type StockTaken = { productId: string; fromStock: number; fromBackorder: number };

/**
 * Placed orders. `document` is the Shopper Orders `Order` as placed (priced basket, addresses,
 * masked payment instruments), so an order reads the same whatever prices do later; the columns
 * beside it are what queries filter on.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerKind: text('owner_kind').$type<'guest' | 'registered'>().notNull(),
    /** The registered customer id, or the guest's usid (as baskets). */
    ownerId: text('owner_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Lower-cased, for the guest order lookup. */
    email: text('email').notNull(),
    /** The order's secret token (Shopper Orders `orderToken`), also in the document. */
    orderToken: text('order_token').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    orderTotal: integer('order_total').notNull(),
    paymentTransactionId: text('payment_transaction_id'),
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>().notNull().default([]),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_owner_idx').on(t.ownerKind, t.ownerId, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * One place-order attempt per basket at a time, and its idempotency key: a retry with the key
 * finds the order, a second attempt on the basket waits for the first. `stockTaken` lets a later
 * attempt give back what a crashed one reserved (docs/decisions.md "Placing an order").
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    basketId: text('basket_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<'pending' | 'placed'>().notNull(),
    orderNo: text('order_no'),
    stockTaken: jsonb('stock_taken').$type<StockTaken[]>().notNull().default([]),
    inventoryListId: text('inventory_list_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_requests_key_idx').on(t.ownerId, t.idempotencyKey)],
);

// ---- bookkeeping ---------------------------------------------------------------------------

/** Key/value facts about this database, e.g. which demo data version was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
