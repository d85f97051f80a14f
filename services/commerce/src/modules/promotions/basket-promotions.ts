/** What the promotions engine needs from the database for a set of baskets, in a few queries. */
import { inArray, isNotNull, sql, and } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { categories, productCategories, promotions } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';
import { loadActivePromotions } from './active.ts';
import type { EnginePromotion } from './engine.ts';
import type { CategoryParents } from './product-promotions.ts';
import { parsePromotionRule } from './rule.ts';

/** Parent of every category, for rules that include subcategories; read from catalog's table. */
async function loadCategoryParents(db: Database): Promise<CategoryParents> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  return new Map(rows.map((c) => [c.id, c.parentId]));
}

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
  db: Database,
  query: { siteId: SiteId; now: Date; codes: readonly string[]; productIds: readonly string[] },
  onInvalid?: (id: string) => void,
): Promise<BasketPromotionData> {
  const codes = [...new Set(query.codes.map((c) => c.toUpperCase()))];
  const [active, coupon] = await Promise.all([
    loadActivePromotions(db, { siteId: query.siteId, now: query.now }, onInvalid),
    codes.length
      ? db
          .select()
          .from(promotions)
          .where(
            and(
              isNotNull(promotions.couponCode),
              inArray(sql`upper(${promotions.couponCode})`, codes),
            ),
          )
      : Promise.resolve([]),
  ]);
  const byId = new Map<string, EnginePromotion>(active.map((p) => [p.id, p]));
  for (const row of coupon) {
    const rule = parsePromotionRule(row.rule);
    if (rule && !byId.has(row.id)) byId.set(row.id, { ...row, rule });
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
      loadCategoryParents(db),
    ]);
    for (const r of rows)
      assignments.set(r.productId, [...(assignments.get(r.productId) ?? []), r.categoryId]);
    parents = categoryParents;
  }
  return { promotions: list, assignments, parents };
}
