/**
 * The product page and quick shop view model (spec 001 §2 "Product detail page sections", quick
 * shop; §3 product fields; §4 inventory display; §5 quantity). Built on the server from the
 * Shopper Products payload by the product rules of app/lib/product; the page receives only what
 * it draws, already decided.
 */
import { ratingOf, type RatingView } from '../../reviews/reviews-view.ts';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type { ProductTracking } from '../../basket/analytics.ts';
import { productBreadcrumbs, type Crumb } from '../breadcrumbs.ts';
import { eligibleAccessories } from '../buttons.ts';
import { productDimensions, type Dimension } from '../dimensions.ts';
import { inventoryMessages, type InventoryMessage } from '../inventory-messages.ts';
import type { ProductMessage } from '../messages.ts';
import { isBundle, isMaster, isSet, productPrice, showsPrice } from '../price.ts';
import { hidesQuantity, isOrderable, minOrderQuantity } from '../quantity.ts';
import { isDiscontinued, isOutOfStock } from '../stock.ts';
import type { CatalogProduct, VariationSelection } from '../types.ts';
import {
  findVariant,
  isSelectionComplete,
  swatchStates,
  variantImages,
  type SwatchState,
} from '../variants.ts';
import type { ProductRecord } from '@solo/content-model/schemas';
import { bundledItemsOf, optionItemsOf, type PdpBasketItem } from './add-items.ts';
import { galleryOf, type PdpGallery, type PdpImage } from './gallery.ts';
import { parseSelection, swatchQuery, variantQuery } from './selection.ts';
import { etchingView, type EtchingView } from '../../etching/view.ts';

/** Spec 001 §9: "Promotions shown: max 2". */
export const MAX_PROMOTIONS = 2;

/** The attribute whose values are the size links with 'Help Me Choose' (spec 001 §2). */
export const SIZE_ATTRIBUTE = 'size';

/** The price fields the price rules read: enough to re-price at another quantity in the browser. */
export type PriceSource = Pick<
  CatalogProduct,
  'id' | 'type' | 'price' | 'priceMax' | 'listPrice' | 'tieredPrices' | 'variants'
> & { productPromotions?: Array<{ promotionId?: string; promotionalPrice?: number }> };

/** One swatch with the query string that selects it. */
export interface PdpSwatch extends SwatchState {
  query: string;
}

/** A variation attribute and its swatches. */
export interface PdpAttribute {
  id: string;
  name: string;
  selectedName?: string;
  values: PdpSwatch[];
}

export type { PdpImage } from './gallery.ts';

/** What the quantity picker and add-to-cart button need (spec 001 §4, §5). */
export interface PdpCart {
  priceSource: PriceSource;
  isSet: boolean;
  /** Shows a price in the label at all (not for gift cards or unpriced products). */
  priced: boolean;
  outOfStock: boolean;
  discontinued: boolean;
  /** A variation attribute still lacks a value, or the chosen combination does not exist. */
  needsSelection: boolean;
  /**
   * The selection is incomplete on a product with fuel adaptor variations: Add to Cart also
   * says 'Please select a gas fuel adaptor.' in a toast (spec 001 §5).
   */
  needsFuelAdaptor: boolean;
  /** Orderable at the minimum quantity (spec 001 §5 "Orderable means …"). */
  orderable: boolean;
  min: number;
  /**
   * The most one add may hold before what is already in the basket is taken off (spec 001 §5):
   * the purchase limit (c_maximumPurchaseQuantity), lowered to the 'Only N Left' count when that
   * message shows. A stock level the page does not show never becomes a limit the shopper can
   * read; the service refuses more than it can sell.
   */
  max?: number;
  step: number;
  /** Spec 001 §6, and for a product that cannot be sold (out of stock, discontinued). */
  hideQuantity: boolean;
  /**
   * A set with every part chosen: the price of each part that goes into the basket (the chosen
   * variant of a master part), so the label shows the set's total (spec 001 §4).
   */
  setParts?: PriceSource[];
  /** The first set or bundle part still to choose or not orderable (quick shop scrolls to it). */
  pendingPart?: string;
  /**
   * What one unit of the page puts into the basket: the chosen variant, the item or bundle, or
   * every part of a set; null while a variant or a set part is still to be chosen (spec 001 §5
   * "Bundles/sets: every child must be chosen before adding").
   */
  basketItems: PdpBasketItem[] | null;
  /** Spec 002 §3 product tracking fields of the add-to-cart event. */
  tracking: ProductTracking;
}

