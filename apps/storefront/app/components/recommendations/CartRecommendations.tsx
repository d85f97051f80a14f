import { lazy, Suspense } from 'react';

// The cart page bundles the mini cart's module: the section's code loads only when it is shown.
const CartRecommendationsSection = lazy(() => import('./CartRecommendationsSection.tsx'));

/** The mini cart's recommendations section (CartRecommendationsSection.tsx), loaded lazily. */
export function CartRecommendations() {
  return (
    <Suspense fallback={null}>
      <CartRecommendationsSection />
    </Suspense>
  );
}
