/**
 * Every shopper-facing text the product rules return, as react-intl descriptors. The rules hand
 * back ids and values, never English, so the UI translates them; the en-US catalogue is built
 * from these defaults (components/product/translations.ts). Quoted spec texts are verbatim.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const productMessages = defineMessages({
  // Spec 001 §4 inventory display on the product page, §8 item messages and backorder note.
  onlyLeft: {
    id: 'product.inventory.onlyLeft',
    defaultMessage: 'Only {count} Left',
    description:
      'Product availability, labels, badges and buttons: only left. Spec 001 §4 inventory display on the product page, §8 item messages and backorder note. Placeholders: {count}.',
  },
  comingIn: {
    id: 'product.inventory.comingIn',
    defaultMessage: 'Coming in {days} Days',
    description:
      'Product availability, labels, badges and buttons: coming in. Placeholders: {days}.',
  },
  backorderedUntil: {
    id: 'product.inventory.backorderedUntil',
    defaultMessage: 'Backordered until {date}',
    description:
      'Product availability, labels, badges and buttons: backordered until. Placeholders: {date}.',
  },
  outOfStock: {
    id: 'product.inventory.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Product availability, labels, badges and buttons: out of stock.',
  },
  finalSale: {
    id: 'product.inventory.finalSale',
    defaultMessage: 'Final Sale',
    description: 'Product availability, labels, badges and buttons: final sale.',
  },
  discontinued: {
    id: 'product.inventory.discontinued',
    defaultMessage: 'Discontinued',
    description: 'Product availability, labels, badges and buttons: discontinued.',
  },
  // Spec 001 §8 item messages of cart lines.
  pricingIssue: {
    id: 'product.item.pricingIssue',
    defaultMessage: 'This product/bundle is unavailable due to pricing issues.',
    description:
      'Product availability, labels, badges and buttons: pricing issue. Spec 001 §8 item messages of cart lines.',
  },
  itemOnlyLeft: {
    id: 'product.item.onlyLeft',
    defaultMessage: 'Only {stockLevel} left!',
    description:
      'Product availability, labels, badges and buttons: item only left. Placeholders: {stockLevel}.',
  },
  itemOnlyLeftFor: {
    id: 'product.item.onlyLeftFor',
    defaultMessage: 'Only {stockLevel} left for {productName}!',
    description:
      'Product availability, labels, badges and buttons: item only left for. Placeholders: {stockLevel}, {productName}.',
  },
  // Spec 001 §2 tile availability labels.
  labelDiscontinued: {
    id: 'product.label.discontinued',
    defaultMessage: 'Discontinued',
    description:
      'Product availability, labels, badges and buttons: label discontinued. Spec 001 §2 tile availability labels.',
  },
  labelOutOfStock: {
    id: 'product.label.outOfStock',
    defaultMessage: 'Out of Stock',
    description: 'Product availability, labels, badges and buttons: label out of stock.',
  },
  labelFinalSale: {
    id: 'product.label.finalSale',
    defaultMessage: 'Final Sale',
    description: 'Product availability, labels, badges and buttons: label final sale.',
  },
  labelFree: {
    id: 'product.label.free',
    defaultMessage: 'FREE',
    description: 'Product availability, labels, badges and buttons: label free.',
  },
  labelFreeGift: {
    id: 'product.label.freeGift',
    defaultMessage: 'Your Free Gift',
    description: 'Product availability, labels, badges and buttons: label free gift.',
  },
  // Spec 001 §2 tile buttons and §4 add-to-cart labels.
  addToCart: {
    id: 'product.button.addToCart',
    defaultMessage: 'Add to Cart',
    description:
      'Product availability, labels, badges and buttons: add to cart. Spec 001 §2 tile buttons and §4 add-to-cart labels.',
  },
  addToCartTotal: {
    id: 'product.button.addToCartTotal',
    defaultMessage: 'Add to Cart - {price}',
    description:
      'Product availability, labels, badges and buttons: add to cart total. Placeholders: {price}.',
  },
  addToCartCountTotal: {
    id: 'product.button.addToCartCountTotal',
    defaultMessage: 'Add to Cart ({count}) - {price}',
    description:
      'Product availability, labels, badges and buttons: add to cart count total. Placeholders: {count}, {price}.',
  },
  addSetToCart: {
    id: 'product.button.addSetToCart',
    defaultMessage: 'Add Set to Cart',
    description: 'Product availability, labels, badges and buttons: add set to cart.',
  },
  addSetToCartTotal: {
    id: 'product.button.addSetToCartTotal',
    defaultMessage: 'Add Set to Cart - {price}',
    description:
      'Product availability, labels, badges and buttons: add set to cart total. Placeholders: {price}.',
  },
  update: {
    id: 'product.button.update',
    defaultMessage: 'Update',
    description: 'Product availability, labels, badges and buttons: update.',
  },
  notifyMe: {
    id: 'product.button.notifyMe',
    defaultMessage: 'Notify Me',
    description: 'Product availability, labels, badges and buttons: notify me.',
  },
  maxReached: {
    id: 'product.button.maxReached',
    defaultMessage: 'Max quantity reached',
    description: 'Product availability, labels, badges and buttons: max reached.',
  },
  viewFullDetails: {
    id: 'product.button.viewFullDetails',
    defaultMessage: 'View Full Details',
    description: 'Product availability, labels, badges and buttons: view full details.',
  },
  quickShop: {
    id: 'product.button.quickShop',
    defaultMessage: 'Quick Shop',
    description: 'Product availability, labels, badges and buttons: quick shop.',
  },
  // Spec 000 §9 discount badge.
  sale: {
    id: 'product.badge.sale',
    defaultMessage: 'SALE',
    description:
      'Product availability, labels, badges and buttons: sale. Spec 000 §9 discount badge.',
  },
  percentOff: {
    id: 'product.badge.percentOff',
    defaultMessage: '{value}% off',
    description:
      'Product availability, labels, badges and buttons: percent off. Placeholders: {value}.',
  },
  // Spec 001 §2 c_productTileBadge badges used by the catalog.
  badgeNew: {
    id: 'product.badge.new',
    defaultMessage: 'New',
    description:
      'Product availability, labels, badges and buttons: badge new. Spec 001 §2 c_productTileBadge badges used by the catalog.',
  },
  badgeBestSeller: {
    id: 'product.badge.bestSeller',
    defaultMessage: 'Best Seller',
    description: 'Product availability, labels, badges and buttons: badge best seller.',
  },
  badgeFinalSale: {
    id: 'product.badge.finalSale',
    defaultMessage: 'Final Sale',
    description: 'Product availability, labels, badges and buttons: badge final sale.',
  },
  badgeDiscontinued: {
    id: 'product.badge.discontinued',
    defaultMessage: 'Discontinued',
    description: 'Product availability, labels, badges and buttons: badge discontinued.',
  },
  badgeOutOfStock: {
    id: 'product.badge.outOfStock',
    defaultMessage: 'Out of Stock',
    description: 'Product availability, labels, badges and buttons: badge out of stock.',
  },
  // Spec 001 §2 swatches: the '+ N' button revealing all.
  moreSwatches: {
    id: 'product.swatches.more',
    defaultMessage: '+ {count}',
    description:
      "Product availability, labels, badges and buttons: more swatches. Spec 001 §2 swatches: the '+ N' button revealing all. Placeholders: {count}.",
  },
  // Spec 001 §2 dimensions in inches with centimetres in brackets.
  height: {
    id: 'product.dimensions.height',
    defaultMessage: 'Height: {inches, number} in ({cm, number} cm)',
    description:
      'Product availability, labels, badges and buttons: height. Spec 001 §2 dimensions in inches with centimetres in brackets. Placeholders: {inches}, {cm}.',
  },
  width: {
    id: 'product.dimensions.width',
    defaultMessage: 'Width: {inches, number} in ({cm, number} cm)',
    description:
      'Product availability, labels, badges and buttons: width. Placeholders: {inches}, {cm}.',
  },
  diameter: {
    id: 'product.dimensions.diameter',
    defaultMessage: 'Diameter: {inches, number} in ({cm, number} cm)',
    description:
      'Product availability, labels, badges and buttons: diameter. Placeholders: {inches}, {cm}.',
  },
  // Spec 001 §5 selection validation.
  selectAllOptions: {
    id: 'product.validation.selectAllOptions',
    defaultMessage: 'Please select all your options above',
    description:
      'Product availability, labels, badges and buttons: select all options. Spec 001 §5 selection validation.',
  },
  selectFuelAdaptor: {
    id: 'product.validation.selectFuelAdaptor',
    defaultMessage: 'Please select a gas fuel adaptor.',
    description: 'Product availability, labels, badges and buttons: select fuel adaptor.',
  },
});

/** The key of a product message in `productMessages`. */
export type ProductMessageKey = keyof typeof productMessages;

/** A message id of the product rules. */
export type ProductMessageId = (typeof productMessages)[ProductMessageKey]['id'];

/** A message to show: its descriptor id and the values of its placeholders. */
export interface ProductMessage {
  id: ProductMessageId;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

/** Builds a ProductMessage from a key and its values. */
export function productMessage(
  key: ProductMessageKey,
  values?: Record<string, string | number>,
): ProductMessage {
  const { id, defaultMessage } = productMessages[key];
  return values ? { id, defaultMessage, values } : { id, defaultMessage };
}
