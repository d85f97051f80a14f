/** Tax of basket amounts and the order total, in minor units (docs/decisions.md "Basket rounding"). */
import type { TaxPolicy } from './rates.ts';

/**
 * Tax of one amount, rounded half up once per line: added tax is `amount × rate`, included tax is
 * the part of a gross amount that is tax, `amount × rate / (1 + rate)`.
 */
export function taxOf(amount: number, policy: TaxPolicy): number {
  if (amount <= 0) return 0;
  const exact = policy.included
    ? (amount * policy.rateBp) / (10_000 + policy.rateBp)
    : (amount * policy.rateBp) / 10_000;
  // Half up; the epsilon keeps 12.5 that binary arithmetic stores as 12.4999… from rounding down.
  return Math.floor(exact + 0.5 + 1e-9);
}

export interface Totals {
  /** Per line and shipping, in the order given. */
  lineTaxes: number[];
  shippingTax: number;
  taxTotal: number;
  orderTotal: number;
}

/**
 * `orderTotal = productTotal + shippingTotal (+ taxTotal where tax is not included)`; included tax
 * is reported as `taxTotal` and is already inside the prices.
 */
export function basketTotals(
  lineAmounts: readonly number[],
  productTotal: number,
  shippingTotal: number,
  policy: TaxPolicy,
): Totals {
  const lineTaxes = lineAmounts.map((a) => taxOf(a, policy));
  const shippingTax = policy.shippingTaxed === false ? 0 : taxOf(shippingTotal, policy);
  const taxTotal = lineTaxes.reduce((n, t) => n + t, 0) + shippingTax;
  return {
    lineTaxes,
    shippingTax,
    taxTotal,
    orderTotal: productTotal + shippingTotal + (policy.included ? 0 : taxTotal),
  };
}
