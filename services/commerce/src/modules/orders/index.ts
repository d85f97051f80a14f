/** Shopper Orders: placing orders from baskets, and reading them back. */
export type { OrderStatusKey, WireOrder } from './document.ts';
export { customerOrdersRoutes, orderLookupRoutes, ordersRoutes } from './routes.ts';
