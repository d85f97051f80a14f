/**
 * The basket's `c_approach` and `c_freeShippingTreshold` custom data (spec 001 §3 "Approach data";
 * the field names are spelled as the spec spells them, `Treshold` included). Amounts are decimals
 * of the basket's currency like every other basket amount.
 */
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import type { Approach, EngineResult } from '../promotions/index.ts';

/**
 * The two texts the service writes itself, per language (promotion callouts come translated from
 * the promotion rows). `{x}` is left for the storefront to fill with its formatted amount
 * (spec 001 §3: currentShippingMessage "with {x} placeholder"); the English success text is the
 * spec's own (spec 001 §9 free-shipping message).
 */
const TEXTS = {
  en: { shipping: 'Add {x} more for free shipping', success: 'You got free shipping' },
  fr: {
    shipping: 'Ajoutez {x} de plus pour la livraison gratuite',
    success: 'Vous profitez de la livraison gratuite',
  },
  de: {
    shipping: 'Noch {x} bis zum kostenlosen Versand',
    success: 'Ihr Versand ist kostenlos',
  },
} as const;

const textsFor = (locale: string) => TEXTS[locale.slice(0, 2) as keyof typeof TEXTS] ?? TEXTS.en;

export interface WireApproach {
  currentOrderApproach: {
    currentApproachMessage: string;
    buyAmount: number;
    goalPrice: number;
  } | null;
  futureOrderApproach: {
    currentApproachMessage: string;
    buyAmount: number;
    goalPrice: number;
  } | null;
  appliedOrderApproach: { messages: string[]; titleMsg: string } | null;
  currentShippingApproach: {
    currentShippingMessage: string;
    buyAmount: number;
    conditionTreshold: number;
  } | null;
  appliedShippingApproach: { messages: string[]; successStatus: boolean } | null;
  approachSuccessMessage: string | null;
}

/** The custom approach fields of a basket priced by the engine. */
export function approachFields(
  result: EngineResult,
  currency: CurrencyCode,
  locale: string,
): { c_approach: WireApproach; c_freeShippingTreshold?: number } {
  const money = (n: number) => toDecimal(n, currency);
  const texts = textsFor(locale);
  const order = (a: Approach | undefined) =>
    a
      ? {
          currentApproachMessage: a.calloutMsg,
          buyAmount: money(a.buyAmount),
          goalPrice: money(a.goal),
        }
      : null;
  const ship = result.shippingApproach;
  const freeShipping = result.shippingAdjustments.length > 0;
  return {
    c_approach: {
      currentOrderApproach: order(result.orderApproaches[0]),
      futureOrderApproach: order(result.orderApproaches[1]),
      appliedOrderApproach: result.orderAdjustments.length
        ? {
            messages: result.orderAdjustments.map((a) => a.itemText),
            titleMsg: result.orderAdjustments[0]!.itemText,
          }
        : null,
      currentShippingApproach: ship
        ? {
            currentShippingMessage: texts.shipping,
            buyAmount: money(ship.buyAmount),
            conditionTreshold: money(ship.goal),
          }
        : null,
      appliedShippingApproach: freeShipping
        ? { messages: result.shippingAdjustments.map((a) => a.itemText), successStatus: true }
        : null,
      approachSuccessMessage: freeShipping ? texts.success : null,
    },
    ...(result.freeShippingThreshold !== undefined
      ? { c_freeShippingTreshold: money(result.freeShippingThreshold) }
      : {}),
  };
}
