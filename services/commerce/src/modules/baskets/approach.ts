/**
 * The basket's `c_approach` and `c_freeShippingTreshold` custom data (spec 001 §3 "Approach data";
 * the field names are spelled as the spec spells them, `Treshold` included). Amounts are decimals
 * of the basket's currency like every other basket amount.
 */
import type { CurrencyCode } from '@solo/sites';
import { toDecimal } from '../pricing/index.ts';
import type { Approach, EngineResult } from '../promotions/index.ts';

/**
 * The two texts the service writes itself, per language the sites offer (the storefront's cart
 * wording; Chinese per script, zh-CN and zh-TW); promotion callouts come translated from
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
  nl: {
    shipping: 'Nog {x} tot gratis verzending',
    success: 'Je verzending is gratis',
  },
  es: {
    shipping: 'Añade {x} más para el envío gratis',
    success: 'Tienes envío gratis',
  },
  it: {
    shipping: 'Aggiungi {x} per la spedizione gratuita',
    success: 'Hai la spedizione gratuita',
  },
  pt: {
    shipping: 'Faltam {x} para ter portes grátis',
    success: 'Tem portes grátis',
  },
  pl: {
    shipping: 'Do darmowej dostawy brakuje {x}',
    success: 'Zamówienie kwalifikuje się do darmowej dostawy',
  },
  cs: {
    shipping: 'Do dopravy zdarma zbývá {x}',
    success: 'Máte dopravu zdarma',
  },
  sv: {
    shipping: 'Handla för {x} till så får du fri frakt',
    success: 'Du får fri frakt',
  },
  da: {
    shipping: 'Køb for {x} mere, og få gratis fragt',
    success: 'Du får gratis fragt',
  },
  nb: {
    shipping: 'Handle for {x} til, så får du gratis frakt',
    success: 'Du får gratis frakt',
  },
  fi: {
    shipping: 'Ilmaiseen toimitukseen puuttuu enää {x}',
    success: 'Saat ilmaisen toimituksen',
  },
  el: {
    shipping: 'Προσθέστε ακόμη {x} για δωρεάν αποστολή',
    success: 'Κερδίσατε δωρεάν αποστολή',
  },
  ja: {
    shipping: 'あと{x}のご購入で送料無料',
    success: '送料無料になりました',
  },
  ko: {
    shipping: '무료 배송까지 {x} 남았습니다',
    success: '무료 배송 혜택을 받으셨습니다',
  },
  'zh-CN': {
    shipping: '再购 {x} 即可免运费',
    success: '您已享受免运费',
  },
  'zh-TW': {
    shipping: '再買 {x} 即可享免運費',
    success: '您已享有免運費',
  },
} as const;

type Language = keyof typeof TEXTS;
const isLanguage = (key: string): key is Language => Object.hasOwn(TEXTS, key);

/** The locale's own texts (zh-TW), else its language's (pl-PL → pl), else English. */
function textsFor(locale: string) {
  const [language = '', country = ''] = locale.split(/[-_]/);
  const own = `${language.toLowerCase()}-${country.toUpperCase()}`;
  if (isLanguage(own)) return TEXTS[own];
  return isLanguage(language.toLowerCase()) ? TEXTS[language.toLowerCase() as Language] : TEXTS.en;
}

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
