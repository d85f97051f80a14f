/** Shopper Orders: placing orders from baskets, and reading them back. */
export type { OrderStatusKey, WireOrder } from './document.ts';
export {
  customerOrdersRoutes,
  orderLookupRoutes,
  orderStatusRoutes,
  ordersRoutes,
} from './routes.ts';
export {
  enqueueOrderEmail,
  orderLocale,
  renderOrderEmail,
  type MailedOrder,
  type OrderMailDeps,
} from './order-mail.ts';