/** A member of a set or bundle, with its own price, availability and swatches. */
export interface PdpMember {
  id: string;
  name: string;
  href: string;
  quantity: number;
  image?: PdpImage;
  priceSource: PriceSource;
  priced: boolean;
  attributes: PdpAttribute[];
  messages: InventoryMessage[];
}

/** An accessory the shopper can add along (spec 001 §2, §4). */
export interface PdpAccessory {
  id: string;
  name: string;
  price: number;
  image?: PdpImage;
}

export interface PdpPromotion {
  id: string;
  calloutMsg: string;
}

export type PdpKind = 'master' | 'item' | 'set' | 'bundle';

export interface PdpView {
  /** The page's product id (the master of a variant). */
  id: string;
  /** The product that would go into the basket: the chosen variant, else the page's product. */
  selectedProductId: string;
  kind: PdpKind;
  name: string;
  shortDescription?: string;
  longDescription?: string;
  currency: string;
  brand?: string;
  gtin?: string;
  breadcrumbs: Crumb[];
  images: PdpImage[];
  /** The full-width image (index in `images`) and whether it zooms (the content record). */
  gallery: Pick<PdpGallery, 'fullWidth' | 'zoom'>;
  promotions: PdpPromotion[];
  attributes: PdpAttribute[];
  selection: VariationSelection;
  /** The URL asked for a variation that does not exist (spec 001 §5: then no variant). */
  variationMissing: boolean;
  messages: InventoryMessage[];
  cart: PdpCart;
  dimensions: Dimension[];
  usp: string[];
  bundled: PdpMember[];
  setProducts: PdpMember[];
  accessories: PdpAccessory[];
  isGiftCard: boolean;
  /** The stars under the name: the product's review rating, when it has approved reviews. */
  rating?: RatingView;
  /** The etching modal's offer (spec 001 §2 etching launcher), when the product has etching. */
  etching?: EtchingView;
  /** The subscription offer (spec 001 §2, §4) and each subscription order's price. */
  subscription?: { price: number };
}

/** The clock, preference and formatting the view depends on. */
export interface PdpViewOptions {
  params: URLSearchParams;
  now: Date;
  enableBackorderMessaging: boolean;
  /** The site hides etching (spec 001 §6 disableEtching). */
  disableEtching?: boolean;
  /** The site offers subscriptions (spec 001 §6 enableSubscriptions). */
  enableSubscriptions?: boolean;
  formatDate?: (isoDate: string) => string;
  /** The chosen variant's own payload (price, stock, dimensions), when one is chosen. */
  variant?: CatalogProduct | null;
  accessories?: CatalogProduct[];
  /** The product's content record (spec 001 §2), when it has one. */
  content?: ProductRecord | null;
  /**
   * Option values chosen on the page (option id → value id), sent with the item (spec 002 §5).
   * Etching, the catalog's one option today, is chosen and added through its own modal.
   */
  chosenOptions?: Readonly<Record<string, string>>;
}

/** The price fields of a product (promotion ids and prices only). */
export function priceSource(product: CatalogProduct): PriceSource {
  const source: PriceSource = { id: product.id };
  if (product.type) source.type = product.type;
  if (product.price !== undefined) source.price = product.price;
  if (product.priceMax !== undefined) source.priceMax = product.priceMax;
  if (product.listPrice !== undefined) source.listPrice = product.listPrice;
  if (product.tieredPrices?.length) source.tieredPrices = product.tieredPrices;
  if (product.variants?.length && isMaster(product)) {
    source.variants = product.variants.map((v) => ({
      productId: v.productId,
      ...(v.price !== undefined ? { price: v.price } : {}),
    }));
  }
  const promotions = (product.productPromotions ?? []).filter(
    (p) => typeof p.promotionalPrice === 'number',
  );
  if (promotions.length) {
    source.productPromotions = promotions.map((p) => ({
      promotionId: p.promotionId,
      promotionalPrice: p.promotionalPrice,
    }));
  }
  return source;
}

