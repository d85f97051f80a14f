/** What the promotions engine needs from the database for a set of baskets, in a few queries. */
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@solo/db';
import { productCategories } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';
import { freshPromotionReads, loadActivePromotions, type PromotionReads } from './active.ts';
import type { EnginePromotion } from './engine.ts';
import type { CategoryParents } from './product-promotions.ts';

export interface BasketPromotionData {
  promotions: EnginePromotion[];
  /** Categories each product is assigned to. */
  assignments: Map<string, string[]>;
  parents: CategoryParents;
}

/**
 * The site's running promotions, plus every promotion gated by one of `codes` whatever its dates
 * (an expired code still needs its status), and the category data of `productIds`.
 */
export async function loadBasketPromotions(
  db: Database | Transaction,
  query: { siteId: SiteId; now: Date; codes: readonly string[]; productIds: readonly string[] },
  onInvalid?: (id: string) => void,
  reads: PromotionReads = freshPromotionReads,
): Promise<BasketPromotionData> {
  const codes = new Set(query.codes.map((c) => c.toUpperCase()));
  const active = await loadActivePromotions(
    db,
    { siteId: query.siteId, now: query.now },
    onInvalid,
    reads,
  );
  const byId = new Map<string, EnginePromotion>(active.map((p) => [p.id, p]));
  for (const { record, rule } of await reads.promotions(db)) {
    const code = record.couponCode?.toUpperCase();
    if (rule && code !== undefined && codes.has(code) && !byId.has(record.id))
      byId.set(record.id, { ...record, rule });
  }
  const list = [...byId.values()];
  const byCategory = list.some(
    (p) =>
      (p.rule.type === 'product' && p.rule.products.categoryIds?.length) ||
      (p.rule.type === 'bonus' && p.rule.qualifying.categoryIds?.length),
  );
  const assignments = new Map<string, string[]>();
  let parents: CategoryParents = new Map();
  if (byCategory && query.productIds.length) {
    const [rows, categoryParents] = await Promise.all([
      db
        .select({
          productId: productCategories.productId,
          categoryId: productCategories.categoryId,
        })
        .from(productCategories)
        .where(inArray(productCategories.productId, [...new Set(query.productIds)])),
      reads.categoryParents(db),
    ]);
    for (const r of rows)
      assignments.set(r.productId, [...(assignments.get(r.productId) ?? []), r.categoryId]);
    parents = categoryParents;
  }
  return { promotions: list, assignments, parents };
}
