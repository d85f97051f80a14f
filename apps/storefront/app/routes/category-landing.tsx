import type { Route } from './+types/category-landing';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { loadCategoryListing } from '../lib/listing/listing-page.server.ts';
import { catalogContext, settleListing } from '../lib/listing/route.server.ts';
import { listingMeta } from '../lib/listing/seo.ts';
import { parseListingState } from '../lib/listing/url-state.ts';
import { ListingPage } from '../components/listing/ListingPage.tsx';

/** Spec 000 §2: /c/{url}: a category landing page (name, subcategories, its listing). */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const ids = params.url ? [params.url] : [];
  const state = parseListingState(url.searchParams, { allowCategory: false });
  const outcome = await loadCategoryListing(getServices(context), catalogContext(site, locale), {
    kind: 'landing',
    ids,
    state,
  });
  return settleListing(outcome, site, locale);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { origin: string; catalogue?: string | undefined } | undefined;
  return loaderData && root ? listingMeta(loaderData, root, location.pathname) : [];
}

export default function CategoryLanding({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
