/**
 * The community listings (spec 000 §2): /community (featured posts, the categories, every post),
 * /community/{communityCategoryId}, /community/{type segment}/{category} and /blog. Posts come
 * newest first from the content service's find-entries (spec 000 §7), one page at a time.
 */
import type { CommunityCategoryEntry, PostEntry } from '@solo/content-model';
import type { Locale } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { CATEGORY_TYPE, categoryView, postCard, POSTS_TYPE, type CategoryView } from './cards.ts';
import { BLOG_POST_TYPE, COMMUNITY_PAGE_SIZE, pageCount, type ListingKind } from './paths.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;

/** Featured posts on /community (spec 000 §3 Post featured_post). */
export const FEATURED_LIMIT = 3;
/** More categories than a community has; the list is one call. */
const CATEGORIES_LIMIT = 50;

/** The categories, in their `sort` order. */
export async function loadCategories(services: Services, locale: Locale): Promise<CategoryView[]> {
  const found = await services.api.findEntries<CommunityCategoryEntry>({
    contentTypeUid: CATEGORY_TYPE,
    locale: locale.id,
    orderBy: 'sort',
    limit: CATEGORIES_LIMIT,
  });
  return found.entries.flatMap((c) => categoryView(c) ?? []);
}

/** Spec 000 §7 "content fetch by type and uid for community_category". */
export async function loadCategory(services: Services, locale: Locale, uid: string) {
  const entry = await services.api.getEntryById<CommunityCategoryEntry>(CATEGORY_TYPE, uid, {
    locale: locale.id,
  });
  return categoryView(entry);
}

/** Newest first, with their categories expanded for the cards and links. */
export async function findPosts(
  services: Services,
  locale: Locale,
  filter: { category?: string; postType?: string; featured?: boolean },
  paging: { limit: number; skip: number },
) {
  const searchParams: Record<string, unknown> = {
    ...(filter.postType ? { post_type: filter.postType } : {}),
    ...(filter.featured ? { featured_post: true } : {}),
  };
  const found = await services.api.findEntries<PostEntry>({
    contentTypeUid: POSTS_TYPE,
    locale: locale.id,
    referenceFieldPath: ['categories'],
    searchParams,
    ...(filter.category ? { referenceIn: { categories: [filter.category] } } : {}),
    searchType: 'and',
    orderBy: '-publish_date',
    limit: paging.limit,
    skip: paging.skip,
    includeCount: true,
  });
  return { posts: found.entries.map(postCard), count: found.count ?? found.entries.length };
}

/**
 * One page of a listing, or null when the category does not exist or the page is past the last
 * (the route answers 404). Page 1 of an empty listing exists.
 */
export async function loadListing(
  services: Services,
  locale: Locale,
  which: ListingKind,
  page: number,
) {
  const category =
    which.kind === 'category' || which.kind === 'type'
      ? await loadCategory(services, locale, which.uid)
      : null;
  if ((which.kind === 'category' || which.kind === 'type') && !category) return null;
  const filter = {
    ...(category ? { category: category.uid } : {}),
    ...(which.kind === 'type' ? { postType: which.postType } : {}),
    ...(which.kind === 'blog' ? { postType: BLOG_POST_TYPE } : {}),
  };
  const skip = (page - 1) * COMMUNITY_PAGE_SIZE;
  const [{ posts, count }, featured, categories] = await Promise.all([
    findPosts(services, locale, filter, { limit: COMMUNITY_PAGE_SIZE, skip }),
    which.kind === 'all' && page === 1
      ? findPosts(services, locale, { featured: true }, { limit: FEATURED_LIMIT, skip: 0 })
      : null,
    which.kind === 'all' ? loadCategories(services, locale) : [],
  ]);
  const pages = pageCount(count);
  if (page > pages) return null;
  return {
    category,
    posts,
    count,
    page,
    pages,
    featured: featured?.posts ?? [],
    categories,
  };
}

export type CommunityListing = NonNullable<Awaited<ReturnType<typeof loadListing>>>;
