/**
 * The `recommendations` content block (spec 000 §3 Recommendations item, §9 "default max items
 * 5"), resolved on the server for the page that holds it.
 */
import {
  RECOMMENDATIONS_DEFAULT_MAX_ITEMS,
  RECOMMENDATIONS_REQUEST_LIMIT,
  type RecommendationsEntry,
} from '@solo/content-model';
import type { DeployEnv, RequestServices } from '../api/context.ts';
import type { CatalogContext } from '../listing/catalog.server.ts';
import { isRecommenderId, type RecommendationsView } from './recommendations.ts';
import { loadRecommendations } from './recommendations.server.ts';

type Services = Pick<RequestServices, 'api' | 'log' | 'deployEnv'>;
type Section = { uid: string; _content_type_uid: string };

export const RECOMMENDATIONS_BLOCK = 'recommendations';

/** Spec 001 §7: the strategy id depends on the environment. */
export function strategyIdOf(entry: RecommendationsEntry, env: DeployEnv): string | undefined {
  if (env === 'production') return entry.dy_id_production;
  if (env === 'staging') return entry.dy_id_staging;
  return entry.dy_id;
}

/** max_product_items, 5 when unset or not a whole number of at least 1; at most 50. */
export function maxItemsOf(entry: RecommendationsEntry): number {
  const max = entry.max_product_items;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1)
    return RECOMMENDATIONS_DEFAULT_MAX_ITEMS;
  return Math.min(max, RECOMMENDATIONS_REQUEST_LIMIT);
}

/**
 * The views of a page's recommendations blocks by entry uid, and the sections without the blocks
 * that have nothing to show (spec 000 §8 "Missing content data: block renders nothing"), so such
 * a block never takes the first section's high-priority slot.
 */
export async function resolveRecommendationBlocks<S extends Section>(
  services: Services,
  ctx: CatalogContext,
  sections: S[],
): Promise<{ sections: S[]; recommendations: Record<string, RecommendationsView> }> {
  const env = services.deployEnv ?? 'production';
  const resolved = await Promise.all(
    sections.map(async (section) => {
      if (section._content_type_uid !== RECOMMENDATIONS_BLOCK) return null;
      const entry = section as unknown as RecommendationsEntry;
      const recommender = strategyIdOf(entry, env);
      if (!isRecommenderId(recommender)) {
        services.log.warn({ uid: section.uid, env, recommender }, 'recommendations block skipped');
        return null;
      }
      const view = await loadRecommendations(services, ctx, {
        recommender,
        productIds: (entry.sfcc_products ?? []).filter((id) => typeof id === 'string' && id),
        max: maxItemsOf(entry),
      });
      return view?.tiles.length ? ([section.uid, view] as const) : null;
    }),
  );
  const recommendations = Object.fromEntries(resolved.filter((r) => r !== null));
  return {
    sections: sections.filter(
      (s) => s._content_type_uid !== RECOMMENDATIONS_BLOCK || s.uid in recommendations,
    ),
    recommendations,
  };
}
