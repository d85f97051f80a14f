/**
 * Every text of the product page (components/product/page) and the quick shop beside the product
 * rules' own messages (lib/product/messages.ts). Quoted spec texts are verbatim.
 */
import { defineMessages } from '../../../i18n/define-messages.ts';

export const pdpMessages = defineMessages({
  // Spec 001 §8 "Product not found title: 'Product Not Found'".
  notFoundTitle: {
    id: 'pdp.notFound.title',
    defaultMessage: 'Product Not Found',
    description:
      'Product page: not found title. Spec 001 §8 "Product not found title: \'Product Not Found\'".',
  },
  notFoundText: {
    id: 'pdp.notFound.text',
    defaultMessage: 'The product you are looking for is no longer available.',
    description: 'Product page: not found text.',
  },
  notFoundHome: {
    id: 'pdp.notFound.home',
    defaultMessage: 'Continue shopping',
    description: 'Product page: not found home.',
  },
  breadcrumb: {
    id: 'pdp.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Product page: breadcrumb.',
  },
  gallery: {
    id: 'pdp.gallery',
    defaultMessage: 'Product images',
    description: 'Product page: gallery.',
  },
  imageOf: {
    id: 'pdp.gallery.imageOf',
    defaultMessage: 'Image {index} of {count}',
    description: 'Product page: image of. Placeholders: {index}, {count}.',
  },
  showImage: {
    id: 'pdp.gallery.showImage',
    defaultMessage: 'Show image {index}',
    description: 'Product page: show image. Placeholders: {index}.',
  },
  zoom: {
    id: 'pdp.gallery.zoom',
    defaultMessage: 'Zoom image',
    description: 'Product page: zoom.',
  },
  closeZoom: {
    id: 'pdp.gallery.closeZoom',
    defaultMessage: 'Close zoom',
    description: 'Product page: close zoom.',
  },
  imageUnavailable: {
    id: 'pdp.gallery.unavailable',
    defaultMessage: 'Image not available',
    description: 'Product page: image unavailable.',
  },
  price: { id: 'pdp.price', defaultMessage: 'Price', description: 'Product page: price.' },
  listPrice: {
    id: 'pdp.price.list',
    defaultMessage: 'Original price: {price}',
    description: 'Product page: list price. Placeholders: {price}.',
  },
  salePrice: {
    id: 'pdp.price.sale',
    defaultMessage: 'Sale price: {price}',
    description: 'Product page: sale price. Placeholders: {price}.',
  },
  priceRange: {
    id: 'pdp.price.range',
    defaultMessage: '{min} – {max}',
    description: 'Product page: price range. Placeholders: {min}, {max}.',
  },
  promotions: {
    id: 'pdp.promotions',
    defaultMessage: 'Promotions',
    description: 'Product page: promotions.',
  },
  // Spec 001 §2 "size links with a 'Help Me Choose' anchor scrolling to the specs section".
  helpMeChoose: {
    id: 'pdp.size.helpMeChoose',
    defaultMessage: 'Help Me Choose',
    description:
      'Product page: help me choose. Spec 001 §2 "size links with a \'Help Me Choose\' anchor scrolling to the specs section".',
  },
  attributeLabel: {
    id: 'pdp.attribute.label',
    defaultMessage: '{name}:',
    description: 'Product page: attribute label. Placeholders: {name}.',
  },
  unavailableValue: {
    id: 'pdp.attribute.unavailable',
    defaultMessage: '{name} (unavailable)',
    description: 'Product page: unavailable value. Placeholders: {name}.',
  },
  // Spec 000 §9 / 001 §9 UI texts "+ Add".
  accessories: {
    id: 'pdp.accessories',
    defaultMessage: 'Accessories',
    description: 'Product page: accessories. Spec 000 §9 / 001 §9 UI texts "+ Add".',
  },
  addAccessory: {
    id: 'pdp.accessories.add',
    defaultMessage: '+ Add',
    description: 'Product page: add accessory.',
  },
  addedAccessory: {
    id: 'pdp.accessories.added',
    defaultMessage: 'Added',
    description: 'Product page: added accessory.',
  },
  addAccessoryLabel: {
    id: 'pdp.accessories.addLabel',
    defaultMessage: 'Add {name} for {price}',
    description: 'Product page: add accessory label. Placeholders: {name}, {price}.',
  },
  quantity: {
    id: 'pdp.quantity',
    defaultMessage: 'Quantity',
    description: 'Product page: quantity.',
  },
  decrease: {
    id: 'pdp.quantity.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Product page: decrease.',
  },
  increase: {
    id: 'pdp.quantity.increase',
    defaultMessage: 'Increase quantity',
    description: 'Product page: increase.',
  },
  quantityMax: {
    id: 'pdp.quantity.max',
    defaultMessage: 'Up to {max} per order',
    description: 'Product page: quantity max. Placeholders: {max}.',
  },
  // Spec 000 §9 / 001 §9 UI text "Description".
  description: {
    id: 'pdp.details.description',
    defaultMessage: 'Description',
    description: 'Product page: description. Spec 000 §9 / 001 §9 UI text "Description".',
  },
  specifications: {
    id: 'pdp.details.specifications',
    defaultMessage: 'Specifications',
    description: 'Product page: specifications.',
  },
  details: {
    id: 'pdp.details',
    defaultMessage: 'Product details',
    description: 'Product page: details.',
  },
  gtin: {
    id: 'pdp.details.gtin',
    defaultMessage: 'GTIN: {gtin}',
    description: 'Product page: gtin. Placeholders: {gtin}.',
  },
  itemNumber: {
    id: 'pdp.details.itemNumber',
    defaultMessage: 'Item number: {id}',
    description: 'Product page: item number. Placeholders: {id}.',
  },
  // Spec 000 §9 / 001 §9 UI text "View All".
  bundleTitle: {
    id: 'pdp.bundle.title',
    defaultMessage: 'In this bundle',
    description: 'Product page: bundle title. Spec 000 §9 / 001 §9 UI text "View All".',
  },
  viewAll: {
    id: 'pdp.bundle.viewAll',
    defaultMessage: 'View All',
    description: 'Product page: view all.',
  },
  showLess: {
    id: 'pdp.bundle.showLess',
    defaultMessage: 'Show Less',
    description: 'Product page: show less.',
  },
  setTitle: {
    id: 'pdp.set.title',
    defaultMessage: 'In this set',
    description: 'Product page: set title.',
  },
  memberQuantity: {
    id: 'pdp.member.quantity',
    defaultMessage: 'Qty: {count}',
    description: 'Product page: member quantity. Placeholders: {count}.',
  },
  viewFullDetails: {
    id: 'pdp.quickShop.viewFullDetails',
    defaultMessage: 'View Full Details',
    description: 'Product page: view full details.',
  },
  quickShopTitle: {
    id: 'pdp.quickShop.title',
    defaultMessage: 'Quick Shop',
    description: 'Product page: quick shop title.',
  },
  quickShopLoading: {
    id: 'pdp.quickShop.loading',
    defaultMessage: 'Loading product',
    description: 'Product page: quick shop loading.',
  },
  quickShopError: {
    id: 'pdp.quickShop.error',
    defaultMessage: 'This product could not be loaded.',
    description: 'Product page: quick shop error.',
  },
});

export type PdpMessageKey = keyof typeof pdpMessages;

/** The id of a product page message. */
export type PdpMessageId = (typeof pdpMessages)[PdpMessageKey]['id'];
