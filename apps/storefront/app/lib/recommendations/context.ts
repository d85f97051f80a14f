/**
 * The page's recommendation context (spec 001 §4 "Mini cart": while it is open the context is
 * CART; on close the prior context is restored). Widgets enter theirs while shown; the item-list
 * event says in which context its products were listed.
 */
export const RECOMMENDATION_CONTEXT_TYPES = [
  'HOMEPAGE',
  'CATEGORY',
  'PRODUCT',
  'CART',
  'OTHER',
] as const;
export type RecommendationContextType = (typeof RECOMMENDATION_CONTEXT_TYPES)[number];

export interface RecommendationContext {
  type: RecommendationContextType;
  /** The products the context is about (the basket's, the product page's). */
  data: readonly string[];
}

const OTHER: RecommendationContext = { type: 'OTHER', data: [] };
let current: RecommendationContext = OTHER;

export const currentRecommendationContext = (): RecommendationContext => current;

/**
 * Makes `next` the context and answers the function that restores the context it replaced
 * (when `next` is still the current one; a context entered later stays until it is left).
 */
export function enterRecommendationContext(next: RecommendationContext): () => void {
  const prior = current;
  current = next;
  return () => {
    if (current === next) current = prior;
  };
}