const toImage = (image: ShopperProductsTypes.Image | undefined, name: string) =>
  image ? { src: image.link, alt: image.alt ?? name } : undefined;

/** The attributes of a product with their swatches; size first (its links come before swatches). */
function attributesOf(
  product: CatalogProduct,
  selection: VariationSelection,
  params: URLSearchParams,
  memberId?: string,
): PdpAttribute[] {
  const attributes = (product.variationAttributes ?? []).map((attribute) => {
    const values = swatchStates(product, selection, attribute.id).map((state) => ({
      ...state,
      query: swatchQuery(product, selection, attribute.id, state.value, params, memberId),
    }));
    const selectedName = values.find((v) => v.selected)?.name;
    return {
      id: attribute.id,
      name: attribute.name ?? attribute.id,
      ...(selectedName ? { selectedName } : {}),
      values,
    };
  });
  return [
    ...attributes.filter((a) => a.id === SIZE_ATTRIBUTE),
    ...attributes.filter((a) => a.id !== SIZE_ATTRIBUTE),
  ];
}

/**
 * A master's price follows its chosen variant (the variant's own price from `variants`);
 * other members keep their own price fields.
 */
function memberPriceSource(product: CatalogProduct, selection: VariationSelection): PriceSource {
  const source = priceSource(product);
  if (!isMaster(product)) return source;
  const variant = findVariant(product, selection);
  if (variant?.price === undefined) return source;
  return { id: variant.productId, type: { variant: true }, price: variant.price };
}

function memberView(product: CatalogProduct, quantity: number, options: PdpViewOptions): PdpMember {
  const { selection } = parseSelection(product, options.params, product.id);
  const name = product.name ?? product.id;
  const image = toImage(variantImages(product, selection)[0], name);
  const query = isMaster(product) ? variantQuery(selection) : '';
  return {
    id: product.id,
    name,
    href: `/p/${encodeURIComponent(product.id)}${query}`,
    quantity,
    ...(image ? { image } : {}),
    priceSource: memberPriceSource(product, selection),
    priced: showsPrice(product),
    attributes: attributesOf(product, selection, options.params, product.id),
    messages: inventoryMessages(product, {
      now: options.now,
      enableBackorderMessaging: options.enableBackorderMessaging,
      selection,
      ...(options.formatDate ? { formatDate: options.formatDate } : {}),
    }),
  };
}

/** What goes into the basket for a set or bundle part: the part, or its chosen variant. */
interface ChosenPart {
  id: string;
  /** The product id that goes into the basket; undefined while a variant is still to choose. */
  productId?: string;
  priceSource: PriceSource;
  orderable: boolean;
}

/**
 * A part of a set or bundle with the selection its own query parameters carry
 * (`?signature-fire-pit.size=large`): a master part counts as chosen only with a complete
 * selection of an existing, orderable variant (spec 001 §4 quick shop: "every child product to
 * be selected and orderable").
 */
function chosenPart(part: CatalogProduct, params: URLSearchParams): ChosenPart {
  if (!isMaster(part)) {
    return {
      id: part.id,
      productId: part.id,
      priceSource: priceSource(part),
      orderable: !isOutOfStock(part) && !isDiscontinued(part),
    };
  }
  const { selection, missing } = parseSelection(part, params, part.id);
  const variant =
    !missing && isSelectionComplete(part, selection) ? findVariant(part, selection) : undefined;
  return {
    id: part.id,
    ...(variant ? { productId: variant.productId } : {}),
    priceSource: memberPriceSource(part, selection),
    orderable: variant?.orderable === true && !isDiscontinued(part),
  };
}

