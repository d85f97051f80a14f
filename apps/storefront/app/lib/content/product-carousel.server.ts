/**
 * The products of the hero's nested product carousels, read on the server for the page that
 * holds them: picked products (product_carousel) or a category's first products
 * (sfcc_product_carousel, spec 000 §9 newarrivals limit 10). A carousel without products is left
 * out (spec 000 §8 "Missing content data: block renders nothing").
 */
import type { HeroEntry } from '@solo/content-model';
import type { RequestServices } from '../api/context.ts';
import {
  fetchTileProducts,
  searchProducts,
  type CatalogContext,
} from '../listing/catalog.server.ts';
import { emptyListingState } from '../listing/url-state.ts';
import {
  carouselKey,
  carouselLimit,
  toCarouselCard,
  type CarouselCard,
} from './product-carousel.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;
type Section = { uid: string; _content_type_uid: string };

async function productIdsOf(
  services: Services,
  ctx: CatalogContext,
  section: NonNullable<HeroEntry['sections']>[number],
): Promise<string[]> {
  if ('product_carousel' in section)
    return (section.product_carousel?.products?.data ?? []).flatMap((p) =>
      typeof p?.id === 'string' && p.id.trim() ? [p.id.trim()] : [],
    );
  if ('sfcc_product_carousel' in section) {
    const { category_id, limit } = section.sfcc_product_carousel ?? {};
    if (typeof category_id !== 'string' || !category_id.trim()) return [];
    const state = { ...emptyListingState(), limit: carouselLimit(limit) };
    try {
      const result = await searchProducts(services, ctx, state, category_id.trim());
      return (result.hits ?? []).map((h) => h.productId);
    } catch (err) {
      // Spec 000 §8: product and category fetch errors are logged; nothing is returned.
      services.log.warn({ err, category: category_id }, 'hero product carousel category failed');
      return [];
    }
  }
  return [];
}

/** The cards of every nested carousel of the page's heroes, by carouselKey. */
export async function resolveProductCarousels(
  services: Services,
  ctx: CatalogContext,
  sections: readonly Section[],
): Promise<Record<string, CarouselCard[]>> {
  const jobs = sections.flatMap((section) => {
    if (section._content_type_uid !== 'hero_wrapper') return [];
    const nested = (section as unknown as HeroEntry).sections ?? [];
    return nested.map(async (item, index) => {
      if (!item || typeof item !== 'object') return null;
      const ids = await productIdsOf(services, ctx, item);
      if (!ids.length) return null;
      const products = await fetchTileProducts(services, ctx, ids);
      const cards = products.map((p) => toCarouselCard(p, ctx));
      return cards.length ? ([carouselKey(section.uid, index), cards] as const) : null;
    });
  });
  return Object.fromEntries((await Promise.all(jobs)).filter((j) => j !== null));
}
