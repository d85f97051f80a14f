/**
 * Shipping methods and tax rates per site (docs/decisions.md "Shipping and tax per site"). The
 * spec fixes who includes tax (spec 001 §9 tax line: included in price for SoloEU and SoloAUS,
 * estimated otherwise) but no rates or costs: these are demo values, in minor units.
 */
import type { CurrencyCode, SiteId } from '@solo/sites';

/** The one shipment of a basket (Shopper Baskets v2's default shipment id). */
export const DEFAULT_SHIPMENT_ID = 'me';

export interface ShippingMethod {
  id: string;
  name: string;
  /** Cost per currency the site sells in; no entry: shipping is calculated in checkout. */
  cost: Partial<Record<CurrencyCode, number>>;
}

/** The default (standard) method of each site; free over the site's threshold by promotion. */
export const STANDARD_SHIPPING: Record<SiteId, ShippingMethod> = {
  SoloUS: { id: 'standard', name: 'Standard', cost: { USD: 999 } },
  SoloCA: { id: 'standard', name: 'Standard', cost: { CAD: 1299 } },
  SoloEU: { id: 'standard', name: 'Standard', cost: { EUR: 795 } },
  SoloAUS: { id: 'standard', name: 'Standard', cost: { AUD: 1495 } },
};

export interface TaxPolicy {
  /** Basis points: 2000 = 20 %. */
  rateBp: number;
  /** Prices include the tax (VAT, GST) rather than having it added (estimated sales tax). */
  included: boolean;
}

/** One demo rate per site, on products and shipping alike. */
export const TAX: Record<SiteId, TaxPolicy> = {
  SoloUS: { rateBp: 800, included: false },
  SoloCA: { rateBp: 1300, included: false },
  SoloEU: { rateBp: 2000, included: true },
  SoloAUS: { rateBp: 1000, included: true },
};
