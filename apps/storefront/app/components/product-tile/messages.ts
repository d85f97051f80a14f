/**
 * The product tile's own texts (spec 001 §2); the product rules' texts (labels, buttons, badges,
 * '+ N') come from lib/product/messages.ts. The en-US catalogue is built from these defaults.
 */
export const m = {
  swatchGroup: { id: 'tile.swatches.group', defaultMessage: '{attribute} of {product}' },
  showAllSwatches: { id: 'tile.swatches.showAll', defaultMessage: 'Show all {count} options' },
  listPrice: { id: 'tile.price.list', defaultMessage: 'Original price:' },
  salePrice: { id: 'tile.price.sale', defaultMessage: 'Sale price:' },
  imageUnavailable: { id: 'tile.image.unavailable', defaultMessage: 'Image not available' },
} as const;
