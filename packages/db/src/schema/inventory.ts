/**
 * Inventory tables (module: inventory).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

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
