import { lazy, Suspense } from 'react';
import type { CartView } from '../../lib/basket/cart-view.ts';

// Most baskets hold no gift card: the lines and their inline edit form load only for one that does.
const GiftCardLineItem = lazy(() =>
  import('./GiftCardLineItem.tsx').then((mod) => ({ default: mod.GiftCardLineItem })),
);

/** The basket's gift card lines (spec 001 §2), as list items of the cart's line list. */
export function GiftCardLines({ cart }: { cart: CartView }) {
  if (!cart.giftCards.length) return null;
  return (
    <Suspense fallback={null}>
      {cart.giftCards.map((card) => (
        <GiftCardLineItem key={card.giftCertificateItemId} card={card} currency={cart.currency} />
      ))}
    </Suspense>
  );
}
