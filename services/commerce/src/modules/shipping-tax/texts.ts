/**
 * What a shopper reads of a shipping method, in English, French and German (the languages of the
 * catalog's translations); other languages read English (docs/decisions.md "Shipping methods per
 * site"). The storefront may show its own catalogue texts by method id instead.
 */
import type { ShippingMethod, ShippingMethodId } from './rates.ts';

interface Texts {
  names: Record<ShippingMethodId, string>;
  descriptions: Record<ShippingMethodId, string>;
  /** Spec 002 §3 `estimatedArrivalTime`. */
  arrival: (min: number, max: number) => string;
}

const TEXTS: Record<'en' | 'fr' | 'de', Texts> = {
  en: {
    names: { standard: 'Standard', express: 'Express', overnight: 'Overnight' },
    descriptions: {
      standard: 'Ground delivery',
      express: 'Expedited delivery',
      overnight: 'Next business day delivery, ordered by noon',
    },
    arrival: (min, max) =>
      min === max ? `${min} business day${min === 1 ? '' : 's'}` : `${min}-${max} business days`,
  },
  fr: {
    names: { standard: 'Standard', express: 'Express', overnight: 'Livraison le lendemain' },
    descriptions: {
      standard: 'Livraison terrestre',
      express: 'Livraison accélérée',
      overnight: 'Livraison le jour ouvrable suivant, commande avant midi',
    },
    arrival: (min, max) =>
      min === max
        ? `${min} jour${min === 1 ? '' : 's'} ouvrable${min === 1 ? '' : 's'}`
        : `${min} à ${max} jours ouvrables`,
  },
  de: {
    names: { standard: 'Standard', express: 'Express', overnight: 'Über Nacht' },
    descriptions: {
      standard: 'Standardversand',
      express: 'Expressversand',
      overnight: 'Zustellung am nächsten Werktag bei Bestellung bis 12 Uhr',
    },
    arrival: (min, max) =>
      min === max ? `${min} Werktag${min === 1 ? '' : 'e'}` : `${min}-${max} Werktage`,
  },
};

/** The name, description and arrival estimate of `method` in `locale`'s language. */
export function methodTexts(method: ShippingMethod, locale: string) {
  const language = locale.split('-')[0] as keyof typeof TEXTS;
  const texts = TEXTS[language] ?? TEXTS.en;
  const [min, max] = method.arrivalDays;
  return {
    name: texts.names[method.id],
    description: texts.descriptions[method.id],
    estimatedArrivalTime: texts.arrival(min, max),
  };
}
