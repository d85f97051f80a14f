/**
 * Content tables (module: content).
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Full-text vectors and search configurations; read back only as text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

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

/** What a community search hit shows of a post's category: its title and page path. */
export interface CommunityHitCategory {
  uid: string;
  title: string;
  url: string;
}

/**
 * The community search index (module: content; spec 000 §7 index community_posts): one document
 * per stored community_posts row (uid, locale), written in the same transaction as the entry (or
 * a category or author it shows) so every instance searches what the content API serves.
 */
export const communitySearchDocuments = pgTable(
  'community_search_documents',
  {
    uid: text('uid').notNull(),
    /** The locale of the content row the document was made from (lower case). */
    locale: text('locale').notNull(),
    /** Text search configuration of the locale's language (english, german, simple...). */
    config: regconfig('config').notNull(),
    title: text('title').notNull(),
    /** Category titles, the author's name and the tags. */
    keywords: text('keywords').notNull(),
    summary: text('summary').notNull(),
    /** The plain text of the rich-text body. */
    bodyText: text('body_text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        // 'simple' keeps the typed surface words beside the stems, so prefixes of words match.
        sql`setweight(to_tsvector("config", "title") || to_tsvector('simple', "title"), 'A') || setweight(to_tsvector("config", "keywords") || to_tsvector('simple', "keywords"), 'B') || setweight(to_tsvector("config", "summary") || to_tsvector('simple', "summary"), 'C') || setweight(to_tsvector("config", "body_text"), 'D')`,
      ),
    displayTitle: text('display_title').notNull(),
    url: text('url').notNull(),
    postType: text('post_type').notNull(),
    featuredImage: jsonb('featured_image').$type<Record<string, unknown>>(),
    categories: jsonb('categories').$type<CommunityHitCategory[]>().notNull(),
    /** Referenced category and author uids: filters, and what to re-index when one changes. */
    categoryUids: text('category_uids').array().notNull(),
    authorUids: text('author_uids').array().notNull(),
    authorName: text('author_name').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.locale] }),
    index('community_search_documents_search_idx').using('gin', t.search),
    index('community_search_documents_categories_idx').using('gin', t.categoryUids),
    index('community_search_documents_authors_idx').using('gin', t.authorUids),
  ],
);
