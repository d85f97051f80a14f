import type { RequestServices } from '../api/context.ts';
import { COMMUNITY_HITS_MAX, communityPostViews, type CommunityPostView } from './community.ts';

/** Community cards on the results page are up to 240 CSS pixels wide; the image service renders 2x. */
export const COMMUNITY_CARD_WIDTH = 480;

/**
 * The community posts of the search results page (spec 000 §7: hitsPerPage 4): none for an empty
 * query, and none when the search failed (logged by the client; the products still show).
 */
export async function searchCommunityPosts(
  services: Pick<RequestServices, 'api'>,
  query: string,
  localeId: string,
): Promise<CommunityPostView[]> {
  const q = query.trim();
  if (!q) return [];
  const answer = await services.api.searchCommunity({
    q: [...q].slice(0, 200).join(''),
    locale: localeId,
    hitsPerPage: COMMUNITY_HITS_MAX,
  });
  return answer ? communityPostViews(answer.hits, COMMUNITY_CARD_WIDTH) : [];
}
