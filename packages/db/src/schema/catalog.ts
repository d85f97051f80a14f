/**
 * Catalog tables (module: catalog): categories, products and their assignments.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Localized } from './localized.ts';

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

/** Names of a variation attribute, an option or one of their values in other locales. */
export type LocalizedName = Localized<{ name: string }>;

export interface VariationAttribute {
  id: string;
  name: string;
  localized?: LocalizedName;
  values: Array<{
    value: string;
    name: string;
    description?: string;
    swatch?: string;
    localized?: LocalizedName;
  }>;
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
  localized?: LocalizedName;
  values: Array<{
    id: string;
    name: string;
    /** Minor units per currency; a value without a price in a currency is not sold in it. */
    price: Record<string, number>;
    localized?: LocalizedName;
    /** Etching team values: the league's allow-list (spec 001 §9). */
    teams?: Array<{ id: string; name: string; fileName: string }>;
  }>;
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
