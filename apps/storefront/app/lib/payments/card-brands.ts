/**
 * Card brands as the payment gateway names them (`visa`, `mastercard`, …) and as a shopper reads
 * them. Spec 002 §3, §9: a stored card shows as its brand and the number mask. One table for the
 * account payments page and the checkout; no dependencies, so it costs a page nothing.
 */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  americanexpress: 'American Express',
  discover: 'Discover',
};

/** "visa" → "Visa", "Master Card" → "Mastercard"; an unknown type as it came. */
export function cardBrandName(cardType: string | undefined): string {
  const type = (cardType ?? '').trim();
  return CARD_BRANDS[type.toLowerCase().replace(/\s+/g, '')] ?? type;
}

/** Spec 002 §3, §9: a card number shows as 12 asterisks plus its last four digits. */
export const CARD_MASK = '*'.repeat(12);

export const maskedCardNumber = (lastFour: string): string => `${CARD_MASK}${lastFour}`;
