import { lazy, Suspense } from 'react';
import type { CartView } from '../../lib/basket/cart-view.ts';
import { useRemoveLine } from './line-actions.ts';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';

// Most baskets hold no gift card: the lines and their inline edit form load only for one that does.
const GiftCardLineItem = lazy(() =>
  import('./GiftCardLineItem.tsx').then((mod) => ({ default: mod.GiftCardLineItem })),
);

/**
 * The basket's gift card lines (spec 001 §2), as list items of the cart's line list. Their
 * Remove confirmation is the product lines' own, handed to the lazily loaded line from here: a
 * static import there would split the code both lines share into a chunk of its own, which every
 * cart page loads.
 */
export function GiftCardLines({ cart }: { cart: CartView }) {
  const removeLine = useRemoveLine();
  if (!cart.giftCards.length) return null;
  return (
    <Suspense fallback={null}>
      {cart.giftCards.map((card) => (
        <GiftCardLineItem
          key={card.giftCertificateItemId}
          card={card}
          currency={cart.currency}
          confirmRemove={(onClose) => (
            <RemoveConfirmation
              onRemove={() => removeLine(card.giftCertificateItemId, 'giftCard')}
              onClose={onClose}
            />
          )}
        />
      ))}
    </Suspense>
  );
}
