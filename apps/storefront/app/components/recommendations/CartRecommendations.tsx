import { lazy, Suspense, useEffect } from 'react';
import { enterRecommendationContext } from '../../lib/recommendations/context.ts';
import { useCart } from '../cart/cart-state.tsx';

// The cart page bundles the mini cart's module: the sections' code loads only when shown.
const CartRecommendationsSection = lazy(() => import('./CartRecommendationsSection.tsx'));
const RecentlyViewedSection = lazy(() => import('./RecentlyViewedSection.tsx'));

/**
 * The mini cart's recommendations. While the mini cart is open the recommendation context is
 * CART with the basket's products, and the prior context comes back when it closes (spec 001
 * §4); the section itself (CartRecommendationsSection.tsx) loads only for a basket with products.
 * Recently Viewed follows, empty basket or not (docs/decisions/recently-viewed.md).
 */
export function CartRecommendations() {
  const { cart } = useCart();
  const key = [...new Set((cart?.lines ?? []).map((line) => line.productId))].join(',');
  useEffect(
    () => enterRecommendationContext({ type: 'CART', data: key ? key.split(',') : [] }),
    [key],
  );
  return (
    <Suspense fallback={null}>
      {key ? <CartRecommendationsSection productIds={key.split(',')} /> : null}
      <RecentlyViewedSection productIds={[]} />
    </Suspense>
  );
}
