/** Gift cards: issued with their order, delivered by email on their date, their balance. */
export { issueGiftCards } from './issue.ts';
export { deliverDueGiftCards, startGiftCardDelivery, type DeliveryDeps } from './delivery.ts';
export {
  giftCardBalanceRoutes,
  giftCardCode,
  giftCardNotFound,
  giftCardPin,
  guessCharges,
} from './routes.ts';
export { openCard } from './balance.ts';
export {
  allocate,
  checkHolds,
  takeHolds,
  releaseHolds,
  redeemHolds,
  returnToCards,
  type GiftCardHold,
} from './payment.ts';
