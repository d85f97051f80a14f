/**
 * Every shopper-facing text the product rules return, as react-intl descriptors. The rules hand
 * back ids and values, never English, so the UI translates them; the en-US catalogue is built
 * from these defaults (components/product/translations.ts). Quoted spec texts are verbatim.
 */
export const productMessages = {
  // Spec 001 §4 inventory display on the product page, §8 item messages and backorder note.
  onlyLeft: { id: 'product.inventory.onlyLeft', defaultMessage: 'Only {count} Left' },
  comingIn: { id: 'product.inventory.comingIn', defaultMessage: 'Coming in {days} Days' },
  backorderedUntil: {
    id: 'product.inventory.backorderedUntil',
    defaultMessage: 'Backordered until {date}',
  },
  outOfStock: { id: 'product.inventory.outOfStock', defaultMessage: 'Out of stock' },
  finalSale: { id: 'product.inventory.finalSale', defaultMessage: 'Final Sale' },
  discontinued: { id: 'product.inventory.discontinued', defaultMessage: 'Discontinued' },
  // Spec 001 §8 item messages of cart lines.
  pricingIssue: {
    id: 'product.item.pricingIssue',
    defaultMessage: 'This product/bundle is unavailable due to pricing issues.',
  },
  itemOnlyLeft: { id: 'product.item.onlyLeft', defaultMessage: 'Only {stockLevel} left!' },
  itemOnlyLeftFor: {
    id: 'product.item.onlyLeftFor',
    defaultMessage: 'Only {stockLevel} left for {productName}!',
  },
  // Spec 001 §2 tile availability labels.
  labelDiscontinued: { id: 'product.label.discontinued', defaultMessage: 'Discontinued' },
  labelOutOfStock: { id: 'product.label.outOfStock', defaultMessage: 'Out of Stock' },
  labelFinalSale: { id: 'product.label.finalSale', defaultMessage: 'Final Sale' },
  labelFree: { id: 'product.label.free', defaultMessage: 'FREE' },
  labelFreeGift: { id: 'product.label.freeGift', defaultMessage: 'Your Free Gift' },
  // Spec 001 §2 tile buttons and §4 add-to-cart labels.
  addToCart: { id: 'product.button.addToCart', defaultMessage: 'Add to Cart' },
  addToCartTotal: { id: 'product.button.addToCartTotal', defaultMessage: 'Add to Cart - {price}' },
  addToCartCountTotal: {
    id: 'product.button.addToCartCountTotal',
    defaultMessage: 'Add to Cart ({count}) - {price}',
  },
  addSetToCart: { id: 'product.button.addSetToCart', defaultMessage: 'Add Set to Cart' },
  addSetToCartTotal: {
    id: 'product.button.addSetToCartTotal',
    defaultMessage: 'Add Set to Cart - {price}',
  },
  update: { id: 'product.button.update', defaultMessage: 'Update' },
  notifyMe: { id: 'product.button.notifyMe', defaultMessage: 'Notify Me' },
  maxReached: { id: 'product.button.maxReached', defaultMessage: 'Max quantity reached' },
  viewFullDetails: { id: 'product.button.viewFullDetails', defaultMessage: 'View Full Details' },
  quickShop: { id: 'product.button.quickShop', defaultMessage: 'Quick Shop' },
  // Spec 000 §9 discount badge.
  sale: { id: 'product.badge.sale', defaultMessage: 'SALE' },
  percentOff: { id: 'product.badge.percentOff', defaultMessage: '{value}% off' },
  // Spec 001 §2 c_productTileBadge badges used by the catalog.
  badgeNew: { id: 'product.badge.new', defaultMessage: 'New' },
  badgeBestSeller: { id: 'product.badge.bestSeller', defaultMessage: 'Best Seller' },
  badgeFinalSale: { id: 'product.badge.finalSale', defaultMessage: 'Final Sale' },
  badgeDiscontinued: { id: 'product.badge.discontinued', defaultMessage: 'Discontinued' },
  badgeOutOfStock: { id: 'product.badge.outOfStock', defaultMessage: 'Out of Stock' },
  // Spec 001 §2 swatches: the '+ N' button revealing all.
  moreSwatches: { id: 'product.swatches.more', defaultMessage: '+ {count}' },
  // Spec 001 §2 dimensions in inches with centimetres in brackets.
  height: {
    id: 'product.dimensions.height',
    defaultMessage: 'Height: {inches, number} in ({cm, number} cm)',
  },
  width: {
    id: 'product.dimensions.width',
    defaultMessage: 'Width: {inches, number} in ({cm, number} cm)',
  },
  diameter: {
    id: 'product.dimensions.diameter',
    defaultMessage: 'Diameter: {inches, number} in ({cm, number} cm)',
  },
  // Spec 001 §5 selection validation.
  selectAllOptions: {
    id: 'product.validation.selectAllOptions',
    defaultMessage: 'Please select all your options above',
  },
  selectFuelAdaptor: {
    id: 'product.validation.selectFuelAdaptor',
    defaultMessage: 'Please select a gas fuel adaptor.',
  },
} as const;

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
