/**
 * Every visible string of the mini cart, the cart page and add to cart (spec 001 §2, §4, §5,
 * §8, §9; each quoted text is the spec's). The empty-cart title and Keep Shopping are the
 * shell's (components/shell/messages.ts).
 */
import { shellCartMessages } from './shell-messages.ts';

export const m = {
  ...shellCartMessages,
  itemRemoved: { id: 'cart.toast.removed', defaultMessage: 'Item removed from cart' },
  viewCart: { id: 'cart.mini.viewCart', defaultMessage: 'View Cart' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Checkout' },
  // Spec 000 §8: the session sync before /checkout failed (answered, or not reached).
  sessionSyncFailed: {
    id: 'cart.checkout.syncFailed',
    defaultMessage: 'OCAPI session sync failed: {statusText}',
  },
  sessionNetworkFailed: {
    id: 'cart.checkout.networkFailed',
    defaultMessage: 'Network response was not ok',
  },
  cartTitle: { id: 'cart.page.title', defaultMessage: 'Cart' },
  itemsLabel: { id: 'cart.items.label', defaultMessage: 'Items in your cart' },
  // Spec 001 §4 cart item removal: a confirm overlay with Remove and Cancel.
  remove: { id: 'cart.item.remove', defaultMessage: 'Remove' },
  removeItem: { id: 'cart.item.removeLabel', defaultMessage: 'Remove {name}' },
  removeConfirm: {
    id: 'cart.item.removeConfirm',
    defaultMessage: 'Remove this item from your cart?',
  },
  cancel: { id: 'cart.item.cancel', defaultMessage: 'Cancel' },
  quantity: { id: 'cart.item.quantity', defaultMessage: 'Quantity' },
  quantityOf: { id: 'cart.item.quantityOf', defaultMessage: 'Quantity of {name}' },
  decrease: { id: 'cart.item.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'cart.item.increase', defaultMessage: 'Increase quantity' },
  editVariant: { id: 'cart.item.editVariant', defaultMessage: 'Edit' },
  // Spec 001 §2: per mini cart and cart line.
  saveForLater: { id: 'cart.item.saveForLater', defaultMessage: 'Save for Later' },
  // Spec 001 §8 item and cart line messages, in the precedence of spec 001 §4.
  discontinued: {
    id: 'cart.line.discontinued',
    defaultMessage: 'Product is not available, please remove from cart',
  },
  outOfStock: {
    id: 'cart.line.outOfStock',
    defaultMessage:
      'This item is now out of stock. Sorry for the inconvenience. Please remove the item from the cart.',
  },
  unfulfillable: { id: 'cart.line.unfulfillable', defaultMessage: 'Only {stockLevel} left!' },
  priceMissing: {
    id: 'cart.line.priceMissing',
    defaultMessage:
      'This product/bundle is unavailable due to pricing issues, please remove from cart',
  },
  finalSale: { id: 'cart.line.finalSale', defaultMessage: 'Final Sale' },
  // Spec 001 §4 cart unavailable dialog.
  unavailableTitle: { id: 'cart.unavailable.title', defaultMessage: 'Items Unavailable' },
  unavailableBody: {
    id: 'cart.unavailable.body',
    defaultMessage: 'Some items are no longer available online and will be removed from your cart.',
  },
  // Spec 001 §2 order summary, §9 shipping and tax lines.
  orderSummary: { id: 'cart.summary.title', defaultMessage: 'Order Summary' },
  orderSummaryCount: {
    id: 'cart.summary.titleCount',
    defaultMessage: 'Order Summary ({n, plural, =0 {0 items} one {1 item} other {# items}})',
  },
  subtotal: { id: 'cart.summary.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'cart.summary.discount', defaultMessage: 'Discount' },
  promoCredit: { id: 'cart.summary.promoCredit', defaultMessage: 'Promo Credit' },
  shipping: { id: 'cart.summary.shipping', defaultMessage: 'Shipping' },
  shippingFree: { id: 'cart.summary.shippingFree', defaultMessage: 'Free' },
  shippingInCheckout: {
    id: 'cart.summary.shippingInCheckout',
    defaultMessage: 'calculated in Checkout',
  },
  taxVat: { id: 'cart.summary.taxVat', defaultMessage: 'VAT' },
  taxGst: { id: 'cart.summary.taxGst', defaultMessage: 'GST' },
  taxEstimated: { id: 'cart.summary.taxEstimated', defaultMessage: 'Estimated Tax' },
  taxSales: { id: 'cart.summary.taxSales', defaultMessage: 'Estimated Sales Tax' },
  taxIncluded: { id: 'cart.summary.taxIncluded', defaultMessage: 'Included in price' },
  taxInCheckout: { id: 'cart.summary.taxInCheckout', defaultMessage: 'calculated in checkout' },
  estimatedTotal: {
    id: 'cart.summary.estimatedTotal',
    defaultMessage: 'Estimated Total ({currency})',
  },
  // Spec 001 §9 free-shipping message.
  freeShippingMore: {
    id: 'cart.shipping.more',
    defaultMessage: 'Add {amount} more for free shipping',
  },
  freeShippingGot: { id: 'cart.shipping.got', defaultMessage: 'You got free shipping' },
  // Spec 001 §2 bonus gift choices; 'Your Free Gift' and '+ Add' are spec 001 §2, §9 texts.
  freeGiftTitle: { id: 'cart.bonus.title', defaultMessage: 'Your Free Gift' },
  freeGiftAdd: { id: 'cart.bonus.add', defaultMessage: '+ Add' },
  freeGiftAddLabel: { id: 'cart.bonus.addLabel', defaultMessage: 'Add {name} as your free gift' },
  // Spec 001 §5, §8 promo code.
  promoLabel: { id: 'cart.promo.label', defaultMessage: 'Promo Code' },
  promoApply: { id: 'cart.promo.apply', defaultMessage: 'Apply' },
  promoRequired: {
    id: 'cart.promo.required',
    defaultMessage: 'Please provide a valid promo code.',
  },
  promoInvalid: { id: 'cart.promo.invalid', defaultMessage: 'The code you entered is invalid.' },
  promoApplied: { id: 'cart.promo.applied', defaultMessage: 'Promotion applied' },
  promoRemoved: { id: 'cart.promo.removed', defaultMessage: 'Promotion removed' },
  promoRemove: { id: 'cart.promo.remove', defaultMessage: 'Remove code {code}' },
  promoNoEligible: {
    id: 'cart.promo.noEligible',
    defaultMessage:
      'Code {couponCode} cannot be added because there are no eligible items in your cart.',
  },
  promoAutoRemoved: {
    id: 'cart.promo.autoRemoved',
    defaultMessage:
      'Code {couponCode} was removed because it is no longer eligible for items in your cart.',
  },
} as const;

export type CartMessageKey = keyof typeof m;
