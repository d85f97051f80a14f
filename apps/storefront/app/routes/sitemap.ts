import type { Route } from './+types/sitemap';
import { getServices } from '../lib/api/context.ts';
import { SITEMAP_CONTENT_TYPE } from '../lib/community/sitemap.ts';
import { loadSitemap } from '../lib/community/sitemap.server.ts';
import { requirePageRoute } from '../lib/routing.ts';

/** /sitemap.xml of the site and locale of its prefix (docs/decisions/community-pages-feeds-and-sitemap.md). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const xml = await loadSitemap(getServices(context), { site, locale }, url.origin);
  return new Response(xml, {
    headers: {
      'content-type': SITEMAP_CONTENT_TYPE,
      'cache-control': 'public, max-age=900, stale-while-revalidate=900',
    },
  });
}
