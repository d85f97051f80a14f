/**
 * Abuse limit tables (module: abuse).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request budgets shared by every process: one row per budget (`bucket`, e.g. "login:ip") and
 * key (a SHA-256 of the IP address, login or email, so no address is stored), counting the hits
 * of the window that ends at `resetsAt`. Rows of windows that have ended are deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index('rate_limits_resets_at_idx').on(t.resetsAt),
  ],
);
