/**
 * The product tile's view model (spec 001 §2 "Product tile"), computed on the server in the
 * listing loader from one product of `GET products?ids=…&c_productTilesPricing=true`. It holds
 * only what the tile draws and what its swatch selection needs, already decided by the product
 * rules (app/lib/product/*): prices formatted, labels and buttons as message descriptors, one view
 * per variant the shopper can reach. It is JSON and serialised into every listing page, so
 * image sets and views are stored once and referenced by index.
 */
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { formatMoney, formatPriceRange } from '../format/money.ts';
import { tileLabels, type TileLabel } from '../product/availability.ts';
import { tileBadge, type TileBadge } from '../product/badges.ts';
import { tileAction, type TileAction } from '../product/buttons.ts';
import { tileImages } from '../product/images.ts';
import { ratingOf, type RatingView } from '../reviews/reviews-view.ts';
import { productMessage, type ProductMessage } from '../product/messages.ts';
import { discountBadge, isMaster, productPrice, showsPrice } from '../product/price.ts';
import type { CatalogProduct, SwatchType, VariationSelection } from '../product/types.ts';
import {
  COLOR_ATTRIBUTE,
  defaultSelection,
  swatchStates,
  variantsOf,
  type VariantRef,
} from '../product/variants.ts';

/** Where and how a tile is rendered: prices are formatted for this locale and currency. */
export interface TileContext {
  siteId: string;
  localeId: string;
  currency: string;
}

/** One image of the hover slider: the image service URL (resized with `?w=`) and its alt text. */
export interface TileImage {
  src: string;
  alt: string;
}

/** The price line of a tile, formatted for the tile's locale and currency (spec 001 §9). */
export interface TilePrice {
  /** The price or range to show, e.g. `$229.99` or `$229.99 – $399.99`. */
  text: string;
  /** The struck-through list price, when on sale. */
  list?: string;
  /** Spec 000 §9 SALE or "{value}% off" badge, when on sale. */
  discount?: ProductMessage;
}

/**
 * What the tile shows for the product itself or for one of its variants. Views hold no product
 * id, so variants that look alike share one view.
 */
export interface TileAppearance {
  /** Index into `TileView.imageSets`. */
  images: number;
  /** Absent for e-gift cards and products without a price (spec 001 §2). */
  price?: TilePrice;
  /** Availability labels, most important first (spec 001 §2). */
  labels: TileLabel[];
  /** Its button text is the action's message (`tileActionMessage`), not carried in the view. */
  action: TileAction;
}

/** One swatch of the tile's swatch attribute. */
export interface TileSwatch {
  value: string;
  name: string;
  /** No orderable variant has this value: it cannot be picked (spec 001 §2). */
  disabled: boolean;
  swatch?: { value: string; type: SwatchType };
}

/** The variation attribute the tile shows as swatches. */
export interface TileSwatches {
  attributeId: string;
  name: string;
  values: TileSwatch[];
  /**
   * The '+ N' text (spec 001 §2), filled in with `count` by the tile. Carried here so the
   * browser needs no copy of the product message catalogue.
   */
  more: ProductMessage;
}

/** A variant the swatches can reach. */
export interface TileVariant {
  productId: string;
  values: VariationSelection;
  orderable: boolean;
  /** Index into `TileView.views`. */
  view: number;
}

/** The product tile's view model (spec 001 §2). */
export interface TileView {
  id: string;
  name: string;
  /** The product page's product id: a variant's master (spec 001 §2 routes). */
  pageId: string;
  /** The variation attribute ids in the order the product page reads them as URL params. */
  attributeIds: string[];
  /** The selection the tile starts with: a master's default variant (spec 001 §2). */
  selection: VariationSelection;
  badge?: TileBadge;
  sellPoint?: string;
  isGiftCard: boolean;
  imageSets: TileImage[][];
  /** `views[0]` is the product itself; variants point at theirs. */
  views: TileAppearance[];
  swatches?: TileSwatches;
  variants?: TileVariant[];
  /** The product's review rating, when it has approved reviews. */
  rating?: RatingView;
}

/** Collects values once and hands back their index (image sets and views repeat a lot). */
class Interner<T> {
  readonly items: T[] = [];
  private readonly index = new Map<string, number>();
  add(item: T): number {
    const key = JSON.stringify(item);
    const found = this.index.get(key);
    if (found !== undefined) return found;
    this.items.push(item);
    this.index.set(key, this.items.length - 1);
    return this.items.length - 1;
  }
}

function tilePrice(product: CatalogProduct, ctx: TileContext): TilePrice | undefined {
  if (!showsPrice(product)) return undefined;
  const price = productPrice(product);
  if (!price.priced) return undefined;
  const currency = product.currency ?? ctx.currency;
  const text = price.isRange
    ? formatPriceRange(price.current, price.max, currency, ctx.localeId)
    : formatMoney(price.current, currency, ctx.localeId);
  if (!price.isOnSale || price.list === undefined) return { text };
  const badge = discountBadge(price.current, price.list);
  return {
    text,
    list: formatMoney(price.list, currency, ctx.localeId),
    ...(badge
      ? {
          discount:
            badge.kind === 'sale'
              ? productMessage('sale')
              : productMessage('percentOff', { value: badge.value }),
        }
      : {}),
  };
}

