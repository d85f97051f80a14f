import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { searchClickCounts, searchClicks, type SearchClickIndex } from '@solo/db/schema';

/**
 * First-party click analytics of search hits (spec 000 §7 "community index with click
 * analytics", §9 debounce 500 ms in the storefront). A click is stored as an event and counted
 * per hit; query suggestions rank by the counts (suggestions.ts).
 */
export const CLICK_INDEXES = [
  'products',
  'community_posts',
  'query_suggestions',
] as const satisfies readonly SearchClickIndex[];

/** Bounds of what a click records: the longest query search takes, ids and positions. */
export const CLICK_MAX_QUERY = 200;
export const CLICK_MAX_OBJECT_ID = 200;
export const CLICK_MAX_QUERY_ID = 64;
export const CLICK_MAX_POSITION = 100;

export interface SearchClick {
  index: SearchClickIndex;
  locale: string;
  query: string;
  objectID: string;
  position: number;
  queryID: string;
}

/** Suggested phrases are counted lower-cased, as the suggestion index holds them. */
const objectKey = (index: SearchClickIndex, objectID: string) =>
  index === 'query_suggestions' ? objectID.toLowerCase() : objectID;

/** Records a click and counts it for its hit, together. */
export async function recordClick(db: Database, click: SearchClick): Promise<void> {
  const locale = click.locale.toLowerCase();
  const objectId = objectKey(click.index, click.objectID);
  await db.transaction(async (tx) => {
    await tx.insert(searchClicks).values({
      index: click.index,
      locale,
      query: click.query,
      objectId,
      position: click.position,
      queryId: click.queryID,
    });
    await tx
      .insert(searchClickCounts)
      .values({ index: click.index, locale, objectId, clicks: 1 })
      .onConflictDoUpdate({
        target: [searchClickCounts.index, searchClickCounts.locale, searchClickCounts.objectId],
        set: { clicks: sql`${searchClickCounts.clicks} + 1` },
      });
  });
}

/** Clicks per hit of `index` in `locale`, for the hits named (absent: never clicked). */
export async function clickCounts(
  db: Database,
  index: SearchClickIndex,
  locale: string,
  objectIds: readonly string[],
): Promise<Map<string, number>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db
    .select({ objectId: searchClickCounts.objectId, clicks: searchClickCounts.clicks })
    .from(searchClickCounts)
    .where(
      and(
        eq(searchClickCounts.index, index),
        eq(searchClickCounts.locale, locale.toLowerCase()),
        inArray(searchClickCounts.objectId, [
          ...new Set(objectIds.map((id) => objectKey(index, id))),
        ]),
      ),
    );
  return new Map(rows.map((r) => [r.objectId, r.clicks]));
}
