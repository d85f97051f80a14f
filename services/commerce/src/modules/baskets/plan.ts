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

/** A line as a request changes it, before it is written. */
export interface Line extends ItemRow {
  state: 'kept' | 'new' | 'changed' | 'deleted';
  /** Index of the request item that last touched it, and whether its quantity grew. */
  by?: number;
  grew?: boolean;
  /** The request changed the line's custom attributes (its etching is checked again). */
  customChanged?: boolean;
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
