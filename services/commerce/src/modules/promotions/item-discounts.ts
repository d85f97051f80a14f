/**
 * Product rules of the engine (engine.ts, spec 001 §9 price rules): per bought line the one rule
 * that takes the most off, then the combinable rules stacked on it.
 */
import type { CurrencyCode } from '@solo/sites';
import type { Adjustment, EngineLine, EngineInput, LineResult } from './engine-types.ts';
import { byId, type EngineRun } from './engine-run.ts';
import { selects } from './product-promotions.ts';
import type { PromotionRule } from './rule.ts';

type ProductRule = Extract<PromotionRule, { type: 'product' }>;

/** Every line at its price, nothing taken off yet. */
export function startLines(input: EngineInput): Map<string, LineResult> {
  const lines = new Map<string, LineResult>();
  for (const l of input.lines) {
    const price = (l.unitPrice ?? 0) * l.quantity + l.optionTotal;
    lines.set(l.itemId, {
      itemId: l.itemId,
      price,
      adjustments: [],
      priceAfterItemDiscount: price,
      priceAfterOrderDiscount: price,
      bonus: false,
    });
  }
  return lines;
}

/** What a product rule takes off `quantity` units at `unit`; 0 when it gives nothing. */
function productDiscount(
  rule: ProductRule,
  unit: number,
  quantity: number,
  currency: CurrencyCode,
): { off: number; discount: Adjustment['discount'] } {
  const d = rule.discount;
  // Percentages round once per line, half up (docs/decisions.md "Basket rounding").
  if (d.kind === 'percent')
    return {
      off: Math.round((unit * quantity * d.percent) / 100),
      discount: { type: 'percentage', percentage: d.percent },
    };
  if (d.kind === 'amount') {
    const each = d.amount[currency];
    if (each === undefined) return { off: 0, discount: { type: 'amount' } };
    return { off: Math.min(each, unit) * quantity, discount: { type: 'amount', amount: each } };
  }
  const price = d.price[currency];
  if (price === undefined || price >= unit) return { off: 0, discount: { type: 'fixed_price' } };
  return { off: (unit - price) * quantity, discount: { type: 'fixed_price', amount: price } };
}

type Candidate = { p: EngineRun['live'][number]; rule: ProductRule };
type PricedLine = EngineLine & { unitPrice: number };

/** A line without a price takes no part in product rules. */
export const hasPrice = (l: EngineLine): l is PricedLine => l.unitPrice !== undefined;

/** The live product rules that select the line. */
const rulesFor = (run: EngineRun, l: EngineLine): Candidate[] =>
  run.live.flatMap((p) =>
    p.rule.type === 'product' && selects(p.rule.products, l, run.input.parents)
      ? [{ p, rule: p.rule }]
      : [],
  );

/** The non-combinable rule that takes the most off the line (the first of equals). */
function bestExclusive(run: EngineRun, l: PricedLine, rules: Candidate[]) {
  let best: Adjustment | undefined;
  for (const { p, rule } of rules.filter((r) => !r.rule.combinable)) {
    const { off, discount } = productDiscount(rule, l.unitPrice, l.quantity, run.input.currency);
    if (off > 0 && (!best || off > -best.amount)) best = run.adjustment(p, off, discount);
  }
  return best;
}

/**
 * Combinable rules stack in id order, each on the unit price left by the ones before it (`taken`
 * so far off the line), never below zero; answers their adjustments and the new total taken.
 */
function stackCombinable(run: EngineRun, l: PricedLine, rules: Candidate[], taken: number) {
  const stacked: Adjustment[] = [];
  for (const { p, rule } of rules.filter((r) => r.rule.combinable).sort((a, b) => byId(a.p, b.p))) {
    const unit = l.unitPrice - taken / l.quantity;
    const { off, discount } = productDiscount(rule, unit, l.quantity, run.input.currency);
    // The unit left may have a fraction of a cent: the line's discount rounds once, half up.
    const capped = Math.min(Math.round(off), l.unitPrice * l.quantity - taken);
    if (capped <= 0) continue;
    stacked.push(run.adjustment(p, capped, discount));
    taken += capped;
  }
  return { stacked, taken };
}

/** Takes the product rules off each bought line with a price. */
export function applyItemDiscounts(
  run: EngineRun,
  bought: readonly EngineLine[],
  lines: Map<string, LineResult>,
) {
  for (const l of bought.filter(hasPrice)) {
    const rules = rulesFor(run, l);
    const best = bestExclusive(run, l, rules);
    const { stacked, taken } = stackCombinable(run, l, rules, -(best?.amount ?? 0));
    const line = lines.get(l.itemId)!;
    line.adjustments.push(...(best ? [best] : []), ...stacked);
    line.priceAfterItemDiscount = line.price - taken;
  }
}
