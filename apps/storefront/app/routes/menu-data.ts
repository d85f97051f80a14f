import type { HeaderEntry } from '@solo/content-model';
import type { Route } from './+types/menu-data';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';

/** Spec 000 §9: content is cached like the pages that show it (900 s, and as long stale). */
const CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=900';

/**
 * `{prefix}/menu-data`: the main menu with its panels (the header entry's `main_nav`) in the
 * locale of the prefix, as JSON for the mega menu and the mobile menu (lib/content/menu.ts).
 * Without a header entry (the content call failed or there is none) it answers 503, never
 * stored, and the menus keep their top-level links.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { locale } = requirePageRoute(url, params);
  const header = await getServices(context).api.getEntry<HeaderEntry>('header', {
    locale: locale.id,
  });
  if (!header) return Response.json([], { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(header.main_nav, { headers: { 'Cache-Control': CACHE_CONTROL } });
}
