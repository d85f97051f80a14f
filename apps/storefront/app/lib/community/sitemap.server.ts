/**
 * /sitemap.xml of a site and locale: the home page, the content pages, the community pages (the
 * listings and categories) and every post. Products and catalogue categories are not listed yet
 * (docs/decisions/community-pages-feeds-and-sitemap.md).
 */
import type { PageEntry } from '@solo/content-model';
import { localizedPath, type Locale, type Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { communityPostPath } from '../content/feature-routes.ts';
import { CONTENT_PAGE_UIDS } from '../content/pages.ts';
import { findPosts, loadCategories } from './listing.server.ts';
import { BLOG_PATH, categoryPath, COMMUNITY_PATH } from './paths.ts';
import { sitemapXml, type SitemapUrl } from './sitemap.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;

/** Posts read per call (the content service's maximum) and the most the sitemap lists. */
const POSTS_PER_CALL = 100;
export const SITEMAP_MAX_POSTS = 5000;

export async function loadSitemap(
  services: Services,
  current: { site: Site; locale: Locale },
  origin: string,
): Promise<string> {
  const { site, locale } = current;
  const loc = (path: string) => origin + localizedPath(site, locale, path);
  const [categories, pages, posts] = await Promise.all([
    loadCategories(services, locale),
    services.api.findEntries<PageEntry & { url?: string }>({
      contentTypeUid: 'page',
      locale: locale.id,
      limit: 100,
    }),
    allPosts(services, locale),
  ]);
  const urls: SitemapUrl[] = [
    { loc: loc('/') },
    ...Object.keys(CONTENT_PAGE_UIDS).map((path) => ({ loc: loc(path) })),
    ...pages.entries.flatMap((p) =>
      typeof p.url === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(p.url)
        ? [{ loc: loc(`/s/${p.url}`), lastmod: p.updated_at }]
        : [],
    ),
    { loc: loc(COMMUNITY_PATH), lastmod: posts[0]?.publish_date },
    { loc: loc(BLOG_PATH) },
    ...categories.map((c) => ({ loc: loc(categoryPath(c.uid)) })),
    ...posts.flatMap((p) => {
      const path = communityPostPath(p.uid);
      return path ? [{ loc: loc(path), lastmod: p.publish_date }] : [];
    }),
  ];
  return sitemapXml(urls);
}

async function allPosts(services: Services, locale: Locale) {
  const first = await findPosts(services, locale, {}, { limit: POSTS_PER_CALL, skip: 0 });
  const total = Math.min(first.count, SITEMAP_MAX_POSTS);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(total / POSTS_PER_CALL) - 1 }, (_, i) =>
      findPosts(services, locale, {}, { limit: POSTS_PER_CALL, skip: (i + 1) * POSTS_PER_CALL }),
    ),
  );
  return [first, ...rest].flatMap((r) => r.posts);
}
