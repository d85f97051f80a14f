/**
 * Order rules of the engine (engine.ts): the one that takes the most off the product subtotal once
 * its threshold is reached, shared over the lines; an unreached threshold is an approach.
 */
import type { Adjustment, Approach, EngineLine, LineResult } from './engine-types.ts';
import { reaches, type EngineRun } from './engine-run.ts';

/** The order rule that takes the most off `subtotal`, and the unreached ones, nearest first. */
export function bestOrderDiscount(run: EngineRun, subtotal: number) {
  const { currency } = run.input;
  let order: Adjustment | undefined;
  const approaches: Approach[] = [];
  for (const p of run.live) {
    if (p.rule.type !== 'order') continue;
    const { threshold, discount } = p.rule;
    if (!reaches(threshold, currency, subtotal)) {
      const goal = threshold?.[currency];
      if (goal !== undefined)
        approaches.push({
          promotionId: p.id,
          calloutMsg: run.text(p),
          buyAmount: goal - subtotal,
          goal,
        });
      continue;
    }
    const off =
      discount.kind === 'percent'
        ? Math.round((subtotal * discount.percent) / 100)
        : Math.min(discount.amount[currency] ?? 0, subtotal);
    const wire: Adjustment['discount'] =
      discount.kind === 'percent'
        ? { type: 'percentage', percentage: discount.percent }
        : { type: 'amount', amount: discount.amount[currency] ?? 0 };
    if (off > 0 && (!order || off > -order.amount)) order = run.adjustment(p, off, wire);
  }
  approaches.sort((a, b) => a.buyAmount - b.buyAmount);
  return { order, approaches };
}

/** Shares the order discount over the charged lines in proportion; free gifts keep their price. */
export function shareOrderDiscount(
  order: Adjustment | undefined,
  charged: readonly EngineLine[],
  lines: Map<string, LineResult>,
) {
  const shares = prorate(
    -(order?.amount ?? 0),
    charged.map((l) => lines.get(l.itemId)!.priceAfterItemDiscount),
  );
  charged.forEach((l, i) => {
    const line = lines.get(l.itemId)!;
    line.priceAfterOrderDiscount = line.priceAfterItemDiscount - shares[i]!;
  });
  for (const line of lines.values())
    if (line.bonus) line.priceAfterOrderDiscount = line.priceAfterItemDiscount;
}

/** Splits `total` over `weights` in proportion, the rounding remainder on the largest shares. */
export function prorate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((n, v) => n + v, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}
