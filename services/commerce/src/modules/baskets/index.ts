/** Shopper Baskets: baskets, their checkout data, and the wire shape orders are made from. */
export { basketAddressSchema } from './addresses.ts';
export { loadCheckout, type CheckoutInstrument } from './checkout-store.ts';
export { giftCardShares } from './checkout-wire.ts';
export { basketsRoutes, customerBasketsRoutes, removePriceAdjustmentRoutes } from './routes.ts';
export { basketNotFound } from './http.ts';
export { basketQuery } from './schemas.ts';
export {
  quoteShippingMethods,
  setShippingAddress,
  setShippingMethod,
  type ShipmentOutcome,
} from './shipments.ts';
export {
  done,
  holdsSubscriptionLine,
  lockBasket,
  NO_BASKET,
  ownBaskets,
  ownerOf,
  removePlacedBasket,
  wireBaskets,
  type BasketScope,
  type Outcome,
} from './store.ts';
export type { BasketRow, WireBasket } from './wire.ts';
export { MAX_LINE_QUANTITY } from './constants.ts';
export { addItems } from './items.ts';
export { addPaymentInstrument } from './payment-instruments.ts';
export {
  FREQUENCY_KEY,
  isFrequency,
  lineFrequency,
  SUBSCRIPTION_FREQUENCIES,
} from './subscription-lines.ts';
export { discardReorderBasket, openReorderBasket, type ReorderBasket } from './reorder.ts';
