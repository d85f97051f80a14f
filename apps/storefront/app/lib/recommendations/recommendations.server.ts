/**
 * The recommendations widget's data (spec 001 §7 "widget data fetched by strategy id"): the
 * custom API `personalization/recommendations` names the products, the tile products call
 * (catalog.server.ts) draws them.
 */
import { RECOMMENDATIONS_REQUEST_LIMIT, type RecommenderId } from '@solo/content-model';
import type { RequestServices } from '../api/context.ts';
import type { ProductTracking } from '../basket/analytics.ts';
import { fetchTileProducts, type CatalogContext } from '../listing/catalog.server.ts';
import { variantImages } from '../product/images.ts';
import { productPrice } from '../product/price.ts';
import type { CatalogProduct } from '../product/types.ts';
import { toTileView } from '../tile/tile-view.ts';
import type { RecommendationsView } from './recommendations.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;

interface WidgetData {
  slots?: Array<{ item?: { sku?: unknown } }>;
}

/** Spec 002 §3 product tracking fields of a tile product. */
export function productTracking(product: CatalogProduct, currency: string): ProductTracking {
  const price = productPrice(product);
  const masterId = product.type?.variant ? product.master?.masterId : undefined;
  const images = variantImages(product, product.variationValues ?? {}).map((i) => i.link);
  return {
    id: product.id,
    name: product.name ?? product.id,
    ...(product.brand ? { brand: product.brand } : {}),
    ...(price.priced && product.c_isEgiftCard !== true ? { price: price.current } : {}),
    currency: product.currency ?? currency,
    ...(masterId ? { masterId } : {}),
    ...(product.primaryCategoryId ? { primaryCategoryId: product.primaryCategoryId } : {}),
    ...(images.length ? { imageGroups: [{ viewType: 'large', images }] } : {}),
    ...(product.variationValues ? { variationValues: product.variationValues } : {}),
  };
}

/**
 * Up to `max` recommended products of a recommender for `productIds` as tiles. Spec 000 §9: the
 * call requests up to 50 products; the service leaves out discontinued ones. Null when the call
 * failed (logged by the client); no tiles when there is nothing to recommend.
 */
export async function loadRecommendations(
  services: Services,
  ctx: CatalogContext,
  input: { recommender: RecommenderId; productIds: readonly string[]; max: number },
  /** The shopper's token, for a recommender of the shopper's own data (viewed recently). */
  token?: string,
): Promise<RecommendationsView | null> {
  const result = await services.api.customApi<WidgetData>('personalization', 'recommendations', {
    siteId: ctx.siteId,
    locale: ctx.localeId,
    ...(token ? { token } : {}),
    query: {
      recommender: input.recommender,
      limit: String(RECOMMENDATIONS_REQUEST_LIMIT),
      ...(input.productIds.length ? { productIds: input.productIds.join(',') } : {}),
    },
  });
  if (!result.ok) return null;
  const skus = (result.data?.slots ?? []).flatMap((s) =>
    typeof s.item?.sku === 'string' ? [s.item.sku] : [],
  );
  const ids = [...new Set(skus)].slice(0, input.max);
  const products = ids.length ? await fetchTileProducts(services, ctx, ids) : [];
  return {
    recommender: input.recommender,
    tiles: products.map((p) => toTileView(p, ctx)),
    tracking: products.map((p) => productTracking(p, ctx.currency)),
  };
}
