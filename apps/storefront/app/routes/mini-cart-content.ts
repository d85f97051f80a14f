import type { Route } from './+types/mini-cart-content';
import { getServices } from '../lib/api/context.ts';
import { MINI_CART_ENTRY } from '../lib/content/mini-cart.ts';
import { loadPageSections } from '../lib/content/page.server.ts';
import type { SectionEntry } from '../lib/content/sections.ts';
import { PAGE_CACHE_CONTROL } from '../lib/page-headers.ts';
import { requirePageRoute } from '../lib/routing.ts';

/**
 * `{prefix}/mini-cart-content`: the `mini_cart` entry's sections in the locale of the prefix, with
 * their block data, as JSON for the cart drawer (lib/content/mini-cart.ts). The same for every
 * shopper, so cached like the pages; without sections (no entry, or the content call failed) it
 * answers none, never stored, so an outage is not kept for 15 minutes.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const content = await loadPageSections<SectionEntry>(
    getServices(context),
    site,
    locale,
    MINI_CART_ENTRY,
  );
  const cacheControl = content.sections.length ? PAGE_CACHE_CONTROL : 'no-store';
  return Response.json(content, { headers: { 'Cache-Control': cacheControl } });
}
