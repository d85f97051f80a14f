/**
 * Pricing tables (module: pricing).
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

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
