/**
 * What a listing, feed or sitemap needs of a post: the card's fields only, so a listing's HTML
 * does not carry every post's body (docs/decisions/lean-page-html.md).
 */
import type { CommunityCategoryEntry, PostEntry } from '@solo/content-model';

export const POSTS_TYPE = 'community_posts';
export const CATEGORY_TYPE = 'community_category';
export const AUTHOR_TYPE = 'community_author';

export interface CategoryView {
  uid: string;
  title: string;
  url: string;
  description?: string;
}

export type PostCardView = Pick<
  PostEntry,
  | 'uid'
  | 'title'
  | 'display_title'
  | 'url'
  | 'summary'
  | 'featured_image'
  | 'publish_date'
  | 'post_type'
  | 'featured_post'
  | 'post_author'
> & { categories: CategoryView[] };

type CategoryLike = Partial<CommunityCategoryEntry> & { uid?: string | undefined };

/** A category as shown: expanded ones with a title; references that did not resolve are left out. */
export function categoryView(category: CategoryLike | null | undefined): CategoryView | null {
  const title = category?.title?.trim();
  if (!category?.uid || !title) return null;
  return {
    uid: category.uid,
    title,
    url: category.url?.trim() || `/${category.uid}`,
    ...(category.description ? { description: category.description } : {}),
  };
}

export function postCard(post: PostEntry): PostCardView {
  const pick = <K extends keyof PostEntry>(key: K) =>
    post[key] === undefined ? {} : { [key]: post[key] };
  return {
    ...pick('uid'),
    ...pick('title'),
    ...pick('display_title'),
    ...pick('url'),
    ...pick('summary'),
    ...pick('featured_image'),
    ...pick('publish_date'),
    ...pick('post_type'),
    ...pick('featured_post'),
    ...pick('post_author'),
    categories: (post.categories ?? []).flatMap((c) => categoryView(c) ?? []),
  };
}

/** A card as the home block shows it: no summary and no category descriptions, which it never shows. */
function blockCard(post: PostEntry): PostCardView {
  const { summary: _summary, categories, ...card } = postCard(post);
  return { ...card, categories: categories.map(({ uid, title, url }) => ({ uid, title, url })) };
}

/**
 * A home_featured_blog section with its groups' posts cut to their cards (the block shows cards;
 * the posts' bodies would only weigh down the page's HTML). Other sections are returned as given.
 */
export function withPostCards<S extends { _content_type_uid: string }>(section: S): S {
  if (section._content_type_uid !== 'home_featured_blog') return section;
  const { groups } = section as unknown as { groups?: Array<{ posts?: PostEntry[] }> };
  if (!Array.isArray(groups)) return section;
  return {
    ...section,
    groups: groups.map((g) => ({
      ...g,
      posts: (g?.posts ?? []).filter((p) => p && typeof p === 'object').map(blockCard),
    })),
  };
}
