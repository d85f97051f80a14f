/**
 * Title, description, canonical and hreflang links and JSON-LD of a post page. The JSON-LD is
 * built by the loader (postJsonLd): building it here would ship its code to every post page.
 */
import type { MetaDescriptor } from 'react-router';
import type { Locale, Site } from '@solo/sites';
import type { PostEntry } from '@solo/content-model';
import { postTitle } from '../content/posts.ts';
import { alternateLinks, pageMeta } from '../seo.ts';

export function postMeta(
  root: { origin: string },
  current: { site: Site; locale: Locale },
  data: { post: PostEntry; path: string; jsonLd: Record<string, unknown> },
  requestedPath: string,
): MetaDescriptor[] {
  const { post } = data;
  const description = post.seo?.description?.trim() || post.summary?.trim();
  return [
    ...pageMeta(
      {
        title: post.seo?.title?.trim() || postTitle(post),
        ...(description ? { description } : {}),
      },
      current.site,
    ),
    ...alternateLinks(root.origin, current, data.path, { requestedPath }),
    { 'script:ld+json': data.jsonLd },
  ];
}
