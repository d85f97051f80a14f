/** Recommendations behind `RecommendationsProvider`, answered from the catalog by default. */
export { catalogRecommendations } from './catalog-recommender.ts';
export type { RecommendationsProvider } from './recommenders.ts';
export { recommendationsRoutes } from './routes.ts';
export { recommendationReads } from './service.ts';
export { memoizedRecommendations, TOP_REVENUE_REFRESH_MS } from './memo.ts';
export { viewedProductsRoutes } from './viewed.routes.ts';
export { forgetViews, recordView, viewedProductIds, VIEWED_PRODUCTS_KEPT } from './viewed.ts';