function toImages(images: ShopperProductsTypes.Image[], name: string): TileImage[] {
  return images.map((image) => ({ src: image.link, alt: image.alt ?? name }));
}

function view(
  product: CatalogProduct,
  images: number,
  ctx: TileContext,
  selection?: VariationSelection,
): TileAppearance {
  const action = tileAction(product, selection);
  const price = tilePrice(product, ctx);
  return {
    images,
    ...(price ? { price } : {}),
    labels: tileLabels(product, selection ? { selection } : {}),
    action,
  };
}

/**
 * A variant as a product of its own, so the same rules price and label it. The wire gives a
 * variant its price and stock flags only; the master's list price and promotions belong to the
 * variant that gives the master's `price` (docs/catalog-api.md), so they carry over to variants
 * at that price and no further.
 */
function variantProduct(master: CatalogProduct, ref: VariantRef): CatalogProduct {
  const summary = master.c_variants?.find((v) => v.productId === ref.productId);
  const price = ref.price ?? master.price;
  const atMasterPrice = price === master.price;
  return {
    id: ref.productId,
    name: master.name,
    currency: master.currency,
    type: { variant: true },
    variationValues: ref.variationValues,
    ...(price !== undefined ? { price } : {}),
    ...(atMasterPrice && master.listPrice !== undefined ? { listPrice: master.listPrice } : {}),
    ...(atMasterPrice && master.productPromotions
      ? { productPromotions: master.productPromotions }
      : {}),
    orderable: ref.orderable,
    ...(summary?.in_stock !== undefined ? { in_stock: summary.in_stock } : {}),
    c_isDiscontinued: master.c_isDiscontinued === true || summary?.isDiscontinued === true,
    ...(master.c_finalSale !== undefined ? { c_finalSale: master.c_finalSale } : {}),
    ...(master.c_isEgiftCard !== undefined ? { c_isEgiftCard: master.c_isEgiftCard } : {}),
  };
}

/** The attribute a tile shows as swatches: colour when the product varies in colour. */
function swatchAttribute(product: CatalogProduct) {
  const attributes = product.variationAttributes ?? [];
  return attributes.find((a) => a.id === COLOR_ATTRIBUTE) ?? attributes[0];
}

/**
 * The tile of one product of the tile projection. A master (or a variant listed on its own)
 * gets swatches and one view per variant; other products get their own view only.
 */
export function toTileView(product: ShopperProductsTypes.Product, ctx: TileContext): TileView {
  const p = product as CatalogProduct;
  const name = p.name ?? p.id;
  const imageSets = new Interner<TileImage[]>();
  const views = new Interner<TileAppearance>();
  const variants = variantsOf(p);
  const selection = variants.length ? defaultSelection(p) : {};
  const ownImages = imageSets.add(toImages(tileImages(p, selection), name));
  views.add(view(p, ownImages, ctx, isMaster(p) ? selection : undefined));

  const attribute = variants.length ? swatchAttribute(p) : undefined;
  const tileVariants: TileVariant[] = attribute
    ? variants.map((ref) => {
        const images = imageSets.add(toImages(tileImages(p, ref.variationValues), name));
        return {
          productId: ref.productId,
          values: ref.variationValues,
          orderable: ref.orderable,
          view: views.add(view(variantProduct(p, ref), images, ctx)),
        };
      })
    : [];

  // Spec 001 §2: a value is disabled when no orderable variant has it; picking it adjusts the
  // other attributes, so the other current values do not disable it on a tile.
  const swatches: TileSwatches | undefined = attribute
    ? {
        attributeId: attribute.id,
        name: attribute.name ?? attribute.id,
        values: swatchStates(p, {}, attribute.id).map((s) => ({
          value: s.value,
          name: s.name,
          disabled: s.disabled,
          ...(s.swatch ? { swatch: s.swatch } : {}),
        })),
        more: productMessage('moreSwatches'),
      }
    : undefined;

  const badge = tileBadge(p);
  const pageId = p.type?.variant ? (p.master?.masterId ?? p.id) : p.id;
  return {
    id: p.id,
    name,
    pageId,
    attributeIds: (p.variationAttributes ?? []).map((a) => a.id),
    selection,
    ...(badge ? { badge } : {}),
    ...(p.c_productTileSellPoint ? { sellPoint: p.c_productTileSellPoint } : {}),
    ...(ratingOf(p) ? { rating: ratingOf(p) } : {}),
    isGiftCard: p.c_isEgiftCard === true,
    imageSets: imageSets.items,
    views: views.items,
    ...(swatches && swatches.values.length ? { swatches, variants: tileVariants } : {}),
  };
}
