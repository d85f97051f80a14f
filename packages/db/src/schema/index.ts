/**
 * The one database schema of the store (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Money is an integer number of minor units, always next to its currency (DESIGN.md).
 * Each module owns its tables, in the file named after it; the comment on each table says which
 * module writes it. drizzle-kit reads this file (drizzle.config.ts), so a new file must be
 * listed here for its tables to get migrations.
 */
export * from './localized.ts';
export * from './catalog.ts';
export * from './pricing.ts';
export * from './inventory.ts';
export * from './promotions.ts';
export * from './content.ts';
export * from './custom.ts';
export * from './media.ts';
export * from './mail.ts';
export * from './forms.ts';
export * from './search.ts';
export * from './customers.ts';
export * from './auth.ts';
export * from './product-lists.ts';
export * from './baskets.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './subscriptions.ts';
export * from './gift-cards.ts';
export * from './reviews.ts';
export * from './abuse.ts';
export * from './meta.ts';
