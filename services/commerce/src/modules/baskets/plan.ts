/**
 * Planning a change to a basket's lines: the lines as a request changes them, and the checks
 * against the catalog that refuse the request whole (docs/decisions.md "Basket quantities").
 */
import type { BasketOptionChoice } from '@solo/db/schema';
import type { InvalidField } from '../../errors.ts';
import { MAX_BASKET_LINES } from './constants.ts';
import {
  productProblem,
  quantityProblem,
  resolveOptions,
  type LineProduct,
  type PricingContext,
} from './products.ts';
import type { ItemRow } from './wire.ts';
import { partsOf } from './bundles.ts';

/** A line as a request changes it, before it is written. */
export interface Line extends ItemRow {
  state: 'kept' | 'new' | 'changed' | 'deleted';
  /** Index of the request item that last touched it, and whether its quantity grew. */
  by?: number;
  grew?: boolean;
  /** The request changed the line's custom attributes (its etching is checked again). */
  customChanged?: boolean;
  /** The request changed the variant of one of the bundle line's parts. */
  partsChanged?: boolean;
}

/** Names a field of request item `index` (`0.quantity`, or `quantity` for a single item). */
export type FieldName = (index: number, field: string) => string;

export class Refused {
  readonly fields: InvalidField[] = [];
  add(name: string, reason: string) {
    if (!this.fields.some((f) => f.name === name)) this.fields.push({ name, reason });
  }
}

/** Checks the touched lines' quantities against the catalog: the request is refused whole. */
export function checkQuantities(
  lines: Line[],
  products: ReadonlyMap<string, LineProduct>,
  name: FieldName,
  refused: Refused,
) {
  const live = lines.filter((l) => l.state !== 'deleted');
  for (const line of live) {
    if (line.by === undefined || line.state === 'kept') continue;
    const product = products.get(line.productId);
    if (!product) continue;
    const total = live
      .filter((l) => l.productId === line.productId)
      .reduce((n, l) => n + l.quantity, 0);
    const problem = quantityProblem(product, line.quantity, total, line.grew !== false);
    if (problem) refused.add(name(line.by, 'quantity'), problem);
  }
  const added = live.find((l) => l.state === 'new');
  if (live.length > MAX_BASKET_LINES && added?.by !== undefined)
    refused.add(name(added.by, 'productId'), `a basket holds at most ${MAX_BASKET_LINES} lines`);
}

/**
 * Checks what the touched lines take of each product, bundle parts included (bundles.ts), against
 * what can be sold of it, so a part is never sold twice: one bundle's part and another line of
 * the same variant share its stock.
 */
export function checkParts(
  lines: Line[],
  products: ReadonlyMap<string, LineProduct>,
  name: FieldName,
  refused: Refused,
) {
  const live = lines.filter((l) => l.state !== 'deleted');
  const partsByLine = new Map(
    live.map((l) => [l, partsOf(l, products.get(l.productId), products)]),
  );
  const demand = new Map<string, number>();
  const add = (id: string, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const [line, parts] of partsByLine) {
    add(line.productId, line.quantity);
    for (const part of parts) add(part.productId, part.quantity);
  }
  for (const [line, parts] of partsByLine) {
    if (line.by === undefined || line.state === 'kept') continue;
    if (line.grew === false && !line.partsChanged) continue;
    for (const part of parts) {
      const p = products.get(part.productId);
      const ats = p?.availability.orderable ? p.availability.ats : 0;
      const wanted = demand.get(part.productId) ?? 0;
      if (wanted <= ats) continue;
      const field = name(line.by, line.partsChanged ? 'productId' : 'quantity');
      const othersTake = wanted - part.quantity;
      const most = Math.floor(Math.max(0, ats - othersTake) / part.perBundle);
      refused.add(
        field,
        most === 0 || line.partsChanged ? 'is out of stock' : `must be at most ${most}`,
      );
    }
    // A plain line of a product some bundle holds shares that product's stock with it.
    if (parts.length === 0 && line.grew !== false) {
      const p = products.get(line.productId);
      const wanted = demand.get(line.productId) ?? 0;
      const sameLines = live
        .filter((l) => l.productId === line.productId)
        .reduce((n, l) => n + l.quantity, 0);
      if (!p || wanted <= sameLines || wanted <= p.availability.ats) continue;
      const most = p.availability.ats - (wanted - line.quantity);
      refused.add(
        name(line.by, 'quantity'),
        most <= 0 ? 'is out of stock' : `must be at most ${most} with the product's other lines`,
      );
    }
  }
}

/** Checks product and options of request item `index`; the resolved options, or undefined. */
export function checkProduct(
  product: LineProduct | undefined,
  asked: BasketOptionChoice[] | undefined,
  ctx: PricingContext,
  field: (f: string) => string,
  refused: Refused,
): BasketOptionChoice[] | undefined {
  const problem = productProblem(product, ctx);
  if (problem || !product) {
    refused.add(field('productId'), problem ?? 'is not a product of the catalog');
    return undefined;
  }
  const options = resolveOptions(product, asked ?? []);
  if (!options.ok) {
    refused.add(field(`optionItems.${options.index}`), options.reason);
    return undefined;
  }
  return options.options;
}

export const nextPosition = (lines: Line[]) =>
  lines.reduce((n, l) => Math.max(n, l.position + 1), 0);
