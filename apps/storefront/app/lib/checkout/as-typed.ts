/**
 * Formatting as the shopper types (spec 002 §5 phone; issue 14 expiry and card number): digits
 * only, the separators put in by the page, the caret kept after the same digit it followed, so
 * a digit typed or deleted in the middle stays where it was typed. Pasted text, formatted or not,
 * is read the same way.
 */

/** Most digits a card number has (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** "1230" → "12/30", "123" → "12/3", "12 / 30" → "12/30": month and year, MM/YY. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "4111111111111111" → "4111 1111 1111 1111": groups of four, at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The caret's place in `formatted` after as many digits as stood before it in `typed`. */
export function caretAfterDigits(typed: string, caret: number, formatted: string): number {
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** Formats an input's value in place, keeping its caret after the same digit. */
export function formatInput(input: HTMLInputElement, format: (typed: string) => string): void {
  const typed = input.value;
  const caret = input.selectionStart ?? typed.length;
  const formatted = format(typed);
  if (formatted === typed) return;
  input.value = formatted;
  // The caret only matters in the field being typed in (setting it elsewhere steals focus on iOS).
  if (input.ownerDocument.activeElement !== input) return;
  const at = caret >= typed.length ? formatted.length : caretAfterDigits(typed, caret, formatted);
  input.setSelectionRange(at, at);
}
