/**
 * Search engine data of the product page: the Product JSON-LD with its offer (price, currency,
 * availability) and the page description.
 */
import { LATEST_REVIEWS_FOR_SEARCH, type ReviewsView } from '../../reviews/reviews-view.ts';
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
 * `aggregateRating` and the newest few `review`s, only when the product has approved reviews
 * (a rating without reviews behind it is not something to tell a search engine).
 */
function reviewFields(view: PdpView, reviews: ReviewsView | null | undefined) {
  const rating = reviews?.rating ?? view.rating;
  if (!rating || rating.count < 1) return {};
  const latest =
    reviews && reviews.sort === 'newest' && reviews.page === 1
      ? reviews.reviews.slice(0, LATEST_REVIEWS_FOR_SEARCH)
      : [];
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(latest.length
      ? {
          review: latest.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.text,
            inLanguage: r.lang,
            datePublished: r.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: r.author },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}

/**
 * The Product JSON-LD: name, description, sku, gtin13, brand, absolute image URLs, one offer
 * (an AggregateOffer with low and high price for a range), and the rating with the latest
 * reviews when there are approved ones.
 */
export function productJsonLd(
  view: PdpView,
  pageUrl: string,
  origin: string,
  reviews?: ReviewsView | null,
) {
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
    ...reviewFields(view, reviews),
  };
}
