import type { Route } from './+types/recommendations-data';
import { getServices } from '../lib/api/context.ts';
import { catalogContext } from '../lib/listing/route.server.ts';
import { parseRecommendationsQuery } from '../lib/recommendations/query.ts';
import { loadRecommendations } from '../lib/recommendations/recommendations.server.ts';
import { requirePageRoute } from '../lib/routing.ts';

/** Answers follow stock and prices; as briefly cacheable as the search suggestions. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/**
 * `{prefix}/recommendations-data?recommender=&productIds=&max=`: the recommendations widget's
 * tiles and tracking as JSON (spec 001 §7). It depends on its query only, so it may be cached
 * briefly. A bad query is a 400 problem naming the field; a failed call answers 503 with no
 * tiles, never cached.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const parsed = parseRecommendationsQuery(url.searchParams);
  if (!parsed.ok) {
    return Response.json(
      { type: '/errors/invalid-request', title: 'Bad Request', status: 400, detail: parsed.detail },
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
  }
  const view = await loadRecommendations(
    getServices(context),
    catalogContext(site, locale),
    parsed.query,
  );
  if (!view) {
    return Response.json(
      { recommender: parsed.query.recommender, tiles: [], tracking: [] },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return Response.json(view, { headers: { 'Cache-Control': CACHE_CONTROL } });
}
