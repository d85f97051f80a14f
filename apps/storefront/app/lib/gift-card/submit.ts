/**
 * The browser's half of the e-gift card form (loaded once a shopper starts using it, with the
 * form's rules): checks the form, adds the card through the basket, and reports as every add
 * does — the `{n} item(s) added to cart` toast, the analytics event, the mini cart — or with the
 * spec 001 §8 messages.
 */
import type { BasketActionInput, WriteResult } from '../basket/actions.ts';
import type { ProductTracking } from '../basket/analytics.ts';
import { trackAddToCart } from '../basket/cart-product-tracking.ts';
import { checkGiftCard, giftCardValues, type GiftCardErrors } from './form.ts';

export interface GiftCardSubmit {
  form: HTMLFormElement;
  productId: string;
  tracking: ProductTracking;
  write: (action: BasketActionInput) => Promise<WriteResult>;
  /** The spec's messages by gift card message key, and the cart's add toast. */
  toast: (status: 'success' | 'error', title: 'limitExceeded' | 'addFailed' | 'added') => void;
  openCart: () => void;
}

/** The field errors to show (none when the card was sent), and whether it was added. */
export async function submitGiftCard(s: GiftCardSubmit): Promise<GiftCardErrors | 'added' | null> {
  const typed = giftCardValues(Object.fromEntries(new FormData(s.form)));
  const check = checkGiftCard(typed);
  if (!check.ok) return check.errors;
  const result = await s.write({ intent: 'addGiftCard', productId: s.productId, card: typed });
  if ('error' in result) {
    s.toast('error', result.error.reason === 'giftCardLimit' ? 'limitExceeded' : 'addFailed');
    return null;
  }
  trackAddToCart([{ tracking: { ...s.tracking, price: check.value.amount }, quantity: 1 }]);
  s.toast('success', 'added');
  s.openCart();
  return 'added';
}
