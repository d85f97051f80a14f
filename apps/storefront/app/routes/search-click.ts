import type { Route } from './+types/search-click';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { forwardSearchClick } from '../lib/search/click.server.ts';

/**
 * `{prefix}/search-suggestions/click` (POST): the search drawer's click report (spec 000 §7),
 * forwarded to the commerce service's click analytics. 204, or the refusal (400, 403, 413, 429).
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const { status } = await forwardSearchClick(getServices(context), request, {
    siteId: site.id,
    locale: locale.id,
  });
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
