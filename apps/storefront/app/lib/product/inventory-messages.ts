/**
 * The product page's inventory messages (spec 001 §4 "Inventory display on the product page",
 * §8 backorder note). They come back as message ids and values for the UI to translate.
 */
import { productMessage, type ProductMessage } from './messages.ts';
import { isDiscontinued, isOutOfStock, type MessageTone } from './stock.ts';
import type { CatalogProduct, VariationSelection } from './types.ts';

/** Spec 001 §9: "Low-stock margin: safety stock + 5". */
export const LOW_STOCK_MARGIN = 5;

/** Spec 001 §9: "Coming-soon window 30 days". */
export const COMING_SOON_DAYS = 30;

const HOUR_MS = 3_600_000;

/** Which inventory message it is. */
export type InventoryMessageKind =
  'discontinued' | 'outOfStock' | 'backorderedUntil' | 'comingIn' | 'onlyLeft' | 'finalSale';

/** An inventory message: the message, its kind and its colour. */
export interface InventoryMessage extends ProductMessage {
  kind: InventoryMessageKind;
  tone: MessageTone;
}

/** The clock and site preference the inventory messages depend on. */
export interface InventoryMessageOptions {
  now: Date;
  /** The site's backorder messaging preference (spec 001 §8). */
  enableBackorderMessaging: boolean;
  selection?: VariationSelection;
  /** Writes the in-stock date (YYYY-MM-DD) for the shopper; the ISO date by default. */
  formatDate?: (isoDate: string) => string;
}

/**
 * Whole days until an in-stock date, "computed from hours" (spec 001 §4): the hours from `now`
 * to the start (00:00 UTC) of that date, divided by 24 and rounded up, so a part of a day counts
 * as a day and a date tomorrow reads 1. Zero or less once the date has come.
 */
export function daysUntil(inStockDate: string, now: Date): number {
  const start = Date.parse(`${inStockDate}T00:00:00Z`);
  if (Number.isNaN(start)) return Number.NaN;
  // `+ 0` turns the -0 of a date earlier today into 0.
  return Math.ceil((start - now.getTime()) / HOUR_MS / 24) + 0;
}

const message = (
  kind: InventoryMessageKind,
  tone: MessageTone,
  values?: Record<string, string | number>,
): InventoryMessage => ({ kind, tone, ...productMessage(kind, values) });

/**
 * Every inventory message of the page, most important first:
 * - Discontinued (error) replaces all stock messages: nothing can be added any more.
 * - Out of stock (error) replaces the stock messages below.
 * - 'Backordered until {date}' (info) when back-orderable with an in-stock date and the
 *   preference on: the merchant asked for the date, so it replaces 'Coming in N Days'.
 * - 'Coming in N Days' (info) for a pre- or back-order whose in-stock date is 1 to 30 days away.
 * - 'Only N Left' (warning) when stock is at most safety stock + 5, above 0 and not equal to the
 *   safety stock; N = stock − safety stock, never below 1.
 * - Final Sale (error), alongside any of the above.
 */
export function inventoryMessages(
  product: CatalogProduct,
  options: InventoryMessageOptions,
): InventoryMessage[] {
  const out: InventoryMessage[] = [];
  const inventory = product.inventory;
  if (isDiscontinued(product)) out.push(message('discontinued', 'error'));
  else if (isOutOfStock(product, options.selection)) out.push(message('outOfStock', 'error'));
  else if (inventory) {
    const date = inventory.inStockDate;
    const days = date ? daysUntil(date, options.now) : Number.NaN;
    const ahead = inventory.backorderable === true || inventory.preorderable === true;
    if (date && inventory.backorderable === true && options.enableBackorderMessaging) {
      out.push(message('backorderedUntil', 'info', { date: (options.formatDate ?? String)(date) }));
    } else if (ahead && days >= 1 && days <= COMING_SOON_DAYS) {
      out.push(message('comingIn', 'info', { days }));
    }
    const stock = inventory.stockLevel;
    const safety = product.c_safetyStock ?? 0;
    // "above 0 and not equal to safety stock": also never a negative N while back-ordering.
    if (
      typeof stock === 'number' &&
      stock > 0 &&
      stock > safety &&
      stock <= safety + LOW_STOCK_MARGIN
    ) {
      out.push(message('onlyLeft', 'warning', { count: stock - safety }));
    }
  }
  if (product.c_finalSale === true) out.push(message('finalSale', 'error'));
  return out;
}

/** The most important inventory message of the page, or null (see inventoryMessages). */
export function inventoryMessage(
  product: CatalogProduct,
  options: InventoryMessageOptions,
): InventoryMessage | null {
  return inventoryMessages(product, options)[0] ?? null;
}
