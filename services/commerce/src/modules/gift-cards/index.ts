/** Gift cards: issued with their order, delivered by email on their date, their balance. */
export { issueGiftCards } from './issue.ts';
export { deliverDueGiftCards, startGiftCardDelivery, type DeliveryDeps } from './delivery.ts';
export { giftCardBalanceRoutes } from './routes.ts';
