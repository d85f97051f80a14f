import { data } from 'react-router';
import type { Route } from './+types/community';
import { getServices } from '../lib/api/context.ts';
import { loadListing } from '../lib/community/listing.server.ts';
import { listingOf, parsePageParam } from '../lib/community/paths.ts';
import { listingMeta, type MetaRoot } from '../lib/community/seo.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { CommunityListing } from '../components/community/CommunityListing.tsx';

/**
 * Spec 000 §2: /community, /community/{communityCategoryId}, /community/{type segment}{category
 * url} and /blog (one module, a route id each). An unknown category, a page past the last or a
 * page parameter that is not a page number is a 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale, rest } = requirePageRoute(url, params);
  const which = listingOf(rest);
  const page = parsePageParam(url.searchParams.get('page'));
  const listing = which && page && (await loadListing(getServices(context), locale, which, page));
  if (!which || !listing) throw data(null, { status: 404 });
  return { siteId: site.id, localeId: locale.id, which, ...listing };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as MetaRoot | undefined;
  if (!loaderData || !root) return [];
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  return listingMeta(root, current, loaderData, location.pathname);
}

export default function CommunityRoute({ loaderData }: Route.ComponentProps) {
  return <CommunityListing data={loaderData} />;
}
