import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import { bulkInsert, queryRows, type Database } from '@solo/db';
import {
  communitySearchDocuments,
  contentEntries,
  type CommunityHitCategory,
} from '@solo/db/schema';
import { isRteText, type RteNode } from '@solo/content-model';
import { searchConfig } from '../search/index.ts';
import { cjkBigrams } from './cjk.ts';
import { localizedSelect, type ContentRow } from './store.ts';
import type { EntryKey, Tx } from './versions.ts';

/**
 * The community search index (docs/decisions/community-search.md): one document per stored
 * community_posts row, rewritten by every write of the content module in the write's own
 * transaction, so search never lags what the content API serves, on any instance.
 */
export const POSTS_TYPE = 'community_posts';
export const CATEGORY_TYPE = 'community_category';
export const AUTHOR_TYPE = 'community_author';

/** Past this many characters a body's text adds nothing to finding the post, only cost. */
const MAX_BODY_TEXT = 50_000;

type Db = Database | Tx;
type DocumentRow = typeof communitySearchDocuments.$inferInsert;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The uids of a reference field's entries of `type` ([{ _content_type_uid, uid }]). */
function referenced(field: unknown, type: string): string[] {
  if (!Array.isArray(field)) return [];
  return field.flatMap((r) => {
    const ref = obj(r);
    const uid = str(ref.uid);
    return uid && (ref._content_type_uid === undefined || ref._content_type_uid === type)
      ? [uid]
      : [];
  });
}

/** The words a reader sees in a rich-text document, blocks separated by a space. */
export function richTextPlain(node: unknown, out: string[] = []): string[] {
  const n = obj(node) as unknown as RteNode;
  if (isRteText(n)) {
    out.push(n.text);
    return out;
  }
  if ('children' in n && Array.isArray(n.children)) {
    for (const child of n.children) richTextPlain(child, out);
    out.push(' ');
  }
  return out;
}

const plain = (node: unknown): string =>
  richTextPlain(node).join('').replace(/\s+/g, ' ').trim().slice(0, MAX_BODY_TEXT);

const validDate = (v: unknown): Date | null => {
  const d = new Date(str(v));
  return str(v) && !Number.isNaN(d.getTime()) ? d : null;
};

type Related = Map<string, Record<string, unknown>>;

/** Every category and author as served in `locale`: few entries, read once per batch. */
async function relatedIn(db: Db, locale: string): Promise<Related> {
  const rows = await localizedSelect(
    db,
    locale,
    inArray(contentEntries.contentTypeUid, [CATEGORY_TYPE, AUTHOR_TYPE]),
  );
  return new Map(rows.map((r) => [`${r.contentTypeUid}/${r.uid}`, r.body]));
}

/** The search document of a post row, with its categories and author as served in its locale. */
export function documentOf(row: ContentRow, related: Related): DocumentRow {
  const body = row.body;
  const categoryUids = referenced(body.categories, CATEGORY_TYPE);
  const authorUids = referenced(body.author, AUTHOR_TYPE);
  const categories: CommunityHitCategory[] = categoryUids.flatMap((uid) => {
    const category = related.get(`${CATEGORY_TYPE}/${uid}`);
    return category
      ? [{ uid, title: str(category.title), url: str(category.url) || `/${uid}` }]
      : [];
  });
  const authorName =
    str(obj(body.post_author).name) ||
    authorUids.map((uid) => str(related.get(`${AUTHOR_TYPE}/${uid}`)?.name)).find(Boolean) ||
    '';
  const tags = Array.isArray(body.tags) ? body.tags.filter((t) => typeof t === 'string') : [];
  const title = str(body.title) || row.title;
  const image = obj(body.featured_image);
  return {
    uid: row.uid,
    locale: row.locale,
    config: searchConfig(row.locale),
    title: cjkBigrams(title),
    keywords: cjkBigrams([...categories.map((c) => c.title), authorName, ...tags].join(' ')),
    summary: cjkBigrams(str(body.summary)),
    bodyText: cjkBigrams(plain(body.body)),
    displayTitle: str(body.display_title) || title,
    url: str(body.url) || `/${row.uid}`,
    postType: str(body.post_type) || 'Article',
    featuredImage: str(image.url) ? image : null,
    categories,
    categoryUids,
    authorUids,
    authorName,
    publishDate: validDate(body.publish_date),
  };
}

