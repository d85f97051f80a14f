/**
 * Community posts found by search (spec 000 §2, §5, §7, §9): the cards of the search drawer and
 * of the search results page, built from community hits. A hit links to /community/p{url}; a
 * hit without a page to lead to is left out (no dead ends).
 */
import type { CommunityHit } from '../api/types.ts';
import { communityPostPath } from '../content/feature-routes.ts';

/** Spec 000 §7, §9: the community index is read with hitsPerPage 4, in autocomplete and results. */
export const COMMUNITY_HITS_MAX = 4;
/** Community thumbnails are 56 CSS pixels in the drawer; the image service renders 2x. */
export const COMMUNITY_THUMB_WIDTH = 128;

export interface CommunityPostView {
  id: string;
  title: string;
  /** The primary category's title. */
  category: string | null;
  image: { src: string; alt: string } | null;
  /** Site-relative path of the post's page. */
  path: string;
}

/** Asks the image service for a width: `/images/…svg` → `/images/…svg?w=128`. */
export function withWidth(link: string, width: number): string {
  if (!link.startsWith('/images/')) return link;
  return `${link}${link.includes('?') ? '&' : '?'}w=${width}`;
}

/** The cards of `hits`, at most `max`, each with its page; images at `imageWidth`. */
export function communityPostViews(
  hits: readonly CommunityHit[],
  imageWidth: number,
  max = COMMUNITY_HITS_MAX,
): CommunityPostView[] {
  return hits
    .flatMap((hit) => {
      const path = communityPostPath(hit.url);
      const title = hit.display_title?.trim();
      if (!path || !title) return [];
      const image = hit.featuredImage?.url
        ? { src: withWidth(hit.featuredImage.url, imageWidth), alt: hit.featuredImage.alt ?? '' }
        : null;
      return [{ id: hit.objectID, title, category: hit.categories[0]?.title ?? null, image, path }];
    })
    .slice(0, max);
}
