/**
 * Card field checks of the sandbox gateway's hosted card fields (spec 002 §5: owner, number, cvv
 * and expiration are marked invalid per field when empty or invalid). Pure functions: no clock
 * of their own, no I/O.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** The card fields as a shopper types them. */
export interface CardFields {
  number: string;
  /** MM/YY (MM/YYYY is read too). */
  expiration: string;
  cvv: string;
  owner: string;
}

export type CardField = keyof CardFields;

export type CardFieldCode =
  'required' | 'format' | 'length' | 'luhn' | 'unsupported_brand' | 'month' | 'expired' | 'too_far';

export interface CardFieldError {
  field: CardField;
  code: CardFieldCode;
  message: string;
}

/** A card that passed every check; the number and CVV only live as long as the request. */
export interface ValidCard {
  number: string;
  brand: CardBrand;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  owner: string;
}

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card may be valid for at most this many years ahead (as card networks issue them). */
export const MAX_EXPIRY_YEARS = 20;
export const MAX_OWNER_LENGTH = 100;

interface BrandRule {
  brand: CardBrand;
  /** Whether the number's leading digits belong to the brand. */
  prefix(digits: string): boolean;
  lengths: readonly number[];
}

const leading = (digits: string, n: number) => Number(digits.slice(0, n));
const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** Issuer identification ranges of the accepted brands. */
const BRANDS: readonly BrandRule[] = [
  { brand: 'visa', prefix: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  {
    brand: 'mastercard',
    prefix: (d) => between(leading(d, 2), 51, 55) || between(leading(d, 4), 2221, 2720),
    lengths: [16],
  },
  { brand: 'amex', prefix: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15] },
  {
    brand: 'discover',
    prefix: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      between(leading(d, 3), 644, 649) ||
      between(leading(d, 6), 622126, 622925),
    lengths: [16, 17, 18, 19],
  },
];

/** Digits of a typed number: spaces and dashes between groups are allowed, nothing else. */
export function cardDigits(number: string): string | undefined {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a number's leading digits name, whatever its length; undefined if none accepted. */
export function detectBrand(number: string): CardBrand | undefined {
  const digits = cardDigits(number);
  if (!digits) return undefined;
  return BRANDS.find((rule) => rule.prefix(digits))?.brand;
}

/** The spec's mask (002 §9): 12 asterisks and the last four digits. */
export const maskCardNumber = (lastFour: string): string => `${'*'.repeat(12)}${lastFour}`;

const fail = (field: CardField, code: CardFieldCode, message: string): CardFieldError => ({
  field,
  code,
  message,
});

function checkNumber(number: string): { brand: CardBrand; digits: string } | CardFieldError {
  if (!number.trim()) return fail('number', 'required', 'Required');
  const digits = cardDigits(number);
  if (!digits) return fail('number', 'format', 'must contain only digits');
  if (digits.length < 12 || digits.length > 19)
    return fail('number', 'length', 'must be 12 to 19 digits');
  if (!luhnValid(digits)) return fail('number', 'luhn', 'is not a valid card number');
  const rule = BRANDS.find((r) => r.prefix(digits));
  if (!rule)
    return fail(
      'number',
      'unsupported_brand',
      `card type not accepted; use ${Object.values(BRAND_NAMES).join(', ')}`,
    );
  if (!rule.lengths.includes(digits.length))
    return fail('number', 'length', `a ${BRAND_NAMES[rule.brand]} number has a different length`);
  return { brand: rule.brand, digits };
}

/** MM/YY (or MM/YYYY): valid through the last day of that month, in the shopper's favour (UTC). */
export function checkExpiration(
  expiration: string,
  now: Date,
): { month: number; year: number } | CardFieldError {
  const value = expiration.replace(/\s/g, '');
  if (!value) return fail('expiration', 'required', 'Required');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (!match) return fail('expiration', 'format', 'must be MM/YY');
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return fail('expiration', 'month', 'month must be 01 to 12');
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth))
    return fail('expiration', 'expired', 'the card has expired');
  if (year > thisYear + MAX_EXPIRY_YEARS)
    return fail('expiration', 'too_far', `must be within ${MAX_EXPIRY_YEARS} years`);
  return { month, year };
}

function checkCvv(cvv: string, brand: CardBrand | undefined): CardFieldError | undefined {
  const value = cvv.trim();
  if (!value) return fail('cvv', 'required', 'Required');
  if (brand === 'amex') {
    return /^\d{4}$/.test(value)
      ? undefined
      : fail('cvv', 'format', 'must be 4 digits for American Express');
  }
  if (brand) return /^\d{3}$/.test(value) ? undefined : fail('cvv', 'format', 'must be 3 digits');
  // The number is not valid yet: either length may be right.
  return /^\d{3,4}$/.test(value) ? undefined : fail('cvv', 'format', 'must be 3 or 4 digits');
}

function checkOwner(owner: string): CardFieldError | undefined {
  const value = owner.trim();
  if (!value) return fail('owner', 'required', 'Required');
  if (value.length > MAX_OWNER_LENGTH)
    return fail('owner', 'length', `must be at most ${MAX_OWNER_LENGTH} characters`);
  return undefined;
}

const isError = (v: unknown): v is CardFieldError =>
  typeof v === 'object' && v !== null && 'field' in v;

/** Every field checked at once: either the card, or one error per field at fault. */
export function validateCard(
  fields: CardFields,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; errors: CardFieldError[] } {
  const number = checkNumber(fields.number);
  const expiration = checkExpiration(fields.expiration, now);
  const brand = isError(number) ? detectBrand(fields.number) : number.brand;
  const errors = [
    isError(number) ? number : undefined,
    isError(expiration) ? expiration : undefined,
    checkCvv(fields.cvv, brand),
    checkOwner(fields.owner),
  ].filter((e): e is CardFieldError => e !== undefined);
  if (errors.length || isError(number) || isError(expiration)) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number: number.digits,
      brand: number.brand,
      lastFour: number.digits.slice(-4),
      expirationMonth: expiration.month,
      expirationYear: expiration.year,
      owner: fields.owner.trim(),
    },
  };
}
