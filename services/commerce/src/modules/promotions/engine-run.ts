/**
 * What every step of one engine run shares (engine.ts): the promotions that take part, and how an
 * adjustment and a callout read in the basket's locale.
 */
import type { CurrencyCode } from '@solo/sites';
import { localize } from '../../localize.ts';
import type { Adjustment, EngineInput, EnginePromotion } from './engine-types.ts';

export interface EngineRun {
  input: EngineInput;
  /** Running promotions whose coupon, when they need one, the basket holds. */
  live: readonly EnginePromotion[];
  /** The promotion's callout in the basket's locale (its name when it has none). */
  text: (p: EnginePromotion) => string;
  /** The adjustment of `p` taking `off` (positive) off. */
  adjustment: (p: EnginePromotion, off: number, discount: Adjustment['discount']) => Adjustment;
}

export const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

/** Enabled, on the site and between its dates. */
export const isRunning = (p: EnginePromotion, siteId: string, now: Date) =>
  p.enabled &&
  (p.siteIds.length === 0 || p.siteIds.includes(siteId)) &&
  (!p.startsAt || p.startsAt <= now) &&
  (!p.endsAt || p.endsAt > now);

/** Whether `subtotal` reaches the threshold in `currency`; no threshold is always reached. */
export const reaches = (
  threshold: Partial<Record<string, number>> | undefined,
  currency: CurrencyCode,
  subtotal: number,
) => {
  if (threshold === undefined) return true;
  const goal = threshold[currency];
  return goal !== undefined && subtotal >= goal;
};

export function startRun(input: EngineInput): EngineRun {
  const { siteId, now } = input;
  const held = (p: EnginePromotion) =>
    !p.couponCode || input.coupons.some((c) => sameCode(c.code, p.couponCode!));
  const text = (p: EnginePromotion) =>
    localize({ calloutMsg: p.calloutMsg ?? p.name }, p.localized, input.locale, ['calloutMsg'])
      .calloutMsg;
  return {
    input,
    live: input.promotions.filter((p) => isRunning(p, siteId, now) && held(p)),
    text,
    adjustment: (p, off, discount) => ({
      promotionId: p.id,
      ...(p.couponCode ? { couponCode: p.couponCode } : {}),
      itemText: text(p),
      amount: -off,
      discount,
    }),
  };
}
