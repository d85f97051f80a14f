/** Shopper Orders: placing orders from baskets, and reading them back. */
export type { OrderStatusKey, WireOrder } from './document.ts';
export {
  customerOrdersRoutes,
  orderLookupRoutes,
  orderStatusRoutes,
  ordersRoutes,
} from './routes.ts';
export { CARRIER_IDS, type CarrierId } from './carriers.ts';
export type { TransitionEvent } from './manage.ts';
export { orderManageRoutes, type OrderRoutesOptions } from './manage.routes.ts';
export {
  enqueueOrderEmail,
  orderLocale,
  renderOrderEmail,
  type MailedOrder,
  type OrderMailDeps,
} from './order-mail.ts';
export { placeOrder, type OrderDeps, type PlaceOutcome, type PlaceRequest } from './place.ts';
