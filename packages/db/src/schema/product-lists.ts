/**
 * Product list tables (module: product-lists).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

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
    /** A design saved for later from the etching modal (spec 001 §3 Wishlist item). */
    etchingText: text('etching_text'),
    /** Its preview image, a path of the store's own images. */
    etchingImage: text('etching_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('product_list_items_product_idx').on(t.listId, t.productId)],
);
