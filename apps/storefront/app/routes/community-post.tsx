import { data } from 'react-router';
import { localizedPath } from '@solo/sites';
import type { Route } from './+types/community-post';
import { getServices } from '../lib/api/context.ts';
import { embeddedRecipe, postJsonLd } from '../lib/community/json-ld.ts';
import { loadPost } from '../lib/community/post.server.ts';
import { postMeta } from '../lib/community/post-seo.ts';
import { shareLinks } from '../lib/community/share.ts';
import { postTitle } from '../lib/content/posts.ts';
import type { MetaRoot } from '../lib/community/seo.ts';
import { pickedProducts } from '../lib/content/content-products.ts';
import { communityPostPath } from '../lib/content/feature-routes.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { PostPage } from '../components/community/PostPage.tsx';

/** Spec 000 §2 /community/p/{postId}: a community or blog post; an unknown post is a 404. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const found = await loadPost(getServices(context), site, locale, params.postId);
  const path = found && communityPostPath(params.postId);
  if (!found || !path) throw data(null, { status: 404 });
  const image = found.post.featured_image?.url;
  const pageUrl = url.origin + localizedPath(site, locale, path);
  const equipment = pickedProducts(embeddedRecipe(found.post)?.equipment_used, found.products).map(
    (p) => p.tile.name,
  );
  return {
    siteId: site.id,
    localeId: locale.id,
    path,
    share: shareLinks({
      url: pageUrl,
      title: postTitle(found.post),
      imageUrl: image ? new URL(image, url.origin).href : undefined,
    }),
    jsonLd: postJsonLd(found.post, { url: pageUrl, origin: url.origin, equipmentNames: equipment }),
    ...found,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as MetaRoot | undefined;
  if (!loaderData || !root) return [];
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  return postMeta(root, current, loaderData, location.pathname);
}

export default function CommunityPostRoute({ loaderData }: Route.ComponentProps) {
  return <PostPage data={loaderData} />;
}
