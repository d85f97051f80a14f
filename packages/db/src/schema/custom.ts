/**
 * Site configuration tables (module: custom).
 */
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
