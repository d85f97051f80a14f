/** Promotions: their rules, the engine that applies them, and the Shopper Promotions API. */
export {
  loadActivePromotions,
  promotionReads,
  type ActivePromotion,
  type PromotionReads,
} from './active.ts';
export { loadBasketPromotions, type BasketPromotionData } from './basket-promotions.ts';
export {
  evaluate,
  isRunning,
  type Adjustment,
  type Approach,
  type EngineLine,
  type EngineResult,
} from './engine.ts';
export { promotionsForProduct, type ProductPromotion } from './product-promotions.ts';
export { promotionsRoutes } from './routes.ts';
export { parsePromotionRule } from './rule.ts';
