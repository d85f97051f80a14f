/**
 * The shipping methods and tax that apply to a basket's default shipment: by site, currency and
 * (once known) the shipping address (docs/decisions.md "Shipping methods per site").
 */
import type { CurrencyCode, SiteId } from '@solo/sites';
import {
  REGIONAL_TAX,
  SHIPPING_METHODS,
  TAX,
  type ShippingMethod,
  type TaxPolicy,
} from './rates.ts';

/** Where a shipment goes, as far as it is known. */
export interface Destination {
  countryCode: string;
  stateCode?: string | undefined;
}

/** A method with its cost in the basket currency. */
export interface PricedMethod {
  method: ShippingMethod;
  cost: number;
}

/** The site's methods that ship in `currency` to `to` (every method before an address). */
export function applicableMethods(
  siteId: SiteId,
  currency: CurrencyCode,
  to?: Destination,
): PricedMethod[] {
  return SHIPPING_METHODS[siteId].flatMap((method) => {
    const cost = method.cost[currency];
    if (cost === undefined) return [];
    const state = to?.stateCode?.toUpperCase();
    if (state && method.excludedStates?.includes(state)) return [];
    return [{ method, cost }];
  });
}

/** The chosen method while it applies, else the site's default; undefined if none ships. */
export function shipmentMethod(
  siteId: SiteId,
  currency: CurrencyCode,
  chosenId: string | null | undefined,
  to?: Destination,
): PricedMethod | undefined {
  const methods = applicableMethods(siteId, currency, to);
  return methods.find((m) => m.method.id === chosenId) ?? methods[0];
}

/** The site's tax, or the rate of the address's state or country where it differs. */
export function taxPolicy(siteId: SiteId, to?: Destination): TaxPolicy {
  const country = to?.countryCode.toUpperCase();
  const state = to?.stateCode?.toUpperCase();
  return (
    (country && state ? REGIONAL_TAX[`${country}-${state}`] : undefined) ??
    (country ? REGIONAL_TAX[country] : undefined) ??
    TAX[siteId]
  );
}
