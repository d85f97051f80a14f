/**
 * Availability rules (spec 001 §4 "Item availability states", §2 tile labels, §4 and §8 product
 * page inventory messages). The stock rules themselves are in stock.ts, the page messages in
 * inventory-messages.ts; both are re-exported here so callers import one module.
 */
import { productMessage, type ProductMessage } from './messages.ts';
import { productPrice } from './price.ts';
import { availableToSell, isDiscontinued, isOutOfStock, type MessageTone } from './stock.ts';
import type { CatalogProduct, VariationSelection } from './types.ts';

export * from './stock.ts';
export * from './inventory-messages.ts';

/** A tile availability label (spec 001 §2). */
export type TileLabelKind = 'discontinued' | 'outOfStock' | 'finalSale' | 'free' | 'freeGift';

/** A tile label: its kind and the message to show. */
export interface TileLabel {
  kind: TileLabelKind;
  message: ProductMessage;
}

const LABEL_KEYS = {
  discontinued: 'labelDiscontinued',
  outOfStock: 'labelOutOfStock',
  finalSale: 'labelFinalSale',
  free: 'labelFree',
  freeGift: 'labelFreeGift',
} as const;

/**
 * The tile's availability labels, most important first (spec 001 §2): Discontinued takes
 * priority over Out of Stock (only one of them shows), then Final Sale, then FREE or Your Free
 * Gift. "Your Free Gift" marks the bonus product a free-gift promotion gives (a bonus line, or a
 * tile shown as a bonus choice: `bonus`); "FREE" marks any other product priced at exactly 0.
 */
export function tileLabels(
  product: CatalogProduct,
  options: { selection?: VariationSelection; bonus?: boolean } = {},
): TileLabel[] {
  const kinds: TileLabelKind[] = [];
  if (isDiscontinued(product)) kinds.push('discontinued');
  else if (isOutOfStock(product, options.selection)) kinds.push('outOfStock');
  if (product.c_finalSale === true) kinds.push('finalSale');
  if (options.bonus === true || product.bonusProductLineItem === true) kinds.push('freeGift');
  else if (product.price === 0 && product.c_isEgiftCard !== true) kinds.push('free');
  return kinds.map((kind) => ({ kind, message: productMessage(LABEL_KEYS[kind]) }));
}

/** A cart line's availability state (spec 001 §4 "Item availability states"). */
export type ItemAvailabilityState =
  'discontinued' | 'outOfStock' | 'unfulfillable' | 'priceNotAvailable' | 'finalSale';

/** The state of a cart line with its message and colour. */
export interface ItemAvailability {
  state: ItemAvailabilityState;
  message: ProductMessage;
  tone: MessageTone;
}

/**
 * The one message of a cart line, by spec 001 §4 precedence: "discontinued, out of stock,
 * unfulfillable, price not available, final sale". Unfulfillable means more requested than can
 * be sold ("Only {stockLevel} left!", or "... for {productName}!" with `withName`). The price is
 * missing when the line's `price` is null, or, without a line price, the product has none.
 */
export function itemAvailability(item: {
  product: CatalogProduct;
  quantity: number;
  price?: number | null;
  withName?: boolean;
}): ItemAvailability | null {
  const { product, quantity } = item;
  if (isDiscontinued(product)) {
    return { state: 'discontinued', message: productMessage('discontinued'), tone: 'error' };
  }
  if (isOutOfStock(product)) {
    return { state: 'outOfStock', message: productMessage('outOfStock'), tone: 'error' };
  }
  const available = availableToSell(product);
  if (available !== undefined && quantity > available) {
    const message = item.withName
      ? productMessage('itemOnlyLeftFor', {
          stockLevel: available,
          productName: product.name ?? '',
        })
      : productMessage('itemOnlyLeft', { stockLevel: available });
    return { state: 'unfulfillable', message, tone: 'warning' };
  }
  const missingPrice =
    item.price === null ||
    (item.price === undefined && product.c_isEgiftCard !== true && !productPrice(product).priced);
  if (missingPrice) {
    return { state: 'priceNotAvailable', message: productMessage('pricingIssue'), tone: 'error' };
  }
  if (product.c_finalSale === true) {
    return { state: 'finalSale', message: productMessage('finalSale'), tone: 'error' };
  }
  return null;
}
