/**
 * Footer phone and text numbers as dialable links: keep digits and a leading +, so
 * "+1 (800) 555-0199" becomes "tel:+18005550199".
 */
function dialable(number: string): string {
  const trimmed = number.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export const telHref = (number: string) => `tel:${dialable(number)}`;
export const smsHref = (number: string) => `sms:${dialable(number)}`;

/** Spec 000 §2: the footer copyright carries the current year. */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
