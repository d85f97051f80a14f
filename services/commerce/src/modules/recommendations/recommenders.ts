import { RECOMMENDATIONS_REQUEST_LIMIT, type RecommenderId } from '@solo/content-model';
import type { SiteId } from '@solo/sites';
import type { Viewer } from './viewed.ts';

export { RECOMMENDER_IDS, type RecommenderId } from '@solo/content-model';

/** Recommenders that answer for products (a product page's, a basket's): they need some. */
/** The recommender that answers a shopper's own browsing: it needs their token. */
export const SHOPPER_RECOMMENDER: RecommenderId = 'viewed-recently-einstein';

export const PRODUCT_RECOMMENDERS: ReadonlySet<RecommenderId> = new Set([
  'pdp-similar-items',
  'product-to-product-einstein',
  'complete-the-set',
]);

/** Spec 000 §9 "request up to 50 products": the most one answer holds. */
export const MAX_RECOMMENDATIONS = RECOMMENDATIONS_REQUEST_LIMIT;

/** What a recommendation is for. */
export interface RecommendationContext {
  siteId: SiteId;
  /** The products it is for (a product page's, the basket's items), variants or masters. */
  productIds: readonly string[];
  /** A category it is about (category and home pages). */
  categoryId?: string;
  /** The shopper of the request's token (`viewed-recently-einstein` answers for them only). */
  viewer?: Viewer;
}

/**
 * A recommendation engine: the first-party one reads the catalog (catalog-recommender.ts); a
 * vendor's adapter would call its service. It answers product ids, best first, and may name
 * variants, products out of stock or the context's own: the service filters them.
 */
export interface RecommendationsProvider {
  candidates(recommender: RecommenderId, context: RecommendationContext): Promise<string[]>;
}
