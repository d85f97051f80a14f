/** Shopper product lists (wishlists). */
export { productListsRoutes } from './routes.ts';
