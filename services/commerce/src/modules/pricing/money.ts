import type { CurrencyCode } from '@solo/sites';

/** Decimal places of each currency the store sells in (ISO 4217: all ten have two). */
export const EXPONENT: Readonly<Record<CurrencyCode, number>> = {
  USD: 2,
  CAD: 2,
  EUR: 2,
  AUD: 2,
  SEK: 2,
  DKK: 2,
  NOK: 2,
  PLN: 2,
  CHF: 2,
  GBP: 2,
};

/**
 * Integer minor units → the decimal number the wire carries (DESIGN.md: money is minor units
 * inside the service and a decimal only at the wire edge).
 */
export function toDecimal(minor: number, currency: CurrencyCode): number {
  const factor = 10 ** EXPONENT[currency];
  return Math.round(minor) / factor;
}

/**
 * A decimal amount from the wire → integer minor units; undefined when it has more decimals than
 * the currency (a client must not ask for a fraction of a cent).
 */
export function toMinor(decimal: number, currency: CurrencyCode): number | undefined {
  const minor = decimal * 10 ** EXPONENT[currency];
  const rounded = Math.round(minor);
  return Math.abs(minor - rounded) < 1e-6 ? rounded : undefined;
}

/** A wire decimal → integer minor units of `currency`, rounded to the currency's places. */
export function roundToMinor(decimal: number, currency: CurrencyCode): number {
  return Math.round(decimal * 10 ** EXPONENT[currency]);
}