/** The lines one unit of the page adds (see PdpCart.basketItems). */
function basketItemsOf(
  product: CatalogProduct,
  chosenId: string | undefined,
  setParts: ChosenPart[],
  chosenOptions: Readonly<Record<string, string>>,
): PdpCart['basketItems'] {
  if (isSet(product)) {
    if (!setParts.length || setParts.some((p) => !p.productId || !p.orderable)) return null;
    return setParts.map((part) => ({ productId: part.productId!, quantity: 1 }));
  }
  const optionItems = optionItemsOf(product, chosenOptions);
  const withOptions = (item: PdpBasketItem): PdpBasketItem =>
    optionItems.length ? { ...item, optionItems } : item;
  if (isBundle(product)) {
    if ((product.bundledProducts ?? []).some((b) => isMaster(b.product))) return null;
    // Spec 002 §5: a bundle sends each child's pid and quantity.
    return [
      withOptions({
        productId: product.id,
        quantity: 1,
        bundledProductItems: bundledItemsOf(product),
      }),
    ];
  }
  if (isMaster(product)) {
    return chosenId ? [withOptions({ productId: chosenId, quantity: 1 })] : null;
  }
  return [withOptions({ productId: product.id, quantity: 1 })];
}

const priced = (product: CatalogProduct) => productPrice(product).priced;

/**
 * The limit the quantity picker may show (see PdpCart.max): the purchase limit, and the
 * 'Only N Left' count of spec 001 §4 when that message shows; never a stock level beyond it.
 */
