/**
 * The cards of the hero's product carousels (spec 000 §3 Hero sections product_carousel and
 * sfcc_product_carousel, §9 "Starting at", "Learn More"): drawn from the listing's tile model, so
 * names, images and prices (locale, currency, sale) are the listing's.
 */
import { formatMoney } from '../format/money.ts';
import { productPrice } from '../product/price.ts';
import type { CatalogProduct } from '../product/types.ts';
import { toTileView, type TileContext } from '../tile/tile-view.ts';

/** Spec 000 §9 "Home shop products category newarrivals, limit 10": a category carousel's default. */
export const CATEGORY_CAROUSEL_DEFAULT_LIMIT = 10;
/** The most products a category carousel asks for (the listing's largest page, spec 000 §9). */
export const CATEGORY_CAROUSEL_MAX_LIMIT = 25;

export interface CarouselCard {
  name: string;
  /** The product page path, without the site/locale prefix. */
  path: string;
  /** The card's name says what it shows: no alt text is carried. */
  image?: { src: string };
  price?: {
    /** The price, or the lowest price of a range. */
    text: string;
    /** The product's prices range: the text reads "Starting at {price}". */
    startingAt: boolean;
    /** The struck-through list price, when on sale. */
    list?: string;
  };
}

export function toCarouselCard(product: CatalogProduct, ctx: TileContext): CarouselCard {
  const tile = toTileView(product, ctx);
  const view = tile.views[0];
  const image = view ? tile.imageSets[view.images]?.[0] : undefined;
  const shown = view?.price;
  const price = productPrice(product);
  return {
    name: tile.name,
    path: `/p/${encodeURIComponent(tile.pageId)}`,
    ...(image ? { image: { src: image.src } } : {}),
    ...(shown
      ? {
          price: {
            text: price.isRange
              ? formatMoney(price.current, product.currency ?? ctx.currency, ctx.localeId)
              : shown.text,
            startingAt: price.isRange,
            ...(shown.list ? { list: shown.list } : {}),
          },
        }
      : {}),
  };
}

/** A category carousel's limit: whole, at least 1, at most 25; 10 when unset. */
export function carouselLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
    return CATEGORY_CAROUSEL_DEFAULT_LIMIT;
  return Math.min(limit, CATEGORY_CAROUSEL_MAX_LIMIT);
}

/** The key of a hero's nested carousel: the hero entry's uid and the section's index. */
export const carouselKey = (heroUid: string, index: number) => `${heroUid}/${index}`;
