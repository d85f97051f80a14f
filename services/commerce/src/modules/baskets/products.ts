/**
 * What a basket needs to know about its products, read through the catalog, inventory and pricing
 * modules in a few queries: the record (name, type, quantity rules, options), availability in the
 * site's inventory list and the price rows of the basket's currency.
 */
import { priceBookIds, type CurrencyCode, type Site } from '@solo/sites';
import { readTogether, type Database } from '@solo/db';
import type { BasketOptionChoice } from '@solo/db/schema';
import { graphNodes, loadProductGraph, type ProductRecord } from '../catalog/index.ts';
import { localize } from '../../localize.ts';
import { availabilityOfNodes, loadStock, type Availability } from '../inventory/index.ts';
import {
  loadPriceRows,
  subscriptionPriceOf,
  unitPriceAt,
  type PriceRow,
} from '../pricing/index.ts';
import { bundleRelatedIds } from './bundles.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { lineFrequency } from './subscription-lines.ts';

export interface LineProduct {
  record: ProductRecord;
  availability: Availability;
  rows: PriceRow[];
}

export interface PricingContext {
  site: Site;
  currency: CurrencyCode;
  locale: string;
}

/** The online products among `ids` with their stock and prices; unknown ids are left out. */
export async function loadLineProducts(
  db: Database,
  ctx: PricingContext,
  ids: readonly string[],
): Promise<Map<string, LineProduct>> {
  const out = new Map<string, LineProduct>();
  if (ids.length === 0) return out;
  const graph = await loadProductGraph(db, ids);
  const nodes = graphNodes(graph);
  const all = [...nodes.keys()];
  const [rows, stock] = await readTogether(db, [
    () => loadPriceRows(db, all, ctx.currency),
    () => loadStock(db, ctx.site.inventoryListId, all),
  ]);
  const availability = availabilityOfNodes(nodes, stock);
  // A bundle line's parts and the variants they can be are read with it (bundles.ts).
  const related = bundleRelatedIds(ids, graph.products);
  for (const id of new Set([...ids, ...related])) {
    const record = graph.products.get(id);
    const a = availability.get(id);
    if (record && a) out.set(id, { record, availability: a, rows: rows.get(id) ?? [] });
  }
  return out;
}

/** The product's name in the locale (catalog text fallback rules). */
export const productName = (p: LineProduct, locale: string): string =>
  localize({ name: p.record.name }, p.record.localized, locale, ['name']).name;

/**
 * Unit price in minor units for `quantity` units: the same effective price the product API shows
 * (list or sale book, tiered by quantity, spec 001 §9); undefined when the product has none.
 */
export const unitPrice = (p: LineProduct, ctx: PricingContext, quantity: number) =>
  unitPriceAt(p.rows, priceBookIds(ctx.currency), quantity);

/** A line's unit price: a subscription line pays the subscription price (subscription-lines.ts). */
export function lineUnitPrice(
  p: LineProduct,
  ctx: PricingContext,
  line: { quantity: number; custom: Record<string, unknown> },
): number | undefined {
  const unit = unitPrice(p, ctx, line.quantity);
  return unit !== undefined && lineFrequency(line.custom) ? subscriptionPriceOf(unit) : unit;
}

/** Option value price in minor units (0 when the value has no price in the currency). */
export function optionPrice(p: LineProduct, choice: BasketOptionChoice, ctx: PricingContext) {
  const option = p.record.options?.find((o) => o.id === choice.optionId);
  const value = option?.values.find((v) => v.id === choice.optionValueId);
  return { option, value, amount: value?.price[ctx.currency] ?? 0 };
}

const positive = (n: unknown): number | undefined =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;

/**
 * Quantity rules of a line (spec 001 §5 "Quantity (cart)"): at least the minimum order quantity,
 * the minimum plus a whole number of steps, at most c_maximumPurchaseQuantity and what can be
 * sold (ats).
 */
export function quantityRules(p: LineProduct): { min: number; step: number; max: number } {
  const min = positive(p.record.minOrderQuantity) ?? 1;
  const step = positive(p.record.stepQuantity) ?? 1;
  const purchaseMax = positive(p.record.custom.maximumPurchaseQuantity) ?? MAX_LINE_QUANTITY;
  return { min, step, max: Math.min(purchaseMax, p.availability.ats) };
}

/**
 * Why a line of `quantity` units cannot be; undefined when it can. The maximum holds for the
 * product's units over all its lines (`productTotal`), and only when they grow: a shopper can
 * always lower a line, even of a product that has since sold out.
 */
export function quantityProblem(
  p: LineProduct,
  quantity: number,
  productTotal = quantity,
  growing = true,
): string | undefined {
  const { min, step, max } = quantityRules(p);
  if (quantity < min) return `must be at least ${min}`;
  if ((quantity - min) % step !== 0) return `must be ${min} plus a multiple of ${step}`;
  if (!growing) return undefined;
  if (max === 0) return 'the product is out of stock';
  if (productTotal > max)
    return quantity === productTotal
      ? `must be at most ${max}`
      : `must be at most ${max} with the product's other lines`;
  return undefined;
}

/** Why this product cannot be added at all (spec 001 §4 availability); undefined when it can. */
export function productProblem(
  p: LineProduct | undefined,
  ctx: PricingContext,
): string | undefined {
  if (!p) return 'is not a product of the catalog';
  const { type } = p.record;
  if (type === 'master') return 'is a master product; choose one of its variants';
  if (type === 'set') return 'is a product set; add its products one by one';
  if (p.record.custom.isDiscontinued === true) return 'is discontinued';
  if (!p.availability.orderable) return 'is out of stock';
  if (unitPrice(p, ctx, 1) === undefined) return `has no price in ${ctx.currency}`;
  return undefined;
}

/**
 * The option choices of a line: every option of the product, the one asked for or its first
 * (default) value. Returns the problem instead when a choice names an unknown option or value.
 */
export function resolveOptions(
  p: LineProduct,
  asked: readonly BasketOptionChoice[],
): { ok: true; options: BasketOptionChoice[] } | { ok: false; index: number; reason: string } {
  const options = p.record.options ?? [];
  for (const [index, choice] of asked.entries()) {
    const option = options.find((o) => o.id === choice.optionId);
    if (!option) return { ok: false, index, reason: `is not an option of ${p.record.id}` };
    if (!option.values.some((v) => v.id === choice.optionValueId))
      return { ok: false, index, reason: `is not a value of option ${option.id}` };
  }
  const resolved: BasketOptionChoice[] = [];
  for (const option of options) {
    const chosen = asked.findLast((c) => c.optionId === option.id)?.optionValueId;
    const valueId = chosen ?? option.values[0]?.id;
    if (valueId) resolved.push({ optionId: option.id, optionValueId: valueId });
  }
  return { ok: true, options: resolved };
}

/** Same product and same option choices make the same line. */
export const sameOptions = (a: readonly BasketOptionChoice[], b: readonly BasketOptionChoice[]) =>
  a.length === b.length &&
  a.every((c) => b.some((d) => d.optionId === c.optionId && d.optionValueId === c.optionValueId));
