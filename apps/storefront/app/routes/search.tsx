import type { Route } from './+types/search';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { loadSearchListing } from '../lib/listing/listing-page.server.ts';
import { catalogContext, settleListing } from '../lib/listing/route.server.ts';
import { listingMeta } from '../lib/listing/seo.ts';
import { parseListingState } from '../lib/listing/url-state.ts';
import { searchCommunityPosts } from '../lib/search/community.server.ts';
import { ListingPage } from '../components/listing/ListingPage.tsx';
import { CommunityResults } from '../components/search/CommunityResults.tsx';

/** Spec 000 §2: /search?q=…, the product listing of a search, then the community posts found. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const state = parseListingState(url.searchParams, { allowCategory: true });
  const services = getServices(context);
  const [outcome, community] = await Promise.all([
    loadSearchListing(services, catalogContext(site, locale), state),
    searchCommunityPosts(services, state.q, locale.id),
  ]);
  return { ...settleListing(outcome, site, locale), community };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { origin: string; catalogue?: string | undefined } | undefined;
  return loaderData && root ? listingMeta(loaderData, root, location.pathname) : [];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ListingPage data={loaderData} />
      <CommunityResults posts={loaderData.community} query={loaderData.q} />
    </>
  );
}
