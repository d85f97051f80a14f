/**
 * The product tile's own texts (spec 001 §2); the product rules' texts (labels, buttons, badges,
 * '+ N') come from lib/product/messages.ts. The en-US catalogue is built from these defaults.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  swatchGroup: {
    id: 'tile.swatches.group',
    defaultMessage: '{attribute} of {product}',
    description:
      'Product tile in listings and carousels: swatch group. Placeholders: {attribute}, {product}.',
  },
  showAllSwatches: {
    id: 'tile.swatches.showAll',
    defaultMessage: 'Show all {count} options',
    description:
      'Product tile in listings and carousels: show all swatches. Placeholders: {count}.',
  },
  listPrice: {
    id: 'tile.price.list',
    defaultMessage: 'Original price:',
    description: 'Product tile in listings and carousels: list price.',
  },
  salePrice: {
    id: 'tile.price.sale',
    defaultMessage: 'Sale price:',
    description: 'Product tile in listings and carousels: sale price.',
  },
  imageUnavailable: {
    id: 'tile.image.unavailable',
    defaultMessage: 'Image not available',
    description: 'Product tile in listings and carousels: image unavailable.',
  },
});
