/**
 * Search engine data of the product page: the Product JSON-LD with its offer (price, currency,
 * availability) and the page description.
 */
import { priceAt } from './cart-button.ts';
import type { PdpView } from './pdp-view.ts';

const SCHEMA = 'https://schema.org/';

/** The schema.org availability of the page's product. */
export function schemaAvailability(view: PdpView): string {
  if (view.cart.discontinued) return `${SCHEMA}Discontinued`;
  const kinds = new Set(view.messages.map((m) => m.kind));
  if (kinds.has('backorderedUntil')) return `${SCHEMA}BackOrder`;
  if (kinds.has('comingIn')) return `${SCHEMA}PreOrder`;
  if (view.cart.outOfStock) return `${SCHEMA}OutOfStock`;
  if (kinds.has('onlyLeft')) return `${SCHEMA}LimitedAvailability`;
  return `${SCHEMA}InStock`;
}

/**
 * The Product JSON-LD: name, description, sku, gtin13, brand, absolute image URLs and one offer
 * (an AggregateOffer with low and high price for a range).
 */
export function productJsonLd(view: PdpView, pageUrl: string, origin: string) {
  const price = priceAt(view.cart.priceSource);
  const availability = schemaAvailability(view);
  const offers = !price.priced
    ? undefined
    : price.isRange && price.max !== undefined
      ? {
          '@type': 'AggregateOffer',
          lowPrice: price.current.toFixed(2),
          highPrice: price.max.toFixed(2),
          priceCurrency: view.currency,
          availability,
          url: pageUrl,
        }
      : {
          '@type': 'Offer',
          price: price.current.toFixed(2),
          priceCurrency: view.currency,
          availability,
          url: pageUrl,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: view.name,
    ...(view.shortDescription ? { description: view.shortDescription } : {}),
    sku: view.selectedProductId,
    ...(view.gtin ? { gtin13: view.gtin } : {}),
    ...(view.brand ? { brand: { '@type': 'Brand', name: view.brand } } : {}),
    image: view.images.map((image) => new URL(image.src, origin).href),
    ...(offers ? { offers } : {}),
  };
}