function shownLimit(product: CatalogProduct, messages: InventoryMessage[]): number | undefined {
  const onlyLeft = messages.find((m) => m.kind === 'onlyLeft')?.values?.count;
  const limits = [product.c_maximumPurchaseQuantity, onlyLeft].filter(
    (n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0,
  );
  return limits.length ? Math.min(...limits) : undefined;
}

/** A variation attribute that picks the gas fuel adaptor (by id, or by its name in English). */
const hasFuelAdaptor = (product: CatalogProduct) =>
  (product.variationAttributes ?? []).some(
    (attribute) => attribute.id === 'fuel' || /fuel adaptor/i.test(attribute.name ?? ''),
  );

const kindOf = (product: CatalogProduct): PdpKind =>
  isSet(product) ? 'set' : isBundle(product) ? 'bundle' : isMaster(product) ? 'master' : 'item';

/**
 * The product page of `product` (a master, item, set or bundle; never a variant: its page is
 * its master's). With a chosen variant, price, stock, quantity limits and dimensions are the
 * variant's; name, descriptions, images and swatches stay the master's.
 */
export function buildPdpView(product: CatalogProduct, options: PdpViewOptions): PdpView {
  const { selection, missing } = parseSelection(product, options.params);
  const master = isMaster(product);
  const complete = !master || isSelectionComplete(product, selection);
  const chosen = master && complete && !missing ? findVariant(product, selection) : undefined;
  const variant = chosen && options.variant?.id === chosen.productId ? options.variant : undefined;
  // The rules read the variant where it came; the master (with the selection) otherwise.
  const subject = variant ?? product;
  const name = product.name ?? product.id;
  const dimensions = productDimensions(variant ?? product);
  const inventoryOptions = {
    now: options.now,
    enableBackorderMessaging: options.enableBackorderMessaging,
    selection,
    ...(options.formatDate ? { formatDate: options.formatDate } : {}),
  };
  // A combination that does not exist is not sold out: the shopper has to choose again.
  const outOfStock = !missing && isOutOfStock(subject, variant ? undefined : selection);
  const needsSelection = master && (!complete || missing || !chosen);
  const messages = inventoryMessages(subject, inventoryOptions);
  const max = shownLimit(subject, messages);
  const min = minOrderQuantity(subject);
  const etching = etchingView(product, {
    disableEtching: options.disableEtching ?? false,
    selection,
    ...(chosen && !needsSelection ? { selectedVariantId: chosen.productId } : {}),
  });
  const setParts = isSet(product)
    ? (product.setProducts ?? []).map((part) => chosenPart(part, options.params))
    : [];
  const pendingPart = isSet(product)
    ? setParts.find((p) => !p.productId || !p.orderable)?.id
    : (product.bundledProducts ?? []).find((b) => isMaster(b.product))?.product.id;
  const partsChosen = isSet(product) && setParts.length > 0 && pendingPart === undefined;
  const unsellable = outOfStock || isDiscontinued(subject);
  const gallery = galleryOf(
    variantImages(product, selection).map((image) => toImage(image, name)!),
    options.content?.images,
  );
  return {
    id: product.id,
    selectedProductId: chosen?.productId ?? product.id,
    kind: kindOf(product),
    name,
    ...(product.shortDescription ? { shortDescription: product.shortDescription } : {}),
    ...(product.longDescription ? { longDescription: product.longDescription } : {}),
    currency: product.currency ?? subject.currency ?? 'USD',
    ...(product.brand ? { brand: product.brand } : {}),
    ...((subject.c_gtin13 ?? product.c_gtin13)
      ? { gtin: subject.c_gtin13 ?? product.c_gtin13 }
      : {}),
    ...(ratingOf(product) ? { rating: ratingOf(product) } : {}),
    breadcrumbs: productBreadcrumbs(product),
    images: gallery.images,
    gallery: { fullWidth: gallery.fullWidth, zoom: gallery.zoom },
    promotions: (subject.productPromotions ?? product.productPromotions ?? [])
      .filter((p) => Boolean(p.calloutMsg))
      .slice(0, MAX_PROMOTIONS)
      .map((p) => ({ id: p.promotionId, calloutMsg: p.calloutMsg })),
    attributes: attributesOf(product, selection, options.params),
    selection,
    variationMissing: missing,
    messages,
    cart: {
      priceSource: variant ? priceSource(variant) : memberPriceSource(product, selection),
      isSet: isSet(product),
      priced: showsPrice(subject),
      outOfStock,
      discontinued: isDiscontinued(subject),
      needsSelection: needsSelection || (isSet(product) && !partsChosen),
      needsFuelAdaptor: needsSelection && hasFuelAdaptor(product),
      orderable:
        !needsSelection &&
        (!isSet(product) || partsChosen) &&
        isOrderable({ product: subject, quantity: min, ...(variant ? {} : { selection }) }),
      min,
      ...(max !== undefined ? { max } : {}),
      step:
        typeof subject.stepQuantity === 'number' && subject.stepQuantity > 0
          ? subject.stepQuantity
          : 1,
      hideQuantity: hidesQuantity(product) || unsellable,
      ...(partsChosen ? { setParts: setParts.map((p) => p.priceSource) } : {}),
      ...(pendingPart ? { pendingPart } : {}),
      basketItems: basketItemsOf(
        product,
        needsSelection ? undefined : chosen?.productId,
        setParts,
        options.chosenOptions ?? {},
      ),
      tracking: {
        id: chosen?.productId ?? product.id,
        name,
        ...(product.brand ? { brand: product.brand } : {}),
        ...(priced(subject) ? { price: productPrice(subject).current } : {}),
        currency: product.currency ?? subject.currency ?? 'USD',
        ...(master ? { masterId: product.id } : {}),
        ...(product.primaryCategoryId ? { primaryCategoryId: product.primaryCategoryId } : {}),
        imageGroups: [
          { viewType: 'large', images: variantImages(product, selection).map((i) => i.link) },
        ],
        variationValues: selection,
      },
    },
    dimensions,
    usp: product.c_usp ?? [],
    bundled: (product.bundledProducts ?? []).map((b) => memberView(b.product, b.quantity, options)),
    setProducts: (product.setProducts ?? []).map((p) => memberView(p, 1, options)),
    accessories: eligibleAccessories(options.accessories ?? []).flatMap((p) => {
      const price = productPrice(p);
      if (!price.priced) return [];
      const image = toImage(variantImages(p, {})[0], p.name ?? p.id);
      return [
        { id: p.id, name: p.name ?? p.id, price: price.current, ...(image ? { image } : {}) },
      ];
    }),
    isGiftCard: product.c_isEgiftCard === true,
    ...(etching ? { etching } : {}),
    ...subscriptionOffer(subject, options.enableSubscriptions === true),
  };
}

/** Spec 001 §2, §4: a subscription product on a site that offers subscriptions, with its price. */
function subscriptionOffer(
  product: CatalogProduct,
  enabled: boolean,
): Pick<PdpView, 'subscription'> {
  const price = product.c_OGsubscriptionPrice;
  return enabled && product.c_isSubscriptionProduct === true && typeof price === 'number'
    ? { subscription: { price } }
    : {};
}

/** Message ids and values as the page formats them. */
export type { ProductMessage };
