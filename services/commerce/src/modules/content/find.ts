import { and, asc, count, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { contentEntries } from '@solo/db/schema';
import { splitPath } from './paths.ts';
import { localizedSelect, type ContentRow } from './store.ts';

/** Defaults and limits of find-entries (spec 000 §7: searchType or, limit 10). */
export const FIND_DEFAULT_LIMIT = 10;
export const FIND_MAX_LIMIT = 100;
export const FIND_DEFAULT_ORDER = '-updated_at';

export interface FindQuery {
  contentTypeUid: string;
  locale: string;
  /** Field path → value; equality, or membership when the stored field is an array. */
  searchParams?: Record<string, unknown>;
  /** How searchParams and referenceIn conditions combine. */
  searchType?: 'or' | 'and';
  /** Field path → uids: the reference field points to at least one of them. */
  referenceIn?: Record<string, string[]>;
  /** Field path → uids: the reference field points to none of them (always AND-ed). */
  referenceNotIn?: Record<string, string[]>;
  /** Field path, `-` prefix for descending. */
  orderBy?: string;
  limit?: number;
  skip?: number;
  includeCount?: boolean;
}

type Localized = ReturnType<typeof localizedTable>;
const localizedTable = (db: Database, q: FindQuery) =>
  db
    .$with('localized')
    .as(localizedSelect(db, q.locale, eq(contentEntries.contentTypeUid, q.contentTypeUid)));

/** Columns reachable by name; every other path is a body field. */
const metaColumn = (t: Localized, path: string): SQL | undefined =>
  ({
    uid: sql`${t.uid}`,
    title: sql`${t.title}`,
    locale: sql`${t.locale}`,
    updated_at: sql`${t.updatedAt}`,
    created_at: sql`${t.createdAt}`,
  })[path];

const bodyField = (t: Localized, path: string): SQL =>
  sql`jsonb_extract_path(${t.body}, ${sql.join(
    splitPath(path).map((s) => sql`${s}`),
    sql`, `,
  )})`;

const jsonField = (t: Localized, path: string): SQL => {
  const column = metaColumn(t, path);
  return column ? sql`to_jsonb(${column})` : bodyField(t, path);
};

function equals(t: Localized, path: string, value: unknown): SQL {
  const field = jsonField(t, path);
  if (value === null) return sql`(${field} is null or ${field} = 'null'::jsonb)`;
  const exact = sql`${field} = ${JSON.stringify(value)}::jsonb`;
  if (typeof value === 'object') return exact;
  return sql`(${exact} or ${field} @> ${JSON.stringify([value])}::jsonb)`;
}

/** The reference field (one reference or an array of them) points to one of `uids`. */
function referencesAny(t: Localized, path: string, uids: string[]): SQL {
  const field = bodyField(t, path);
  const tests = uids.flatMap((uid) => [
    sql`${field} @> ${JSON.stringify({ uid })}::jsonb`,
    sql`${field} @> ${JSON.stringify([{ uid }])}::jsonb`,
  ]);
  return sql`coalesce(${or(...tests) ?? sql`false`}, false)`;
}

function whereClause(t: Localized, q: FindQuery): SQL | undefined {
  const conditions = [
    ...Object.entries(q.searchParams ?? {}).map(([path, value]) => equals(t, path, value)),
    ...Object.entries(q.referenceIn ?? {}).map(([path, uids]) => referencesAny(t, path, uids)),
  ];
  const matched = (q.searchType ?? 'or') === 'and' ? and(...conditions) : or(...conditions);
  const excluded = Object.entries(q.referenceNotIn ?? {}).map(([path, uids]) =>
    not(referencesAny(t, path, uids)),
  );
  return and(matched, ...excluded);
}

function orderClause(t: Localized, orderBy: string): SQL[] {
  const descending = orderBy.startsWith('-');
  const path = descending ? orderBy.slice(1) : orderBy;
  const key = metaColumn(t, path) ?? bodyField(t, path);
  // uid breaks ties, so skip/limit pages never overlap or skip an entry.
  return [descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, asc(t.uid)];
}

export interface FindResult {
  rows: ContentRow[];
  count?: number;
}

/** One page of entries of a content type; `count` is the total match, independent of paging. */
export async function findRows(db: Database, q: FindQuery): Promise<FindResult> {
  const t = localizedTable(db, q);
  const where = whereClause(t, q);
  const rows = await db
    .with(t)
    .select()
    .from(t)
    .where(where)
    .orderBy(...orderClause(t, q.orderBy ?? FIND_DEFAULT_ORDER))
    .limit(q.limit ?? FIND_DEFAULT_LIMIT)
    .offset(q.skip ?? 0);
  if (!q.includeCount) return { rows };
  const [total] = await db.with(t).select({ count: count() }).from(t).where(where);
  return { rows, count: total?.count ?? 0 };
}
