import type { Route } from './+types/recommendations-data';
import { getServices } from '../lib/api/context.ts';
import { submittedForm } from '../lib/form-values.ts';
import { catalogContext } from '../lib/listing/route.server.ts';
import { parseRecommendationsQuery } from '../lib/recommendations/query.ts';
import { loadRecommendations } from '../lib/recommendations/recommendations.server.ts';
import {
  forgetViews,
  recordView,
  VIEWED_RECENTLY,
  viewerToken,
} from '../lib/recommendations/viewed.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal, PERSONAL_CACHE_CONTROL } from '../lib/session/session.server.ts';

/** Answers follow stock and prices; as briefly cacheable as the search suggestions. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

const PRODUCT_ID = /^[\w.-]{1,100}$/;

const problem = (status: number, detail: string) =>
  Response.json(
    { type: '/errors/invalid-request', title: 'Bad Request', status, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/**
 * `{prefix}/recommendations-data?recommender=&productIds=&max=`: the recommendations widget's
 * tiles and tracking as JSON (spec 001 §7). It depends on its query only, so it may be cached
 * briefly, except `viewed-recently-einstein`: the shopper's own views, personal and never stored
 * (none without a session or when personalisation is declined). A bad query is a 400 problem
 * naming the field; a failed call answers 503 with no tiles, never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  const { url, params, context } = args;
  const { site, locale } = requirePageRoute(url, params);
  const parsed = parseRecommendationsQuery(url.searchParams);
  if (!parsed.ok) return problem(400, parsed.detail);
  const { query } = parsed;
  const personal = query.recommender === VIEWED_RECENTLY;
  let token: string | undefined;
  if (personal) {
    markPersonal(args);
    token = (await viewerToken(args)) ?? undefined;
    if (!token) {
      return Response.json(
        { recommender: query.recommender, tiles: [], tracking: [] },
        { headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL } },
      );
    }
  }
  const view = await loadRecommendations(
    getServices(context),
    catalogContext(site, locale),
    query,
    token,
  );
  if (!view) {
    return Response.json(
      { recommender: query.recommender, tiles: [], tracking: [] },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return Response.json(view, {
    headers: { 'Cache-Control': personal ? PERSONAL_CACHE_CONTROL : CACHE_CONTROL },
  });
}

/**
 * The product page's report of a view for Recently Viewed (docs/decisions/recently-viewed.md):
 * POST `productId` (a form, as `navigator.sendBeacon` sends it) records it, 204 whether or not
 * anything was recorded (no session yet, personalisation declined), 400 for a missing or
 * malformed id or one the catalog does not know, 429 over the shopper's budget, 502 when the
 * service failed; DELETE forgets the shopper's views (the
 * consent dialog, when personalisation is declined), 204, or 502 when they could not be deleted.
 */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  const headers = { 'Cache-Control': PERSONAL_CACHE_CONTROL };
  if (args.request.method === 'DELETE') {
    const forgotten = await forgetViews(args);
    return new Response(null, { status: forgotten ? 204 : 502, headers });
  }
  if (args.request.method !== 'POST')
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST, DELETE' } });
  const productId = (await submittedForm(args.request)).get('productId');
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId))
    return problem(400, 'productId: must be a product id');
  const outcome = await recordView(args, productId);
  if (outcome === 'unknown-product') return problem(400, `productId: no product "${productId}"`);
  const status = outcome === 'limited' ? 429 : outcome === 'failed' ? 502 : 204;
  return new Response(null, { status, headers });
}
