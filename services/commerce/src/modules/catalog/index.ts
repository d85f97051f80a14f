/** Shopper Products: products and categories, their views, and the product graph others read. */
export { loadCategoryTree, ROOT_CATEGORY_ID, type CategoryTree } from './categories.ts';
export { graphNodes, loadProductGraph, type ProductGraph, type ProductRecord } from './graph.ts';
export { catalogReads, type CatalogReads } from './products.ts';
export { catalogRoutes } from './routes.ts';
export { productAvailability } from './lookups.ts';
