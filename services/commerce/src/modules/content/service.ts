import type { Database } from '@solo/db';
import { notFound } from '../../errors.ts';
import { findRows, type FindQuery } from './find.ts';
import { pathTree } from './paths.ts';
import { attachRteEntries, resolveReferences } from './references.ts';
import {
  findByTypeAndUid,
  findByUid,
  normalizeLocale,
  toEntry,
  type ContentRow,
  type Entry,
} from './store.ts';

/** What to expand in the returned entries (spec 000 §7 referenceFieldPath, jsonRtePath). */
export interface Expand {
  referenceFieldPath?: string[];
  jsonRtePath?: string[];
}

async function expand(
  db: Database,
  rows: ContentRow[],
  locale: string,
  options: Expand,
): Promise<Entry[]> {
  const entries = rows.map(toEntry);
  if (options.referenceFieldPath?.length) {
    await resolveReferences(db, entries, pathTree(options.referenceFieldPath), locale);
  }
  if (options.jsonRtePath?.length)
    await attachRteEntries(db, entries, pathTree(options.jsonRtePath), locale);
  return entries;
}

async function one(
  db: Database,
  row: ContentRow | undefined,
  locale: string,
  options: Expand,
  what: string,
) {
  if (!row)
    throw notFound(
      `No content entry ${what} in locale ${locale} or its fallback`,
      'entry-not-found',
    );
  const [entry] = await expand(db, [row], locale, options);
  return entry as Entry;
}

/** GET /content-stack/entry: the entry whose uid is `id`, whatever its type. */
export async function getEntry(
  db: Database,
  id: string,
  localeParam: string,
  options: Expand = {},
): Promise<Entry> {
  const locale = normalizeLocale(localeParam);
  return one(db, await findByUid(db, id, locale), locale, options, `"${id}"`);
}

/** GET /content-stack/id: an entry by content type and uid. */
export async function getEntryById(
  db: Database,
  contentTypeUid: string,
  uid: string,
  localeParam: string,
  options: Expand = {},
): Promise<Entry> {
  const locale = normalizeLocale(localeParam);
  return one(
    db,
    await findByTypeAndUid(db, contentTypeUid, uid, locale),
    locale,
    options,
    `"${contentTypeUid}/${uid}"`,
  );
}

/** GET /content-stack/find-entries: a page of entries, `count` when asked. */
export async function findEntries(
  db: Database,
  query: FindQuery & Expand,
): Promise<{ entries: Entry[]; count?: number }> {
  const locale = normalizeLocale(query.locale);
  const { rows, count } = await findRows(db, { ...query, locale });
  const entries = await expand(db, rows, locale, query);
  return count === undefined ? { entries } : { entries, count };
}
