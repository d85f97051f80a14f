/**
 * Where the community and blog pages live (spec 000 §2) and how their listings page. Pure: the
 * routes, cards, feeds and the sitemap all build their links here.
 */

/** Posts per listing page; the URLs of pages stay stable (`?page=N`). */
export const COMMUNITY_PAGE_SIZE = 12;

/** The largest page number a listing accepts; past it the request is refused before any query. */
export const MAX_PAGE = 1000;

export const COMMUNITY_PATH = '/community';
export const BLOG_PATH = '/blog';

/** The schema.org post type of the blog listing (spec 000 §2 /blog). */
export const BLOG_POST_TYPE = 'BlogPosting';

/**
 * Spec 000 §2 "A post's category link is /community/{post_type}{category url}, where post type
 * BlogPosting is shown as blog": the other types are shown lower-cased, VideoObject as video.
 */
const TYPE_SEGMENTS: Record<string, string> = {
  Recipe: 'recipe',
  Article: 'article',
  VideoObject: 'video',
  BlogPosting: 'blog',
};

/** The path segment of a post type, or null for a type we do not know. */
export const postTypeSegment = (postType: string | undefined): string | null =>
  (postType && TYPE_SEGMENTS[postType]) ?? null;

/** The post type a path segment stands for, or null. */
export const postTypeOfSegment = (segment: string): string | null =>
  Object.entries(TYPE_SEGMENTS).find(([, s]) => s === segment)?.[0] ?? null;

/** A category's listing: /community/{communityCategoryId}. */
export const categoryPath = (uid: string): string => `${COMMUNITY_PATH}/${encodeURIComponent(uid)}`;

/** The uid in a category's url ("/recipes" → "recipes"), or null when it is not one segment. */
export function categoryUidOfUrl(url: string | undefined): string | null {
  const uid = url?.trim().replace(/^\/+|\/+$/g, '');
  return uid && /^[a-z0-9][a-z0-9_-]{0,99}$/i.test(uid) ? uid : null;
}

/** Spec 000 §2: a post's category link, /community/{type segment}{category url}. */
export function postCategoryPath(
  postType: string | undefined,
  category: { url?: string | undefined },
): string | null {
  const segment = postTypeSegment(postType);
  const uid = categoryUidOfUrl(category.url);
  return segment && uid ? `${COMMUNITY_PATH}/${segment}/${uid}` : null;
}

/** The feed of a listing: /community/feed.xml, /community/{id}/feed.xml, /blog/feed.xml. */
export const feedPath = (listingPath: string): string => `${listingPath}/feed.xml`;

/**
 * The page number a listing was asked for: 1 without `page`, N for "N" (digits only, no leading
 * zero, at most MAX_PAGE); null for anything else, which the route answers with 404 so that no
 * two URLs show the same page.
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** How many pages `count` posts fill (at least one, so an empty listing still has its page 1). */
export const pageCount = (count: number, size = COMMUNITY_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(count / size));

/** The URL of page `page` of a listing: the listing itself for page 1. */
export const pageHref = (listingPath: string, page: number): string =>
  page <= 1 ? listingPath : `${listingPath}?page=${page}`;

/** Which posts a listing shows (spec 000 §2 community routes and /blog). */
export type ListingKind =
  | { kind: 'all' }
  | { kind: 'category'; uid: string }
  | { kind: 'type'; uid: string; postType: string }
  | { kind: 'blog' };

/** The listing a path (without the site and locale prefix) names, or null. */
export function listingOf(rest: string): ListingKind | null {
  const segments = rest.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 1 && segments[0] === 'blog') return { kind: 'blog' };
  if (segments[0] !== 'community') return null;
  if (segments.length === 1) return { kind: 'all' };
  const uid = categoryUidOfUrl(segments.at(-1));
  if (!uid) return null;
  if (segments.length === 2) return { kind: 'category', uid };
  const postType = segments.length === 3 ? postTypeOfSegment(segments[1]!) : null;
  return postType ? { kind: 'type', uid, postType } : null;
}

/** The path of a listing (its page 1). */
export function listingPath(which: ListingKind): string {
  switch (which.kind) {
    case 'all':
      return COMMUNITY_PATH;
    case 'blog':
      return BLOG_PATH;
    case 'category':
      return categoryPath(which.uid);
    case 'type':
      return `${COMMUNITY_PATH}/${postTypeSegment(which.postType)}/${encodeURIComponent(which.uid)}`;
  }
}
