/**
 * Spec 002 §5 phone format: "(xxx) xxx-xxxx, digits only, at most 10 digits used". It applies to
 * the countries of the North American numbering plan the store ships to (docs/decisions.md
 * "Checkout phone format"); other countries' numbers are kept as typed.
 */
export const PHONE_MAX_DIGITS = 10;
export const NANP_COUNTRIES: readonly string[] = ['US', 'CA'];

export const usesNanpPhone = (countryCode: string): boolean =>
  NANP_COUNTRIES.includes(countryCode.trim().toUpperCase());

/**
 * The phone as the shopper types it, formatted so far: "2065" → "(206) 5", "2065550134" →
 * "(206) 555-0134". Anything but digits is dropped; digits past the tenth are ignored.
 */
export function formatPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A complete North American number: exactly 10 digits. */
export const isCompleteNanpPhone = (phone: string): boolean =>
  phone.replace(/\D/g, '').length === PHONE_MAX_DIGITS;
