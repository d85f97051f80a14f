import { data } from 'react-router';
import type { Route } from './+types/quick-shop-data';
import { getServices } from '../lib/api/context.ts';
import { loadQuickShopView } from '../lib/product/page/page.server.ts';
import { requirePageRoute } from '../lib/routing.ts';

/**
 * Quick shop's data (spec 001 §2): the product page view of a product as JSON, for the drawer's
 * fetcher. The selection travels in the query like on the page (`?color=black`).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const view = await loadQuickShopView(getServices(context), {
    site,
    locale,
    productId: params.productId,
    params: url.searchParams,
  });
  // Answered, not thrown: the drawer shows its own message instead of the page's error page.
  if (!view) return data({ view: null }, { status: 404 });
  return { view };
}
