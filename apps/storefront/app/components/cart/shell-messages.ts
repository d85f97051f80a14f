/**
 * The cart texts every page loads (the header's cart button and the add-to-cart toast); the rest
 * of messages.ts loads with the mini cart and the cart page.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const shellCartMessages = defineMessages({
  itemUpdated: {
    id: 'cart.toast.updated',
    defaultMessage: 'Item updated in cart',
    description:
      "Quick shop in 'Update' mode (a cart line's Edit): the line now has the chosen variant and quantity.",
  },
  // Spec 001 §8 toast.
  addedToCart: {
    id: 'cart.toast.added',
    defaultMessage: '{n} item(s) added to cart',
    description:
      'Cart button and add-to-cart toast: added to cart. Spec 001 §8 toast. Placeholders: {n}.',
  },
  // Spec 001 §2 mini cart header.
  miniCartTitle: {
    id: 'cart.mini.title',
    defaultMessage: 'Your Cart ({n, plural, one {# item} other {# items}})',
    description:
      'Cart button and add-to-cart toast: mini cart title. Spec 001 §2 mini cart header. Placeholders: {n}.',
  },
  // Spec 001 §8 basket mutation errors, in the shopper's words (lib/basket/refusal.ts).
  refusedQuantity: {
    id: 'cart.error.quantityLimit',
    defaultMessage: 'We can’t add that many of this item. Please choose a lower quantity.',
    description:
      'Add-to-cart and cart error toast: the quantity is above the purchase limit or what can be sold.',
  },
  refusedOutOfStock: {
    id: 'cart.error.outOfStock',
    defaultMessage: 'Sorry, this item is out of stock.',
    description: 'Add-to-cart and cart error toast: the product can no longer be sold.',
  },
  refusedUnavailable: {
    id: 'cart.error.unavailable',
    defaultMessage: 'Sorry, this item is not available online.',
    description:
      'Add-to-cart and cart error toast: the product is discontinued, unknown or has no price.',
  },
});
