/**
 * Every visible string of the mini cart, the cart page and add to cart (spec 001 §2, §4, §5,
 * §8, §9; each quoted text is the spec's). The empty-cart title and Keep Shopping are the
 * shell's (components/shell/messages.ts).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

import { shellCartMessages } from './shell-messages.ts';

export const m = defineMessages({
  ...shellCartMessages,
  itemRemoved: {
    id: 'cart.toast.removed',
    defaultMessage: 'Item removed from cart',
    description: 'Cart page and mini cart: item removed.',
  },
  viewCart: {
    id: 'cart.mini.viewCart',
    defaultMessage: 'View Cart',
    description: 'Cart page and mini cart: view cart.',
  },
  checkout: {
    id: 'cart.checkout',
    defaultMessage: 'Checkout',
    description: 'Cart page and mini cart: checkout.',
  },
  // Spec 000 §8: the session sync before /checkout failed (answered, or not reached).
  sessionSyncFailed: {
    id: 'cart.checkout.syncFailed',
    defaultMessage: 'OCAPI session sync failed: {statusText}',
    description:
      'Cart page and mini cart: session sync failed. Spec 000 §8: the session sync before /checkout failed (answered, or not reached). Placeholders: {statusText}.',
  },
  sessionNetworkFailed: {
    id: 'cart.checkout.networkFailed',
    defaultMessage: 'Network response was not ok',
    description: 'Cart page and mini cart: session network failed.',
  },
  cartTitle: {
    id: 'cart.page.title',
    defaultMessage: 'Cart',
    description: 'Cart page and mini cart: cart title.',
  },
  itemsLabel: {
    id: 'cart.items.label',
    defaultMessage: 'Items in your cart',
    description: 'Cart page and mini cart: items label.',
  },
  // Spec 001 §4 cart item removal: a confirm overlay with Remove and Cancel.
  remove: {
    id: 'cart.item.remove',
    defaultMessage: 'Remove',
    description:
      'Cart page and mini cart: remove. Spec 001 §4 cart item removal: a confirm overlay with Remove and Cancel.',
  },
  removeItem: {
    id: 'cart.item.removeLabel',
    defaultMessage: 'Remove {name}',
    description: 'Cart page and mini cart: remove item. Placeholders: {name}.',
  },
  removeConfirm: {
    id: 'cart.item.removeConfirm',
    defaultMessage: 'Remove this item from your cart?',
    description: 'Cart page and mini cart: remove confirm.',
  },
  cancel: {
    id: 'cart.item.cancel',
    defaultMessage: 'Cancel',
    description: 'Cart page and mini cart: cancel.',
  },
  quantity: {
    id: 'cart.item.quantity',
    defaultMessage: 'Quantity',
    description: 'Cart page and mini cart: quantity.',
  },
  quantityOf: {
    id: 'cart.item.quantityOf',
    defaultMessage: 'Quantity of {name}',
    description: 'Cart page and mini cart: quantity of. Placeholders: {name}.',
  },
  decrease: {
    id: 'cart.item.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Cart page and mini cart: decrease.',
  },
  increase: {
    id: 'cart.item.increase',
    defaultMessage: 'Increase quantity',
    description: 'Cart page and mini cart: increase.',
  },
  // Spec 001 §3 bundledProductItems: the parts listed under a bundle line.
  bundleParts: {
    id: 'cart.item.bundleParts',
    defaultMessage: 'In this bundle',
    description: 'Cart page and mini cart: label of the list of a bundle line’s parts.',
  },
  bundlePart: {
    id: 'cart.item.bundlePart',
    defaultMessage: '{quantity} × {name}',
    description:
      'Cart page and mini cart: one part of a bundle line, with the units the line holds.',
  },
  editVariant: {
    id: 'cart.item.editVariant',
    defaultMessage: 'Edit',
    description: 'Cart page and mini cart: edit variant.',
  },
  // Spec 001 §2: per mini cart and cart line.
  saveForLater: {
    id: 'cart.item.saveForLater',
    defaultMessage: 'Save for Later',
    description:
      'Cart page and mini cart: save for later. Spec 001 §2: per mini cart and cart line.',
  },
  // Spec 001 §8 item and cart line messages, in the precedence of spec 001 §4.
  discontinued: {
    id: 'cart.line.discontinued',
    defaultMessage: 'Product is not available, please remove from cart',
    description:
      'Cart page and mini cart: discontinued. Spec 001 §8 item and cart line messages, in the precedence of spec 001 §4.',
  },
  outOfStock: {
    id: 'cart.line.outOfStock',
    defaultMessage:
      'This item is now out of stock. Sorry for the inconvenience. Please remove the item from the cart.',
    description: 'Cart page and mini cart: out of stock.',
  },
  unfulfillable: {
    id: 'cart.line.unfulfillable',
    defaultMessage: 'Only {stockLevel} left!',
    description: 'Cart page and mini cart: unfulfillable. Placeholders: {stockLevel}.',
  },
  priceMissing: {
    id: 'cart.line.priceMissing',
    defaultMessage:
      'This product/bundle is unavailable due to pricing issues, please remove from cart',
    description: 'Cart page and mini cart: price missing.',
  },
  finalSale: {
    id: 'cart.line.finalSale',
    defaultMessage: 'Final Sale',
    description: 'Cart page and mini cart: final sale.',
  },
  // Spec 001 §4 cart unavailable dialog.
  unavailableTitle: {
    id: 'cart.unavailable.title',
    defaultMessage: 'Items Unavailable',
    description: 'Cart page and mini cart: unavailable title. Spec 001 §4 cart unavailable dialog.',
  },
  unavailableBody: {
    id: 'cart.unavailable.body',
    defaultMessage: 'Some items are no longer available online and will be removed from your cart.',
    description: 'Cart page and mini cart: unavailable body.',
  },
  // Spec 001 §2 order summary, §9 shipping and tax lines.
  orderSummary: {
    id: 'cart.summary.title',
    defaultMessage: 'Order Summary',
    description:
      'Cart page and mini cart: order summary. Spec 001 §2 order summary, §9 shipping and tax lines.',
  },
  orderSummaryCount: {
    id: 'cart.summary.titleCount',
    defaultMessage: 'Order Summary ({n, plural, =0 {0 items} one {1 item} other {# items}})',
    description: 'Cart page and mini cart: order summary count. Placeholders: {n}.',
  },
  subtotal: {
    id: 'cart.summary.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Cart page and mini cart: subtotal.',
  },
  discount: {
    id: 'cart.summary.discount',
    defaultMessage: 'Discount',
    description: 'Cart page and mini cart: discount.',
  },
  promoCredit: {
    id: 'cart.summary.promoCredit',
    defaultMessage: 'Promo Credit',
    description: 'Cart page and mini cart: promo credit.',
  },
  shipping: {
    id: 'cart.summary.shipping',
    defaultMessage: 'Shipping',
    description: 'Cart page and mini cart: shipping.',
  },
  shippingFree: {
    id: 'cart.summary.shippingFree',
    defaultMessage: 'Free',
    description: 'Cart page and mini cart: shipping free.',
  },
  shippingInCheckout: {
    id: 'cart.summary.shippingInCheckout',
    defaultMessage: 'calculated in Checkout',
    description: 'Cart page and mini cart: shipping in checkout.',
  },
  taxVat: {
    id: 'cart.summary.taxVat',
    defaultMessage: 'VAT',
    description: 'Cart page and mini cart: tax vat.',
  },
  taxGst: {
    id: 'cart.summary.taxGst',
    defaultMessage: 'GST',
    description: 'Cart page and mini cart: tax gst.',
  },
  taxEstimated: {
    id: 'cart.summary.taxEstimated',
    defaultMessage: 'Estimated Tax',
    description: 'Cart page and mini cart: tax estimated.',
  },
  taxSales: {
    id: 'cart.summary.taxSales',
    defaultMessage: 'Estimated Sales Tax',
    description: 'Cart page and mini cart: tax sales.',
  },
  taxIncluded: {
    id: 'cart.summary.taxIncluded',
    defaultMessage: 'Included in price',
    description: 'Cart page and mini cart: tax included.',
  },
  taxInCheckout: {
    id: 'cart.summary.taxInCheckout',
    defaultMessage: 'calculated in checkout',
    description: 'Cart page and mini cart: tax in checkout.',
  },
  estimatedTotal: {
    id: 'cart.summary.estimatedTotal',
    defaultMessage: 'Estimated Total ({currency})',
    description: 'Cart page and mini cart: estimated total. Placeholders: {currency}.',
  },
  // Spec 001 §9 free-shipping message.
  freeShippingMore: {
    id: 'cart.shipping.more',
    defaultMessage: 'Add {amount} more for free shipping',
    description:
      'Cart page and mini cart: free shipping more. Spec 001 §9 free-shipping message. Placeholders: {amount}.',
  },
  freeShippingGot: {
    id: 'cart.shipping.got',
    defaultMessage: 'You got free shipping',
    description: 'Cart page and mini cart: free shipping got.',
  },
  // Spec 001 §2 bonus gift choices; 'Your Free Gift' and '+ Add' are spec 001 §2, §9 texts.
  freeGiftTitle: {
    id: 'cart.bonus.title',
    defaultMessage: 'Your Free Gift',
    description:
      "Cart page and mini cart: free gift title. Spec 001 §2 bonus gift choices; 'Your Free Gift' and '+ Add' are spec 001 §2, §9 texts.",
  },
  freeGiftAdd: {
    id: 'cart.bonus.add',
    defaultMessage: '+ Add',
    description: 'Cart page and mini cart: free gift add.',
  },
  freeGiftAddLabel: {
    id: 'cart.bonus.addLabel',
    defaultMessage: 'Add {name} as your free gift',
    description: 'Cart page and mini cart: free gift add label. Placeholders: {name}.',
  },
  // Spec 001 §5, §8 promo code.
  promoLabel: {
    id: 'cart.promo.label',
    defaultMessage: 'Promo Code',
    description: 'Cart page and mini cart: promo label. Spec 001 §5, §8 promo code.',
  },
  promoApply: {
    id: 'cart.promo.apply',
    defaultMessage: 'Apply',
    description: 'Cart page and mini cart: promo apply.',
  },
  promoRequired: {
    id: 'cart.promo.required',
    defaultMessage: 'Please provide a valid promo code.',
    description: 'Cart page and mini cart: promo required.',
  },
  promoInvalid: {
    id: 'cart.promo.invalid',
    defaultMessage: 'The code you entered is invalid.',
    description: 'Cart page and mini cart: promo invalid.',
  },
  promoApplied: {
    id: 'cart.promo.applied',
    defaultMessage: 'Promotion applied',
    description: 'Cart page and mini cart: promo applied.',
  },
  promoRemoved: {
    id: 'cart.promo.removed',
    defaultMessage: 'Promotion removed',
    description: 'Cart page and mini cart: promo removed.',
  },
  promoRemove: {
    id: 'cart.promo.remove',
    defaultMessage: 'Remove code {code}',
    description: 'Cart page and mini cart: promo remove. Placeholders: {code}.',
  },
  promoNoEligible: {
    id: 'cart.promo.noEligible',
    defaultMessage:
      'Code {couponCode} cannot be added because there are no eligible items in your cart.',
    description: 'Cart page and mini cart: promo no eligible. Placeholders: {couponCode}.',
  },
  promoAutoRemoved: {
    id: 'cart.promo.autoRemoved',
    defaultMessage:
      'Code {couponCode} was removed because it is no longer eligible for items in your cart.',
    description: 'Cart page and mini cart: promo auto removed. Placeholders: {couponCode}.',
  },
});

export type CartMessageKey = keyof typeof m;
