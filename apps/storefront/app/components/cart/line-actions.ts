import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CartLine, CartView } from '../../lib/basket/cart-view.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { saveLineForLater } from '../../lib/wishlist/saved-state.ts';
import { m as wishlist } from '../wishlist/messages.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useBasketErrorText, useCart } from './cart-state.tsx';
import { m } from './messages.ts';

/** Spec 001 §3 coupon status that removes a code automatically after an item removal. */
const NO_APPLICABLE_PROMOTION = 'no_applicable_promotion';

const ineligibleCoupons = (cart: CartView) =>
  cart.coupons.filter((c) => c.statusCode === NO_APPLICABLE_PROMOTION);

/**
 * Spec 001 §4 cart item removal: removes the line (a product line, or a gift card's
 * giftCertificateItemId) with the 'Item removed from cart' toast, then any coupon left with
 * status no_applicable_promotion, each with the auto-removal warning.
 */
export function useRemoveLine(): (
  itemId: string,
  kind?: 'product' | 'giftCard',
) => Promise<boolean> {
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const intl = useIntl();
  return useCallback(
    async (itemId: string, kind: 'product' | 'giftCard' = 'product') => {
      const result = await write(
        kind === 'giftCard'
          ? { intent: 'removeGiftCard', giftCertificateItemId: itemId }
          : { intent: 'remove', itemId },
      );
      if ('error' in result) {
        const title = errorText(result.error);
        toast({ status: 'error', ...(title ? { title } : {}) });
        return false;
      }
      toast({ status: 'success', title: intl.formatMessage(m.itemRemoved) });
      for (const coupon of ineligibleCoupons(result.cart)) {
        const removed = await write({ intent: 'removeCoupon', couponItemId: coupon.couponItemId });
        if (!('error' in removed)) {
          toast({
            status: 'warning',
            title: intl.formatMessage(m.promoAutoRemoved, { couponCode: coupon.code }),
          });
        }
      }
      return true;
    },
    [write, toast, intl, errorText],
  );
}

/**
 * Spec 001 §4 Save for Later, through the wishlist's `wishlist-data` route: an item already on
 * the list only leaves the cart ('Item is already in wishlist'); otherwise it is added to the
 * list and removed from the cart. Guests are asked to sign in (spec 001 §6).
 */
export function useSaveForLater(basketId: string | null): (line: CartLine) => Promise<void> {
  const { reload } = useCart();
  const toast = useToast();
  const intl = useIntl();
  const url = useLocalizedHref()('/wishlist-data');
  return async (line) => {
    if (!basketId) return;
    const answer = await saveLineForLater(url, { basketId, itemId: line.itemId });
    if (answer.result === 'guest') {
      toast({ status: 'info', title: intl.formatMessage(wishlist.guest) });
      return;
    }
    if (answer.result === 'failed') {
      toast({ status: 'error' });
      return;
    }
    await reload();
    toast({
      status: 'success',
      title:
        answer.result === 'exists'
          ? intl.formatMessage(wishlist.exists)
          : intl.formatMessage(wishlist.added, { quantity: 1 }),
    });
  };
}
