/**
 * Footer phone and text numbers as dialable links: the number starts at the first digit or "+"
 * (the text line is a sentence around it: "Text us at +31 6 5555 0143", "SMS : +33 6 …"); keep
 * its digits and a leading +, so "+1 (800) 555-0199" becomes "tel:+18005550199".
 */
function dialable(text: string): string {
  const start = text.search(/[+\d]/);
  const number = start < 0 ? '' : text.slice(start);
  return (number.startsWith('+') ? '+' : '') + number.replace(/\D/g, '');
}

export const telHref = (number: string) => `tel:${dialable(number)}`;
export const smsHref = (number: string) => `sms:${dialable(number)}`;

/** Spec 000 §2: the footer copyright carries the current year. */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
