/**
 * What the Google Pay and Apple Pay drivers share: amounts as the wallets' APIs take them (decimal
 * strings in the currency's digits), a person's name split as our addresses keep it, and the
 * stand-in for what a wallet hides before approval (docs/decisions/braintree-wallets.md).
 */
import type { SheetAddress } from '../../../wallets/actions.ts';

/** A decimal amount as a wallet's string: the currency's own fraction digits (JPY 0, USD 2). */
export function walletAmount(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return amount.toFixed(digits);
}

/** "Ada Lovelace King" → first "Ada Lovelace", last "King"; one word is the last name. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0]!, lastName: words[0]! };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * Before approval Google Pay and Apple Pay reveal only the town, region, postal code and country
 * of the shipping address; the shipping callback (spec 002 §4) needs no more to quote, and the
 * parts they hide are held by this mark until the approval gives the full address, which is then
 * set again.
 */
export const HIDDEN_PART = '-';

/** The redacted address a wallet shows before approval, as the shipping callback takes it. */
export function redactedAddress(address: {
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}): SheetAddress {
  return {
    firstName: HIDDEN_PART,
    lastName: HIDDEN_PART,
    line1: HIDDEN_PART,
    city: address.locality?.trim() || HIDDEN_PART,
    ...(address.administrativeArea?.trim() ? { state: address.administrativeArea.trim() } : {}),
    postalCode: address.postalCode?.trim() ?? '',
    countryCode: (address.countryCode ?? '').trim().toUpperCase(),
  };
}

/** A shipping option's cost in the shopper's language ("$5.99"), with its arrival if known. */
export function optionDetail(cost: number, currency: string, localeId: string, arrival?: string) {
  const price = new Intl.NumberFormat(localeId, { style: 'currency', currency }).format(cost);
  return arrival ? `${price} · ${arrival}` : price;
}
