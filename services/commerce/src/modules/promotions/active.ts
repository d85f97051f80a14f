import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { promotions } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';
import { parsePromotionRule, type PromotionRule } from './rule.ts';

export type PromotionRecord = typeof promotions.$inferSelect;
export type ActivePromotion = Omit<PromotionRecord, 'rule'> & { rule: PromotionRule };

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

/**
 * Enabled promotions of the site running at `now` (started, not ended) whose rule is valid, in
 * one query; a stored rule that is not a PromotionRule is reported through `onInvalid` and left
 * out rather than failing the page.
 */
export async function loadActivePromotions(
  db: Database,
  query: ActiveQuery,
  onInvalid: (id: string) => void = () => {},
): Promise<ActivePromotion[]> {
  const { now } = query;
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        query.withoutCoupon ? isNull(promotions.couponCode) : undefined,
        query.ids ? inArray(promotions.id, [...query.ids]) : undefined,
      ),
    )
    .orderBy(asc(promotions.id));
  const out: ActivePromotion[] = [];
  for (const row of rows) {
    if (!runsOn(row, query.siteId)) continue;
    const rule = parsePromotionRule(row.rule);
    if (rule) out.push({ ...row, rule });
    else onInvalid(row.id);
  }
  return out;
}
