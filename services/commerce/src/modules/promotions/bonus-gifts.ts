/**
 * Bonus rules of the engine (engine.ts): a qualifying bought line, once the threshold is reached,
 * opens a choice of free gifts; the gifts chosen from it are free up to its maxBonusItems.
 */
import type { BonusChoice, EngineLine, LineResult } from './engine-types.ts';
import { byId, reaches, type EngineRun } from './engine-run.ts';
import { hasPrice } from './item-discounts.ts';
import { selects } from './product-promotions.ts';

/** The choices the basket opens, in promotion id order; `subtotal` is after item discounts. */
export function openBonusChoices(
  run: EngineRun,
  bought: readonly EngineLine[],
  subtotal: number,
): BonusChoice[] {
  const { currency, parents } = run.input;
  const choices: BonusChoice[] = [];
  for (const p of [...run.live].sort(byId)) {
    if (p.rule.type !== 'bonus' || !reaches(p.rule.threshold, currency, subtotal)) continue;
    const { qualifying } = p.rule;
    if (!bought.some((l) => hasPrice(l) && selects(qualifying, l, parents))) continue;
    choices.push({
      id: `bonus-${p.id}`,
      promotionId: p.id,
      ...(p.couponCode ? { couponCode: p.couponCode } : {}),
      bonusProductIds: p.rule.bonusProductIds,
      maxBonusItems: p.rule.maxBonusItems,
    });
  }
  return choices;
}

/**
 * Makes each gift line free when its choice still applies, lists the product and has room left;
 * answers the item ids of the other gift lines (orphans, charged until a write removes them).
 */
export function applyBonusGifts(
  run: EngineRun,
  choices: readonly BonusChoice[],
  lines: Map<string, LineResult>,
): string[] {
  const orphans: string[] = [];
  const usedPerChoice = new Map<string, number>();
  for (const l of run.input.lines) {
    if (!l.bonusDiscountLineItemId) continue;
    const choice = choices.find((b) => b.id === l.bonusDiscountLineItemId);
    const used = usedPerChoice.get(l.bonusDiscountLineItemId) ?? 0;
    const listed = choice && l.productIds.some((id) => choice.bonusProductIds.includes(id));
    if (!choice || !listed || used + l.quantity > choice.maxBonusItems) {
      orphans.push(l.itemId);
      continue;
    }
    usedPerChoice.set(choice.id, used + l.quantity);
    const line = lines.get(l.itemId)!;
    const p = run.live.find((x) => x.id === choice.promotionId)!;
    line.bonus = true;
    if (line.price > 0) line.adjustments.push(run.adjustment(p, line.price, { type: 'bonus' }));
    line.priceAfterItemDiscount = 0;
  }
  return orphans;
}
