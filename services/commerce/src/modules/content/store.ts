import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries } from '@solo/db/schema';
import type { EntryMeta, EntryReference } from '@solo/content-model';
import { contentLocaleChain, DEFAULT_LOCALE } from '@solo/sites';
import { syncCommunityIndex } from './community-index.ts';
import type { JsonObject } from './paths.ts';

/**
 * The store's default locale (spec 000 §9: en-US), the last fallback of every locale and the
 * locale of a request that names none.
 */
export const FALLBACK_LOCALE = DEFAULT_LOCALE.toLowerCase();

export const normalizeLocale = (locale: string): string => locale.toLowerCase();

/**
 * The locales whose entry a request in `locale` may be served, most wanted first: de-at, de, en,
 * the site's default locale (en-ie), en-us (docs/decisions/content-locale-fallback.md). The
 * chain lives in @solo/sites because the demo content is seeded by it too.
 */
export const localeCandidates = (locale: string): string[] => contentLocaleChain(locale);

export type ContentRow = typeof contentEntries.$inferSelect;
export type Entry = JsonObject & EntryMeta;

/** Body fields plus the metadata every returned entry carries; a fresh copy every time. */
export function toEntry(row: ContentRow): Entry {
  return {
    ...structuredClone(row.body),
    uid: row.uid,
    _content_type_uid: row.contentTypeUid,
    locale: row.locale,
    title: row.title,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The rows matching `where`, one per (type, uid): the row of the first of the locale's
 * candidates that has one. Callers filter, order and page on top of this query (as a CTE) so
 * filters see the row served.
 */
export function localizedSelect(db: Database, locale: string, where?: SQL) {
  const candidates = localeCandidates(locale);
  const rank = sql`array_position(array[${sql.join(
    candidates.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[], ${contentEntries.locale})`;
  return db
    .selectDistinctOn([contentEntries.contentTypeUid, contentEntries.uid])
    .from(contentEntries)
    .where(and(where, inArray(contentEntries.locale, candidates)))
    .orderBy(contentEntries.contentTypeUid, contentEntries.uid, asc(rank));
}

export async function findByUid(
  db: Database,
  uid: string,
  locale: string,
): Promise<ContentRow | undefined> {
  const rows = await localizedSelect(db, locale, eq(contentEntries.uid, uid));
  return rows[0];
}

export async function findByTypeAndUid(
  db: Database,
  contentTypeUid: string,
  uid: string,
  locale: string,
): Promise<ContentRow | undefined> {
  const rows = await localizedSelect(
    db,
    locale,
    and(eq(contentEntries.contentTypeUid, contentTypeUid), eq(contentEntries.uid, uid)),
  );
  return rows[0];
}

export const refKey = (contentTypeUid: string, uid: string): string =>
  `${contentTypeUid}\u0000${uid}`;

/** Every referenced entry in one query, keyed by refKey; missing ones are simply absent. */
export async function findReferenced(
  db: Database,
  refs: EntryReference[],
  locale: string,
): Promise<Map<string, ContentRow>> {
  if (refs.length === 0) return new Map();
  const types = [...new Set(refs.map((r) => r._content_type_uid))];
  const uids = [...new Set(refs.map((r) => r.uid))];
  const rows = await localizedSelect(
    db,
    locale,
    and(inArray(contentEntries.contentTypeUid, types), inArray(contentEntries.uid, uids)),
  );
  return new Map(rows.map((row) => [refKey(row.contentTypeUid, row.uid), row]));
}

export interface ContentEntryInput {
  contentTypeUid: string;
  uid: string;
  locale: string;
  title: string;
  body: Record<string, unknown>;
}

/**
 * Creates or replaces an entry (admin and tests); the locale is stored lower-case. The community
 * search index changes with it, in its transaction.
 */
export async function upsertContentEntry(db: Database, input: ContentEntryInput): Promise<Entry> {
  const values = { ...input, locale: normalizeLocale(input.locale) };
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(contentEntries)
      .values(values)
      .onConflictDoUpdate({
        target: [contentEntries.contentTypeUid, contentEntries.uid, contentEntries.locale],
        set: { title: values.title, body: values.body, updatedAt: sql`now()` },
      })
      .returning();
    if (written) await syncCommunityIndex(tx, [values]);
    return written;
  });
  if (!row)
    throw new Error(`upsert of content entry ${input.contentTypeUid}/${input.uid} returned no row`);
  return toEntry(row);
}
