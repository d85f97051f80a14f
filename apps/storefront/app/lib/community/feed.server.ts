/**
 * The Atom feeds of the listings (/community/feed.xml, /community/{id}/feed.xml, /blog/feed.xml):
 * the newest FEED_SIZE posts of the listing, with absolute links in the feed's site and locale.
 */
import { localizedPath, type Locale, type Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { postTitle } from '../content/posts.ts';
import { communityPostPath } from '../content/feature-routes.ts';
import { atomFeed, FEED_SIZE } from './feed.ts';
import { findPosts, loadCategory } from './listing.server.ts';
import { listingText } from './listing-text.ts';
import { BLOG_POST_TYPE, feedPath, listingPath, type ListingKind } from './paths.ts';
import { metaIntl } from './seo.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;

/** The feed's XML, or null when its category does not exist. */
export async function loadFeed(
  services: Services,
  current: { site: Site; locale: Locale },
  which: ListingKind,
  root: { origin: string; catalogue?: string | undefined },
): Promise<string | null> {
  const { site, locale } = current;
  const category =
    which.kind === 'category' ? await loadCategory(services, locale, which.uid) : null;
  if (which.kind === 'category' && !category) return null;
  if (which.kind === 'type') return null;
  const { posts } = await findPosts(
    services,
    locale,
    {
      ...(category ? { category: category.uid } : {}),
      ...(which.kind === 'blog' ? { postType: BLOG_POST_TYPE } : {}),
    },
    { limit: FEED_SIZE, skip: 0 },
  );
  const absolute = (path: string) => root.origin + localizedPath(site, locale, path);
  const path = listingPath(which);
  return atomFeed({
    title: listingText(metaIntl(root, locale), which, category).heading,
    selfUrl: absolute(feedPath(path)),
    pageUrl: absolute(path),
    fallbackUpdated: new Date(0).toISOString(),
    entries: posts.flatMap((post) => {
      const postPath = communityPostPath(post.uid);
      const title = postTitle(post);
      if (!postPath || !title || !post.publish_date) return [];
      return [
        {
          url: absolute(postPath),
          title,
          summary: post.summary,
          author: post.post_author?.name,
          published: post.publish_date,
          categories: post.categories.map((c) => c.title),
        },
      ];
    }),
  });
}
