/**
 * Shipping methods and tax rates per site (docs/decisions.md "Shipping and tax per site",
 * "Shipping methods per site"). The spec fixes who includes tax (spec 001 §9 tax line: included
 * in price for SoloEU and SoloAUS, estimated otherwise) but no rates or costs: these are demo
 * values, in minor units.
 */
import type { CurrencyCode, SiteId } from '@solo/sites';

/** The one shipment of a basket (Shopper Baskets v2's default shipment id). */
export const DEFAULT_SHIPMENT_ID = 'me';

export type ShippingMethodId = 'standard' | 'express' | 'overnight';

export interface ShippingMethod {
  id: ShippingMethodId;
  /** Business days to arrive, fewest and most (spec 002 §3 `estimatedArrivalTime`, texts.ts). */
  arrivalDays: readonly [number, number];
  /** Cost per currency the site sells in; no entry: shipping is calculated in checkout. */
  cost: Partial<Record<CurrencyCode, number>>;
  /** State codes of the site's countries the method does not reach. */
  excludedStates?: readonly string[];
}

const method = (
  id: ShippingMethodId,
  arrivalDays: readonly [number, number],
  cost: Partial<Record<CurrencyCode, number>>,
  excludedStates?: readonly string[],
): ShippingMethod => ({ id, arrivalDays, cost, ...(excludedStates ? { excludedStates } : {}) });

/** US places no next-day carrier reaches: Alaska, Hawaii, territories, military post. */
const NOT_OVERNIGHT = ['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'];

/**
 * Each site's methods, the default (`standard`, the one free-shipping promotions name) first.
 * Overnight only where one carrier covers the country overnight (the US mainland).
 */
export const SHIPPING_METHODS: Record<SiteId, readonly ShippingMethod[]> = {
  SoloUS: [
    method('standard', [5, 7], { USD: 999 }),
    method('express', [2, 3], { USD: 1999 }),
    method('overnight', [1, 1], { USD: 3499 }, NOT_OVERNIGHT),
  ],
  SoloCA: [method('standard', [5, 8], { CAD: 1299 }), method('express', [2, 3], { CAD: 2499 })],
  // A cost in every currency the EU site sells in (docs/decisions/local-currencies-on-the-eu-site.md).
  SoloEU: [
    method('standard', [3, 7], {
      EUR: 795,
      SEK: 8900,
      DKK: 5995,
      NOK: 8900,
      PLN: 3499,
      CHF: 890,
      GBP: 695,
    }),
    method('express', [1, 3], {
      EUR: 1495,
      SEK: 16900,
      DKK: 10995,
      NOK: 16900,
      PLN: 6499,
      CHF: 1590,
      GBP: 1295,
    }),
  ],
  SoloAUS: [method('standard', [4, 8], { AUD: 1495 }), method('express', [1, 3], { AUD: 2495 })],
};

/** The default (standard) method of each site; free over the site's threshold by promotion. */
export const STANDARD_SHIPPING = Object.fromEntries(
  Object.entries(SHIPPING_METHODS).map(([site, methods]) => [site, methods[0]!]),
) as Record<SiteId, ShippingMethod>;

export interface TaxPolicy {
  /** Basis points: 2000 = 20 %; fractional where a rate has three decimals (Québec). */
  rateBp: number;
  /** Prices include the tax (VAT, GST) rather than having it added (estimated sales tax). */
  included: boolean;
  /** Shipping charges are taxed at the same rate; absent means they are. */
  shippingTaxed?: boolean;
}

/** One demo rate per site, on products and shipping alike, until an address is known. */
export const TAX: Record<SiteId, TaxPolicy> = {
  SoloUS: { rateBp: 800, included: false },
  SoloCA: { rateBp: 1300, included: false },
  SoloEU: { rateBp: 2000, included: true },
  SoloAUS: { rateBp: 1000, included: true },
};

/**
 * Rates by the shipping address's region where they differ from the site's (`CC` or `CC-SS`).
 * Canada: GST, HST or GST + PST/QST of the province, shipping taxed alike. US: the five states
 * without a sales tax; states that exempt separately stated delivery charges; others the estimate.
 * New Zealand: 15 % GST. EU and Australia: the site's rate everywhere.
 */
export const REGIONAL_TAX: Readonly<Record<string, TaxPolicy>> = {
  ...Object.fromEntries(
    [
      ['AB', 500],
      ['BC', 1200],
      ['MB', 1200],
      ['NB', 1500],
      ['NL', 1500],
      ['NS', 1400],
      ['NT', 500],
      ['NU', 500],
      ['ON', 1300],
      ['PE', 1500],
      ['QC', 1497.5],
      ['SK', 1100],
      ['YT', 500],
    ].map(([state, rateBp]) => [`CA-${state}`, { rateBp: rateBp as number, included: false }]),
  ),
  ...Object.fromEntries(
    ['AK', 'DE', 'MT', 'NH', 'OR'].map((s) => [`US-${s}`, { rateBp: 0, included: false }]),
  ),
  ...Object.fromEntries(
    ['CA', 'MA', 'MD', 'VA'].map((s) => [
      `US-${s}`,
      { rateBp: 800, included: false, shippingTaxed: false },
    ]),
  ),
  NZ: { rateBp: 1500, included: true },
};
