import { asc } from 'drizzle-orm';
import type { Database, Transaction } from '@solo/db';
import { categories, promotions } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';
import { currentBy, type Generation } from '../../current.ts';
import type { CategoryParents } from './product-promotions.ts';
import { parsePromotionRule, type PromotionRule } from './rule.ts';

export type PromotionRecord = typeof promotions.$inferSelect;
export type ActivePromotion = Omit<PromotionRecord, 'rule'> & { rule: PromotionRule };

/** A stored promotion with its rule checked once: undefined when the stored rule is not valid. */
export interface StoredPromotion {
  record: PromotionRecord;
  rule: PromotionRule | undefined;
}

type Handle = Database | Transaction;

/**
 * What the promotions read from the database: every promotion (a store has tens to hundreds) and
 * the category parents its rules walk. Kept per process between catalog changes when the change
 * feed is given (src/current.ts), read each time otherwise.
 */
export interface PromotionReads {
  promotions(db: Handle): Promise<StoredPromotion[]>;
  categoryParents(db: Handle): Promise<CategoryParents>;
}

async function readPromotions(db: Handle): Promise<StoredPromotion[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.id));
  return rows.map((record) => ({ record, rule: parsePromotionRule(record.rule) }));
}

/** Parent of every category, for rules that include subcategories; read from catalog's table. */
async function readCategoryParents(db: Handle): Promise<CategoryParents> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  return new Map(rows.map((c) => [c.id, c.parentId]));
}

export const promotionReads = (changes?: Generation): PromotionReads => ({
  promotions: currentBy(changes, readPromotions),
  categoryParents: currentBy(changes, readCategoryParents),
});

/** Reads everything each time: for callers that are not handed the process's reads. */
export const freshPromotionReads: PromotionReads = promotionReads();

export interface ActiveQuery {
  siteId: SiteId;
  now: Date;
  /** Only promotions without a coupon code (the ones product pages show). */
  withoutCoupon?: boolean;
  /** Only these ids. */
  ids?: readonly string[];
}

/** A promotion runs on a site when it lists no sites or lists that one. */
const runsOn = (p: PromotionRecord, siteId: SiteId) =>
  p.siteIds.length === 0 || p.siteIds.includes(siteId);

/** Enabled, started (or no start) and not ended (or no end) at `now`. */
const runsAt = (p: PromotionRecord, now: Date) =>
  p.enabled && (p.startsAt === null || p.startsAt <= now) && (p.endsAt === null || p.endsAt > now);

/**
 * Enabled promotions of the site running at `now` (started, not ended) whose rule is valid, in id
 * order; a stored rule that is not a PromotionRule is reported through `onInvalid` and left out
 * rather than failing the page.
 */
export async function loadActivePromotions(
  db: Handle,
  query: ActiveQuery,
  onInvalid: (id: string) => void = () => {},
  reads: PromotionReads = freshPromotionReads,
): Promise<ActivePromotion[]> {
  const ids = query.ids && new Set(query.ids);
  const out: ActivePromotion[] = [];
  for (const { record, rule } of await reads.promotions(db)) {
    if (!runsAt(record, query.now) || !runsOn(record, query.siteId)) continue;
    if (query.withoutCoupon && record.couponCode !== null) continue;
    if (ids && !ids.has(record.id)) continue;
    if (rule) out.push({ ...record, rule });
    else onInvalid(record.id);
  }
  return out;
}
