import type { RecommenderId } from './recommenders.ts';
import type { RecommendationContext, RecommendationsProvider } from './recommenders.ts';

/** How often the home page's best sellers are ranked again (they move with orders, slowly). */
export const TOP_REVENUE_REFRESH_MS = 5 * 60 * 1000;
/** Candidate lists kept at most (contexts come from requests: the bound keeps memory flat). */
export const MEMO_MAX_ENTRIES = 1000;

export interface MemoOptions {
  /** The catalog's change generation: a change forgets every list. */
  generation: () => number;
  /** How long a revenue ranking is answered before it is computed again in the background. */
  revenueRefreshMs?: number;
  now?: () => number;
}

interface Kept {
  ids: Promise<string[]>;
  generation: number;
  computedAt: number;
  refreshing: boolean;
}

/** Recommenders whose answer only the catalog decides. */
const CATALOG_ONLY: ReadonlySet<RecommenderId> = new Set([
  'complete-the-set',
  'product-to-product-einstein',
  'pdp-similar-items',
  'products-in-all-categories',
]);
const REVENUE: RecommenderId = 'home-top-revenue-for-category';

const keyOf = (recommender: RecommenderId, c: RecommendationContext) =>
  JSON.stringify([recommender, c.siteId, c.categoryId ?? null, [...c.productIds].sort()]);

/**
 * Candidate lists computed once, not per request: a catalog recommender's until the catalog
 * changes, the revenue ranking for `revenueRefreshMs` as well, after which the last ranking is
 * answered while the next is computed. Failed computations are not kept.
 */
export function memoizedRecommendations(
  provider: RecommendationsProvider,
  options: MemoOptions,
): RecommendationsProvider {
  const now = options.now ?? Date.now;
  const refreshMs = options.revenueRefreshMs ?? TOP_REVENUE_REFRESH_MS;
  const kept = new Map<string, Kept>();

  const compute = (key: string, recommender: RecommenderId, context: RecommendationContext) => {
    const entry: Kept = {
      ids: provider.candidates(recommender, context),
      generation: options.generation(),
      computedAt: now(),
      refreshing: false,
    };
    entry.ids.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry;
  };

  const keep = (key: string, entry: Kept) => {
    kept.delete(key);
    kept.set(key, entry);
    while (kept.size > MEMO_MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  };

  return {
    candidates(recommender, context) {
      if (!CATALOG_ONLY.has(recommender) && recommender !== REVENUE)
        return provider.candidates(recommender, context);
      const key = keyOf(recommender, context);
      const entry = kept.get(key);
      if (!entry || entry.generation !== options.generation()) {
        const fresh = compute(key, recommender, context);
        keep(key, fresh);
        return fresh.ids;
      }
      keep(key, entry);
      if (recommender === REVENUE && !entry.refreshing && now() - entry.computedAt >= refreshMs) {
        entry.refreshing = true;
        const next = compute(key, recommender, context);
        // The new ranking replaces the old once it is there; until then the old one answers.
        next.ids.then(
          () => {
            if (kept.get(key) === entry) keep(key, next);
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.ids;
    },
  };
}
