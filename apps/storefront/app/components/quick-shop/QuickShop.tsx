import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { quickShopItemId, quickShopProductId } from '../../lib/quick-shop/params.ts';

// Listing pages pay nothing for quick shop until its parameters open it.
const QuickShopDrawer = lazy(() => import('./QuickShopDrawer.tsx'));

/** Mounted once in the shell: opens the quick-shop drawer when the URL asks for it. */
export function QuickShop() {
  const [params] = useSearchParams();
  const productId = quickShopProductId(params);
  if (!productId) return null;
  return (
    <Suspense fallback={null}>
      <QuickShopDrawer key={productId} productId={productId} itemId={quickShopItemId(params)} />
    </Suspense>
  );
}
