/**
 * Every text of the product page (components/product/page) and the quick shop beside the product
 * rules' own messages (lib/product/messages.ts). Quoted spec texts are verbatim.
 */
export const pdpMessages = {
  // Spec 001 §8 "Product not found title: 'Product Not Found'".
  notFoundTitle: { id: 'pdp.notFound.title', defaultMessage: 'Product Not Found' },
  notFoundText: {
    id: 'pdp.notFound.text',
    defaultMessage: 'The product you are looking for is no longer available.',
  },
  notFoundHome: { id: 'pdp.notFound.home', defaultMessage: 'Continue shopping' },
  breadcrumb: { id: 'pdp.breadcrumb', defaultMessage: 'Breadcrumb' },
  gallery: { id: 'pdp.gallery', defaultMessage: 'Product images' },
  imageOf: { id: 'pdp.gallery.imageOf', defaultMessage: 'Image {index} of {count}' },
  showImage: { id: 'pdp.gallery.showImage', defaultMessage: 'Show image {index}' },
  zoom: { id: 'pdp.gallery.zoom', defaultMessage: 'Zoom image' },
  closeZoom: { id: 'pdp.gallery.closeZoom', defaultMessage: 'Close zoom' },
  imageUnavailable: { id: 'pdp.gallery.unavailable', defaultMessage: 'Image not available' },
  price: { id: 'pdp.price', defaultMessage: 'Price' },
  listPrice: { id: 'pdp.price.list', defaultMessage: 'Original price: {price}' },
  salePrice: { id: 'pdp.price.sale', defaultMessage: 'Sale price: {price}' },
  priceRange: { id: 'pdp.price.range', defaultMessage: '{min} – {max}' },
  promotions: { id: 'pdp.promotions', defaultMessage: 'Promotions' },
  // Spec 001 §2 "size links with a 'Help Me Choose' anchor scrolling to the specs section".
  helpMeChoose: { id: 'pdp.size.helpMeChoose', defaultMessage: 'Help Me Choose' },
  attributeLabel: { id: 'pdp.attribute.label', defaultMessage: '{name}:' },
  unavailableValue: { id: 'pdp.attribute.unavailable', defaultMessage: '{name} (unavailable)' },
  // Spec 000 §9 / 001 §9 UI texts "+ Add".
  accessories: { id: 'pdp.accessories', defaultMessage: 'Accessories' },
  addAccessory: { id: 'pdp.accessories.add', defaultMessage: '+ Add' },
  addedAccessory: { id: 'pdp.accessories.added', defaultMessage: 'Added' },
  addAccessoryLabel: {
    id: 'pdp.accessories.addLabel',
    defaultMessage: 'Add {name} for {price}',
  },
  quantity: { id: 'pdp.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'pdp.quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'pdp.quantity.increase', defaultMessage: 'Increase quantity' },
  quantityMax: { id: 'pdp.quantity.max', defaultMessage: 'Up to {max} per order' },
  // Spec 000 §9 / 001 §9 UI text "Description".
  description: { id: 'pdp.details.description', defaultMessage: 'Description' },
  specifications: { id: 'pdp.details.specifications', defaultMessage: 'Specifications' },
  details: { id: 'pdp.details', defaultMessage: 'Product details' },
  gtin: { id: 'pdp.details.gtin', defaultMessage: 'GTIN: {gtin}' },
  itemNumber: { id: 'pdp.details.itemNumber', defaultMessage: 'Item number: {id}' },
  // Spec 000 §9 / 001 §9 UI text "View All".
  bundleTitle: { id: 'pdp.bundle.title', defaultMessage: 'In this bundle' },
  viewAll: { id: 'pdp.bundle.viewAll', defaultMessage: 'View All' },
  showLess: { id: 'pdp.bundle.showLess', defaultMessage: 'Show Less' },
  setTitle: { id: 'pdp.set.title', defaultMessage: 'In this set' },
  memberQuantity: { id: 'pdp.member.quantity', defaultMessage: 'Qty: {count}' },
  viewFullDetails: { id: 'pdp.quickShop.viewFullDetails', defaultMessage: 'View Full Details' },
  quickShopTitle: { id: 'pdp.quickShop.title', defaultMessage: 'Quick Shop' },
  quickShopLoading: { id: 'pdp.quickShop.loading', defaultMessage: 'Loading product' },
  quickShopError: {
    id: 'pdp.quickShop.error',
    defaultMessage: 'This product could not be loaded.',
  },
} as const;

export type PdpMessageKey = keyof typeof pdpMessages;

/** The id of a product page message. */
export type PdpMessageId = (typeof pdpMessages)[PdpMessageKey]['id'];
