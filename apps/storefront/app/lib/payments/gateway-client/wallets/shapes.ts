/**
 * What the wallet drivers share: amounts as the wallets' APIs take them (decimal strings in the
 * currency's digits), a person's name split as our addresses keep it, a wallet's address parts as
 * the sheet's address, and the stand-in for what a wallet hides before approval
 * (docs/decisions/braintree-wallets.md).
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

type Part = string | null | undefined;

/** A wallet's address, its parts already named as ours (each wallet names them its own way). */
export interface AddressParts {
  firstName: Part;
  lastName: Part;
  line1: Part;
  line2?: Part;
  city: Part;
  state?: Part;
  postalCode: Part;
  countryCode: Part;
  phone?: Part;
}

const text = (part: Part) => (part ?? '').trim();

/**
 * The sheet's address from a wallet's parts, trimmed; undefined when a part the store needs is
 * missing (a name, the street, city, postal code, a two-letter country).
 */
export function completeAddress(parts: AddressParts): SheetAddress | undefined {
  const [firstName, lastName, line1, city, postalCode] = [
    parts.firstName,
    parts.lastName,
    parts.line1,
    parts.city,
    parts.postalCode,
  ].map(text) as [string, string, string, string, string];
  const countryCode = text(parts.countryCode).toUpperCase();
  if (!firstName || !lastName || !line1 || !city || !postalCode || countryCode.length !== 2)
    return undefined;
  const [line2, state, phone] = [parts.line2, parts.state, parts.phone].map(text);
  return {
    firstName,
    lastName,
    line1,
    ...(line2 ? { line2 } : {}),
    city,
    ...(state ? { state } : {}),
    postalCode,
    countryCode,
    ...(phone ? { phone } : {}),
  };
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
