import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries } from '@solo/db/schema';
import type { EntryMeta, EntryReference } from '@solo/content-model';
import type { JsonObject } from './paths.ts';

/**
 * Locale fallback: an entry missing in the requested locale is served in en-us, the store's
 * default locale (spec 000 §9). One fixed fallback keeps answers predictable.
 */
export const FALLBACK_LOCALE = 'en-us';

export const normalizeLocale = (locale: string): string => locale.toLowerCase();

export const localeCandidates = (locale: string): string[] =>
  locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];

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
 * The rows matching `where`, one per (type, uid): the requested locale's row, else the fallback's.
 * Callers filter, order and page on top of this query (as a CTE) so filters see the row served.
 */
export function localizedSelect(db: Database, locale: string, where?: SQL) {
  return db
    .selectDistinctOn([contentEntries.contentTypeUid, contentEntries.uid])
    .from(contentEntries)
    .where(and(where, inArray(contentEntries.locale, localeCandidates(locale))))
    .orderBy(
      contentEntries.contentTypeUid,
      contentEntries.uid,
      desc(sql`${contentEntries.locale} = ${locale}`),
    );
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

/** Creates or replaces an entry (admin and tests); the locale is stored lower-case. */
export async function upsertContentEntry(db: Database, input: ContentEntryInput): Promise<Entry> {
  const values = { ...input, locale: normalizeLocale(input.locale) };
  const [row] = await db
    .insert(contentEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [contentEntries.contentTypeUid, contentEntries.uid, contentEntries.locale],
      set: { title: values.title, body: values.body, updatedAt: sql`now()` },
    })
    .returning();
  if (!row)
    throw new Error(`upsert of content entry ${input.contentTypeUid}/${input.uid} returned no row`);
  return toEntry(row);
}
