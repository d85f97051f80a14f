/** Notify-me: back-in-stock requests, their email or SMS on a restock, the unsubscribe link. */
export {
  answerRestocked,
  startBackInStock,
  type BackInStockDeps,
  type BackInStockRun,
} from './back-in-stock.ts';
export { outboxMessaging, SMS_KIND, type MessagingProvider, type SmsMessage } from './messaging.ts';
export { notifyMeSubscribeRoutes, notifyMeUnsubscribeRoutes } from './routes.ts';