const docKey = (uid: string, locale: string) => `${uid}\u0001${locale}`;

/** Post rows per batch: bounds the parameters of one statement on a rebuild of many posts. */
const BATCH = 500;

/** Rewrites the document of each post row named: removed when its row is gone. */
async function indexPosts(db: Db, posts: Array<{ uid: string; locale: string }>): Promise<void> {
  const related = new Map<string, Related>();
  for (let i = 0; i < posts.length; i += BATCH)
    await indexBatch(db, posts.slice(i, i + BATCH), related);
}

async function indexBatch(
  db: Db,
  posts: Array<{ uid: string; locale: string }>,
  related: Map<string, Related>,
): Promise<void> {
  const uids = [...new Set(posts.map((p) => p.uid))];
  const wanted = new Set(posts.map((p) => docKey(p.uid, p.locale)));
  const rows = (
    await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.contentTypeUid, POSTS_TYPE), inArray(contentEntries.uid, uids)))
  ).filter((r) => wanted.has(docKey(r.uid, r.locale)));
  const docs: DocumentRow[] = [];
  for (const row of rows) {
    let around = related.get(row.locale);
    if (!around) related.set(row.locale, (around = await relatedIn(db, row.locale)));
    docs.push(documentOf(row, around));
  }
  await db
    .delete(communitySearchDocuments)
    .where(
      and(
        inArray(communitySearchDocuments.uid, uids),
        sql`${communitySearchDocuments.uid} || chr(1) || ${communitySearchDocuments.locale} in ${[...wanted]}`,
      ),
    );
  await bulkInsert(db, communitySearchDocuments, docs);
}

/**
 * Brings the index up to date after `keys` were written or removed, in the same transaction:
 * a post's own document, and every post showing a changed category or author.
 */
export async function syncCommunityIndex(db: Db, keys: readonly EntryKey[]): Promise<void> {
  const posts = new Map<string, { uid: string; locale: string }>();
  const add = (uid: string, locale: string) => posts.set(docKey(uid, locale), { uid, locale });
  for (const k of keys) if (k.contentTypeUid === POSTS_TYPE) add(k.uid, k.locale);
  const categories = keys.filter((k) => k.contentTypeUid === CATEGORY_TYPE).map((k) => k.uid);
  const authors = keys.filter((k) => k.contentTypeUid === AUTHOR_TYPE).map((k) => k.uid);
  if (categories.length || authors.length) {
    const showing = await db
      .select({ uid: communitySearchDocuments.uid, locale: communitySearchDocuments.locale })
      .from(communitySearchDocuments)
      .where(
        or(
          categories.length
            ? arrayOverlaps(communitySearchDocuments.categoryUids, [...new Set(categories)])
            : undefined,
          authors.length
            ? arrayOverlaps(communitySearchDocuments.authorUids, [...new Set(authors)])
            : undefined,
        ),
      );
    for (const p of showing) add(p.uid, p.locale);
  }
  await indexPosts(db, [...posts.values()]);
}

/**
 * Rebuilds the whole index from the stored posts (`npm run content:reindex`, and a start that
 * finds the index and the posts out of step, e.g. after the migration that made the index).
 */
export async function rebuildCommunityIndex(db: Database): Promise<{ documents: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('solo:community-index'))`);
    await tx.delete(communitySearchDocuments);
    const rows = await tx
      .select({ uid: contentEntries.uid, locale: contentEntries.locale })
      .from(contentEntries)
      .where(eq(contentEntries.contentTypeUid, POSTS_TYPE));
    await indexPosts(tx, rows);
    return { documents: rows.length };
  });
}

/** Whether every stored post row has its document and no document outlived its row. */
export async function communityIndexInStep(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ missing: number; extra: number }>(
    db,
    sql`
    select
      (select count(*)::int from ${contentEntries} e where e.content_type_uid = ${POSTS_TYPE}
        and not exists (select 1 from ${communitySearchDocuments} d
          where d.uid = e.uid and d.locale = e.locale)) as missing,
      (select count(*)::int from ${communitySearchDocuments} d
        where not exists (select 1 from ${contentEntries} e
          where e.content_type_uid = ${POSTS_TYPE} and e.uid = d.uid and e.locale = d.locale)) as extra`,
  );
  return row?.missing === 0 && row.extra === 0;
}
