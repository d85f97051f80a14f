/**
 * Stock rules shared by tiles, the product page and cart lines (spec 001 §4 "Item availability
 * states"). Products and `c_variants` entries both carry the fields they read.
 */
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type { CatalogProduct, CatalogVariantSummary, VariationSelection } from './types.ts';
import { findVariant, isSelectionComplete } from './variants.ts';

/** How a message is coloured: spec 001 §4 "Final-sale and discontinued messages use the error colour". */
export type MessageTone = 'error' | 'info' | 'warning';

/** The stock fields the rules read; products and `c_variants` entries both have them. */
export interface StockData {
  inventory?: ShopperProductsTypes.Inventory;
  c_safetyStock?: number;
  c_OutOfStock?: boolean;
  c_isDiscontinued?: boolean;
  isDiscontinued?: boolean;
  in_stock?: boolean;
  orderable?: boolean;
}

/** Back- or pre-ordering is allowed and the service still sells units that way. */
export const sellsAhead = (inventory: ShopperProductsTypes.Inventory | undefined): boolean =>
  !!inventory &&
  (inventory.backorderable === true || inventory.preorderable === true) &&
  inventory.orderable !== false;

/** True for a discontinued product or `c_variants` entry. */
export const isDiscontinued = (data: StockData): boolean =>
  data.c_isDiscontinued === true || data.isDiscontinued === true;

/**
 * Units that can still be sold: the service's `ats` when given, else the stock above the
 * safety stock. Undefined when the payload carries no stock figures.
 */
export function availableToSell(data: StockData): number | undefined {
  const inventory = data.inventory;
  if (typeof inventory?.ats === 'number') return Math.max(0, inventory.ats);
  if (typeof inventory?.stockLevel !== 'number') return undefined;
  return Math.max(0, inventory.stockLevel - (data.c_safetyStock ?? 0));
}

const isProduct = (data: CatalogProduct | CatalogVariantSummary): data is CatalogProduct =>
  'id' in data;

/**
 * Spec 001 §4: out of stock "when stock is 0, when all variation combinations are chosen and
 * none orderable, when stock is at or below the safety stock, or when flagged out of stock".
 * A back- or pre-orderable product the service still sells is not out of stock: it shows
 * "Coming in N Days" or its back-order date instead (spec 001 §4, §8).
 */
export function isOutOfStock(
  data: CatalogProduct | CatalogVariantSummary,
  selection?: VariationSelection,
): boolean {
  const stock = data as StockData;
  if (stock.c_OutOfStock === true || stock.orderable === false) return true;
  // A `c_variants` entry has no stock on hand (in_stock false) yet stays orderable while it is
  // back- or pre-ordered; only without that does in_stock decide.
  if (stock.in_stock === false && stock.orderable !== true) return true;
  if (isProduct(data) && selection && isSelectionComplete(data, selection)) {
    if (!findVariant(data, selection)?.orderable) return true;
  }
  const inventory = stock.inventory;
  if (!inventory) return false;
  if (sellsAhead(inventory)) return false;
  if (inventory.orderable === false) return true;
  const level = inventory.stockLevel;
  return typeof level === 'number' && (level <= 0 || level <= (stock.c_safetyStock ?? 0));
}
