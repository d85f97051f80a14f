import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@solo/db';
import { communitySearchDocuments as d, type CommunityHitCategory } from '@solo/db/schema';
import { searchConfig } from '../search/index.ts';
import { cjkBigrams } from './cjk.ts';
import { localeCandidates, normalizeLocale } from './store.ts';

/** Spec 000 §7: the community index's name and its page size; §9: 4 posts in autocomplete. */
export const COMMUNITY_INDEX = 'community_posts';
export const COMMUNITY_HITS_PER_PAGE = 4;
export const COMMUNITY_MAX_HITS_PER_PAGE = 50;
/** Longer queries are refused: no shopper types more, and each word costs the database. */
export const COMMUNITY_MAX_QUERY_LENGTH = 200;
/** Past this page nothing useful is left and the offset only costs (50 × 100 = 5,000 posts). */
export const COMMUNITY_MAX_PAGE = 100;

export interface CommunitySearchParams {
  q: string;
  locale: string;
  page: number;
  hitsPerPage: number;
  category?: string | undefined;
  postType?: string | undefined;
  author?: string | undefined;
}

/** Spec 000 §5 community hit, plus what the cards show (docs/decisions/community-search.md). */
export interface CommunityHit {
  objectID: string;
  display_title: string;
  post_type: string;
  url: string;
  featuredImage: Record<string, unknown> | null;
  categories: Array<Pick<CommunityHitCategory, 'title' | 'url'>>;
  publish_date: string | null;
  post_author: { name: string };
}

export interface CommunitySearchResult {
  hits: CommunityHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID: string;
}

/**
 * The typed query cut for autocomplete: the last word, when the shopper may still be typing it
 * (not after a space, not negated, not inside an open quote), matches as a prefix ("piz" finds
 * pizza); the rest is read as a web search (quotes, or, -word), which never fails on any input.
 */
export function splitQuery(q: string): { text: string; prefix: string | null } {
  const last = /(^|[^\p{L}\p{N}])([\p{L}\p{N}]+)$/u.exec(q);
  const word = last?.[2];
  if (!last || !word || [...word].length < 2) return { text: q, prefix: null };
  const before = q.slice(0, last.index + last[1]!.length);
  const quotes = (before.match(/"/g) ?? []).length;
  if (last[1] === '-' || quotes % 2 === 1) return { text: q, prefix: null };
  return { text: before, prefix: word.toLowerCase() };
}

/** The query in one configuration: the web-search part and the prefix of the last word. */
function tsQuery(config: string, parts: { text: string; prefix: string | null }): SQL {
  const cfg = sql`${config}::regconfig`;
  const web = sql`websearch_to_tsquery(${cfg}, ${parts.text})`;
  if (!parts.prefix) return web;
  // Only letters and digits reach to_tsquery, so its syntax cannot be broken into.
  const prefix = `${parts.prefix}:*`;
  return sql`(${web} && (to_tsquery(${cfg}, ${prefix}) || to_tsquery('simple', ${prefix})))`;
}

const newQueryId = () => randomBytes(16).toString('hex');

/** Control characters (NUL among them) are never part of a word and PostgreSQL refuses NUL. */
const clean = (q: string) =>
  q
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, COMMUNITY_MAX_QUERY_LENGTH);

interface Row {
  uid: string;
  display_title: string;
  post_type: string;
  url: string;
  featured_image: Record<string, unknown> | null;
  categories: CommunityHitCategory[];
  publish_date: string | Date | null;
  author_name: string;
  total: number;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Community search (spec 000 §7 index community_posts) in `locale`: only the row the content API
 * serves for the locale counts, so the GIN match is kept only when no row of a more wanted
 * locale exists for the post (a German row that does not match hides the English one that does).
 * Ranked by weighted ts_rank (title A, categories, author and tags B, summary C, body D), then
 * newest first.
 */
export async function searchCommunity(
  db: Database,
  params: CommunitySearchParams,
): Promise<CommunitySearchResult> {
  const query = clean(params.q);
  const { page, hitsPerPage } = params;
  const empty = {
    hits: [],
    nbHits: 0,
    page,
    nbPages: 0,
    hitsPerPage,
    query,
    queryID: newQueryId(),
  };
  if (!query) return empty;
  const candidates = localeCandidates(normalizeLocale(params.locale));
  const parts = splitQuery(cjkBigrams(query).trim());
  const configs = [...new Set(candidates.map(searchConfig))];
  const tsq = sql.join(
    configs.map((c) => tsQuery(c, parts)),
    sql` || `,
  );
  const list = sql`array[${sql.join(
    candidates.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  const filters = [
    params.category ? sql`and d.category_uids @> array[${params.category}]::text[]` : sql``,
    params.postType ? sql`and d.post_type = ${params.postType}` : sql``,
    params.author ? sql`and lower(d.author_name) = lower(${params.author})` : sql``,
  ];
  // Ranked and paged on narrow rows; only the page's rows are read whole (a short query can
  // match most posts, and carrying their card fields through the sort cost five times as much).
  // The first locale of the chain is served whenever it has a row, so only the others are
  // checked for a more wanted row.
  const rows = await queryRows<Row>(
    db,
    sql`with q as (select (${tsq}) as query),
    matched as (
      select d.uid, d.locale, d.publish_date,
        ts_rank('{0.1, 0.2, 0.4, 1.0}', d.search, q.query) as rank,
        array_position(${list}, d.locale) as pos
      from ${d} d, q
      where d.locale = any(${list}) and d.search @@ q.query ${sql.join(filters, sql` `)}
    ),
    served as (
      select m.uid, m.locale, m.rank, m.publish_date from matched m
      where m.pos = 1 or not exists (
        select 1 from ${d} b
        where b.uid = m.uid and b.locale = any(${list})
          and array_position(${list}, b.locale) < m.pos
      )
    ),
    page as (
      select s.*, count(*) over ()::int as total from served s
      order by s.rank desc, s.publish_date desc nulls last, s.uid
      limit ${hitsPerPage} offset ${page * hitsPerPage}
    )
    select d.uid, d.display_title, d.post_type, d.url, d.featured_image, d.categories,
      d.publish_date, d.author_name, page.total
    from page join ${d} d on d.uid = page.uid and d.locale = page.locale
    order by page.rank desc, page.publish_date desc nulls last, page.uid`,
  );
  const nbHits = rows[0]?.total ?? (page > 0 ? await countOnly(db, params, page) : 0);
  return {
    ...empty,
    hits: rows.map((r) => ({
      objectID: r.uid,
      display_title: r.display_title,
      post_type: r.post_type,
      url: r.url,
      featuredImage: r.featured_image,
      categories: r.categories.map(({ title, url }) => ({ title, url })),
      publish_date: iso(r.publish_date),
      post_author: { name: r.author_name },
    })),
    nbHits,
    nbPages: Math.ceil(nbHits / hitsPerPage),
  };
}

/** The number of hits when the page asked for is past the last one. */
async function countOnly(db: Database, params: CommunitySearchParams, page: number) {
  if (page === 0) return 0;
  const first = await searchCommunity(db, { ...params, page: 0, hitsPerPage: 1 });
  return first.nbHits;
}
