/**
 * The content entry of an order page (spec 000 §2 ids `checkout_confirm`, `track_order`): its
 * sections as the home page renders them. A missing entry renders nothing (spec 000 §8).
 */
import type { Locale, Site } from '@solo/sites';
import type { PageEntry } from '@solo/content-model';
import type { RequestServices } from '../api/context.ts';
import { catalogContext } from '../listing/route.server.ts';
import { resolveRecommendationBlocks } from '../recommendations/content-block.server.ts';
import type { SectionEntry } from '../content/sections.ts';

export type OrderPageEntryId = 'checkout_confirm' | 'track_order';

export async function orderPageContent(
  services: RequestServices,
  id: OrderPageEntryId,
  site: Site,
  locale: Locale,
) {
  const page = await services.api.getEntry<PageEntry>(id, {
    locale: locale.id,
    referenceFieldPath: ['sections'],
  });
  return resolveRecommendationBlocks(
    services,
    catalogContext(site, locale),
    (page?.sections ?? []) as SectionEntry[],
  );
}
