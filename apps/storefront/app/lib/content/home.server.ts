/**
 * The home page of a site (spec 000 §2) from the `home` content entry: its SEO fields and its
 * sections, with the recommendations blocks and the heroes' product carousels resolved on the
 * server (a block with nothing to show is left out). A missing entry renders an empty page (spec 000 §8).
 */
import type { PageEntry } from '@solo/content-model';
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { catalogContext } from '../listing/route.server.ts';
import { resolveRecommendationBlocks } from '../recommendations/content-block.server.ts';
import { resolveProductCarousels } from './product-carousel.server.ts';

/** `S`: the sections' type as the page renders them (lib/content/sections.ts). */
export async function loadHomePage<S extends { uid: string; _content_type_uid: string }>(
  services: Pick<RequestServices, 'api' | 'log' | 'deployEnv'>,
  site: Site,
  locale: Locale,
) {
  const page = await services.api.getEntry<PageEntry>('home', {
    locale: locale.id,
    referenceFieldPath: ['sections'],
  });
  const ctx = catalogContext(site, locale);
  const all = (page?.sections ?? []) as unknown as S[];
  const [{ sections, recommendations }, carousels] = await Promise.all([
    resolveRecommendationBlocks(services, ctx, all),
    resolveProductCarousels(services, ctx, all),
  ]);
  return {
    seo: { ...page?.seo, title: page?.seo?.title ?? page?.title },
    sections,
    recommendations,
    carousels,
  };
}
