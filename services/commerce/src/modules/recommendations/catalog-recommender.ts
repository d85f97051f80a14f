import type { Database } from '@solo/db';
import { loadCategoryTree, ROOT_CATEGORY_ID, type CategoryTree } from '../catalog/index.ts';
import {
  loadAssignments,
  loadCategoryProducts,
  loadContainers,
  loadRelated,
  type RelatedRecord,
} from './catalog-data.ts';
import type {
  RecommendationContext,
  RecommendationsProvider,
  RecommenderId,
} from './recommenders.ts';
import { loadTopRevenue } from './revenue-data.ts';
import { viewedProductIds } from './viewed.ts';

/** How far back `home-top-revenue-for-category` reads orders: a season's best sellers. */
export const TOP_REVENUE_WINDOW_DAYS = 90;

/** The context's products as their pages show them: a variant's master carries its relations. */
async function pageProducts(db: Database, ids: readonly string[]): Promise<RelatedRecord[]> {
  const own = await loadRelated(db, ids);
  const masterIds = own.flatMap((p) => (p.masterId ? [p.masterId] : []));
  const masters = new Map((await loadRelated(db, masterIds)).map((m) => [m.id, m]));
  const out = new Map<string, RelatedRecord>();
  for (const id of ids) {
    const product = own.find((p) => p.id === id);
    if (!product) continue;
    const page = (product.masterId ? masters.get(product.masterId) : undefined) ?? product;
    out.set(page.id, page);
  }
  return [...out.values()];
}

/** Members of the context's sets and bundles, and of the sets and bundles that hold it. */
async function setPartners(db: Database, ids: readonly string[], pages: RelatedRecord[]) {
  const containers = await loadContainers(db, [...ids, ...pages.map((p) => p.id)]);
  return [...pages.flatMap((p) => p.members), ...containers.flatMap((c) => c.members)];
}

/** Products of the pages' primary categories, category after category. */
async function primaryCategoryProducts(db: Database, pages: RelatedRecord[]): Promise<string[]> {
  const ids = pages.flatMap((p) => (p.primaryCategoryId ? [p.primaryCategoryId] : []));
  const byCategory = await loadCategoryProducts(db, ids);
  return ids.flatMap((id) => byCategory.get(id) ?? []);
}

/** Products sharing any category with the pages: most categories shared first. */
async function sharedCategoryProducts(db: Database, pages: RelatedRecord[]): Promise<string[]> {
  const assigned = await loadAssignments(
    db,
    pages.map((p) => p.id),
  );
  const categoryIds = [...new Set([...assigned.values()].flat())];
  const byCategory = await loadCategoryProducts(db, categoryIds);
  const shared = new Map<string, number>();
  for (const id of categoryIds)
    for (const productId of byCategory.get(id) ?? [])
      shared.set(productId, (shared.get(productId) ?? 0) + 1);
  // A stable sort keeps the category and merchant order among products sharing as many.
  return [...shared.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/** Every category below `id` (itself first), depth first in the tree's order. */
function subtree(tree: CategoryTree, id: string): string[] {
  return [id, ...(tree.children.get(id) ?? []).flatMap((c) => subtree(tree, c.id))];
}

/**
 * Products of every category below `rootId`, taking turns between its subcategories so that the
 * answer spans all of them; each in the merchant's order.
 */
async function acrossCategories(db: Database, rootId: string): Promise<string[]> {
  const tree = await loadCategoryTree(db);
  if (!tree.byId.get(rootId)?.online) return [];
  const branches = (tree.children.get(rootId) ?? []).map((c) => subtree(tree, c.id));
  const byCategory = await loadCategoryProducts(db, [rootId, ...branches.flat()]);
  const lists = [
    byCategory.get(rootId) ?? [],
    ...branches.map((ids) => ids.flatMap((id) => byCategory.get(id) ?? [])),
  ];
  const out: string[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++)
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

/**
 * The products of the site's placed orders of the last TOP_REVENUE_WINDOW_DAYS by revenue, of
 * `categoryId` and the categories below it (an unknown or offline one has none), or of all.
 */
async function topRevenue(db: Database, context: RecommendationContext, now: Date) {
  let categoryIds: string[] | undefined;
  if (context.categoryId) {
    const tree = await loadCategoryTree(db);
    if (!tree.byId.get(context.categoryId)?.online) return [];
    categoryIds = subtree(tree, context.categoryId);
  }
  return loadTopRevenue(db, {
    siteId: context.siteId,
    since: new Date(now.getTime() - TOP_REVENUE_WINDOW_DAYS * 24 * 60 * 60 * 1000),
    until: now,
    ...(categoryIds ? { categoryIds } : {}),
  });
}

/**
 * The first-party recommendation engine: it answers from what the catalog and the placed orders
 * know (categories, sets and bundles, the merchant's accessories, revenue) and never invents
 * popularity. `viewed-recently-einstein` answers the products the request's shopper viewed
 * (viewed.ts, docs/decisions/recently-viewed.md). `now` is the clock the
 * revenue window is read against.
 */
export function catalogRecommendations(
  db: Database,
  now: () => Date = () => new Date(),
): RecommendationsProvider {
  const recommenders: Record<RecommenderId, (c: RecommendationContext) => Promise<string[]>> = {
    async 'complete-the-set'({ productIds }) {
      const pages = await pageProducts(db, productIds);
      return [
        ...(await setPartners(db, productIds, pages)),
        ...pages.flatMap((p) => p.accessories),
      ];
    },
    async 'product-to-product-einstein'({ productIds }) {
      const pages = await pageProducts(db, productIds);
      return [
        ...pages.flatMap((p) => p.accessories),
        ...(await setPartners(db, productIds, pages)),
        ...(await primaryCategoryProducts(db, pages)),
        ...(await sharedCategoryProducts(db, pages)),
      ];
    },
    async 'pdp-similar-items'({ productIds }) {
      return primaryCategoryProducts(db, await pageProducts(db, productIds));
    },
    'products-in-all-categories'({ categoryId }) {
      return acrossCategories(db, categoryId ?? ROOT_CATEGORY_ID);
    },
    'home-top-revenue-for-category'(context) {
      return topRevenue(db, context, now());
    },
    // The shopper's own views, newest first; nobody's without a shopper.
    'viewed-recently-einstein'({ viewer, siteId }) {
      return viewer ? viewedProductIds(db, viewer, siteId) : Promise.resolve([]);
    },
  };
  return { candidates: (recommender, context) => recommenders[recommender](context) };
}
