/**
 * Content tables (module: content).
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
