/**
 * A post's page (spec 000 §2 /community/p/{postId}): the post with its categories, its author and
 * the entries its body embeds; the products it and its recipe picked, resolved for the cards; and
 * "More From {author}" by the spec's query (§7: community_posts by post_author.name and
 * featured_post true, AND, limit 3). A reference that did not resolve is left out and logged.
 */
import type { CommunityAuthorEntry, PostEntry } from '@solo/content-model';
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { AUTHOR_POSTS_LIMIT } from '../content/posts.ts';
import { contentProductIds, resolveProductsById } from '../content/content-products.server.ts';
import { pickedIds } from '../content/content-products.ts';
import { catalogContext } from '../listing/route.server.ts';
import { categoryView, postCard, POSTS_TYPE } from './cards.ts';
import { postCategoryPath } from './paths.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;

/** A post id is a slug; anything else is not asked of the content service. */
export const isPostId = (id: string): boolean => /^[a-z0-9][a-z0-9-]{0,119}$/.test(id);

const EXPAND = { referenceFieldPath: ['categories', 'author'], jsonRtePath: ['body'] };

/** Reference nodes of the body whose entry the content API could not attach. */
export function missingEmbeds(body: unknown): string[] {
  const missing: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 16 || typeof node !== 'object' || node === null) return;
    const n = node as { type?: unknown; attrs?: Record<string, unknown>; children?: unknown };
    if (n.type === 'reference' && n.attrs?.type === 'entry' && !n.attrs.entry)
      missing.push(`${String(n.attrs['content-type-uid'])}/${String(n.attrs['entry-uid'])}`);
    if (Array.isArray(n.children)) for (const child of n.children) walk(child, depth + 1);
  };
  walk(body, 0);
  return missing;
}

/** The author's other featured posts: ask for one more than shown and drop the post itself. */
export async function moreFromAuthor(
  services: Services,
  locale: Locale,
  post: Pick<PostEntry, 'uid' | 'post_author'>,
) {
  const name = post.post_author?.name?.trim();
  if (!name) return [];
  const found = await services.api.findEntries<PostEntry>({
    contentTypeUid: POSTS_TYPE,
    locale: locale.id,
    referenceFieldPath: ['categories'],
    searchParams: { 'post_author.name': name, featured_post: true },
    searchType: 'and',
    orderBy: '-publish_date',
    limit: AUTHOR_POSTS_LIMIT + 1,
  });
  return found.entries
    .filter((p) => p.uid !== post.uid)
    .slice(0, AUTHOR_POSTS_LIMIT)
    .map(postCard);
}

/** The post's page data, or null when there is no such post. */
export async function loadPost(services: Services, site: Site, locale: Locale, postId: string) {
  if (!isPostId(postId)) return null;
  const post = await services.api.getEntryById<PostEntry>(POSTS_TYPE, postId, {
    locale: locale.id,
    ...EXPAND,
  });
  if (!post) return null;
  const categories = (post.categories ?? []).flatMap((c) => categoryView(c) ?? []);
  const authorEntry = post.author?.find((a) => a && typeof a.name === 'string');
  const missing = missingEmbeds(post.body);
  if (!categories.length) missing.push('categories');
  if (post.post_author?.name && !authorEntry) missing.push('author');
  if (missing.length) services.log.warn({ postId, missing }, 'community post: references missing');
  const [products, more] = await Promise.all([
    resolveProductsById(services, catalogContext(site, locale), [
      ...pickedIds(post.featured_products),
      ...contentProductIds([post.body]),
    ]),
    moreFromAuthor(services, locale, post),
  ]);
  const author: Partial<CommunityAuthorEntry> | null = authorEntry
    ? {
        name: authorEntry.name,
        role: authorEntry.role,
        bio: authorEntry.bio,
        image: authorEntry.image,
      }
    : post.post_author?.name
      ? { name: post.post_author.name }
      : null;
  return {
    post: { ...post, categories, author: undefined },
    // Spec 000 §2: each category's link /community/{post type}{category url}, built here so the
    // page's script does not carry the path rules.
    categoryLinks: categories.map((c) => ({
      uid: c.uid,
      title: c.title,
      path: postCategoryPath(post.post_type, c),
    })),
    author,
    products,
    more,
  };
}

export type CommunityPost = NonNullable<Awaited<ReturnType<typeof loadPost>>>;
