/**
 * Content tables (module: content).
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Every change to a content entry, oldest first (module: content): what the management API and the
 * content import did, with the body as it then was. Append-only: the history of an entry and its
 * audit trail. The published state is the entry's row in content_entries; a draft is a version
 * newer than what was published.
 */
export const contentEntryVersions = pgTable(
  'content_entry_versions',
  {
    contentTypeUid: text('content_type_uid').notNull(),
    uid: text('uid').notNull(),
    locale: text('locale').notNull(),
    /** 1, 2, 3, ... per entry (type, uid, locale). */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** create, update, publish, delete (the management API) or import (the content folder). */
    action: text('action').notNull(),
    /** Who did it: the token's label ("content-admin") or "import". */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentTypeUid, t.uid, t.locale, t.version] })],
);
