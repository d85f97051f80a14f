/**
 * Apple Pay JS's shapes (ApplePayPaymentContact, ApplePayShippingMethod, ApplePayLineItem) ↔ the
 * wallet sheet's (lib/wallets/sheet.ts): pure, so the driver's session handlers are tested
 * without Safari.
 */
import type { ExpressQuote, SheetAddress } from '../../../wallets/actions.ts';
import { optionDetail, redactedAddress, walletAmount } from './shapes.ts';

export interface ApplePayContact {
  givenName?: string;
  familyName?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
  emailAddress?: string;
}

export interface ApplePayShippingMethod {
  label: string;
  detail: string;
  amount: string;
  identifier: string;
}

export interface ApplePayLineItem {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

/** The fields Apple's `ApplePayError` names for a contact. */
export type ContactField = 'name' | 'postalAddress' | 'phoneNumber' | 'emailAddress';

/** The total line: the merchant's name and the amount (pending when saving the account). */
export function appleTotal(
  label: string,
  amount: number | undefined,
  currency: string,
): ApplePayLineItem {
  return amount === undefined
    ? { label, amount: walletAmount(0, currency), type: 'pending' }
    : { label, amount: walletAmount(amount, currency), type: 'final' };
}

/**
 * Spec 002 §4: the service's options, its selected one first (Apple Pay preselects the first).
 */
export function appleShippingMethods(
  quote: ExpressQuote,
  localeId: string,
): ApplePayShippingMethod[] {
  const methods = quote.options.map((o) => ({
    label: o.name,
    detail: optionDetail(o.cost, quote.currency, localeId, o.arrival),
    amount: walletAmount(o.cost, quote.currency),
    identifier: o.id,
  }));
  const selected = quote.options.findIndex((o) => o.selected);
  if (selected > 0) methods.unshift(...methods.splice(selected, 1));
  return methods;
}

/** The redacted contact Apple gives `onshippingcontactselected`, as the shipping callback takes it. */
export const selectedContactAddress = (contact: ApplePayContact): SheetAddress =>
  redactedAddress(contact);

/** A full contact (on authorization) as the sheet's address, its phone with it. */
export function contactAddress(contact: ApplePayContact): SheetAddress {
  const [line1 = '', ...rest] = (contact.addressLines ?? []).map((l) => l.trim()).filter(Boolean);
  const state = contact.administrativeArea?.trim();
  const phone = contact.phoneNumber?.trim();
  return {
    firstName: contact.givenName?.trim() ?? '',
    lastName: contact.familyName?.trim() ?? '',
    line1,
    ...(rest.length ? { line2: rest.join(', ') } : {}),
    city: contact.locality?.trim() ?? '',
    ...(state ? { state } : {}),
    postalCode: contact.postalCode?.trim() ?? '',
    countryCode: (contact.countryCode ?? '').trim().toUpperCase(),
    ...(phone ? { phone } : {}),
  };
}

const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * Spec 002 §5: Apple Pay requires the billing name and address; an express payment that ships
 * also needs the shipping name, address, phone and email. Answers the fields that are missing,
 * each with the contact it belongs to (Apple's `billingContactInvalid`/`shippingContactInvalid`).
 */
export function missingContactFields(
  billing: ApplePayContact | undefined,
  shipping: ApplePayContact | undefined,
  shipped: boolean,
): Array<{ contact: 'billing' | 'shipping'; field: ContactField }> {
  const missing: Array<{ contact: 'billing' | 'shipping'; field: ContactField }> = [];
  const address = (c: ApplePayContact | undefined) =>
    filled(c?.addressLines?.[0]) &&
    filled(c?.locality) &&
    filled(c?.postalCode) &&
    filled(c?.countryCode);
  const name = (c: ApplePayContact | undefined) => filled(c?.givenName) && filled(c?.familyName);
  if (!name(billing)) missing.push({ contact: 'billing', field: 'name' });
  if (!address(billing)) missing.push({ contact: 'billing', field: 'postalAddress' });
  if (!shipped) return missing;
  if (!name(shipping)) missing.push({ contact: 'shipping', field: 'name' });
  if (!address(shipping)) missing.push({ contact: 'shipping', field: 'postalAddress' });
  if (!filled(shipping?.phoneNumber)) missing.push({ contact: 'shipping', field: 'phoneNumber' });
  if (!filled(shipping?.emailAddress)) missing.push({ contact: 'shipping', field: 'emailAddress' });
  return missing;
}

/** The buyer's details from Apple's authorized payment. */
export function buyerOfPayment(payment: {
  billingContact?: ApplePayContact;
  shippingContact?: ApplePayContact;
}) {
  const shipping = payment.shippingContact?.addressLines?.length
    ? contactAddress(payment.shippingContact)
    : undefined;
  const billing = payment.billingContact ? contactAddress(payment.billingContact) : undefined;
  const email =
    payment.shippingContact?.emailAddress?.trim() || payment.billingContact?.emailAddress?.trim();
  const phone =
    payment.shippingContact?.phoneNumber?.trim() || payment.billingContact?.phoneNumber?.trim();
  const named = shipping ?? billing;
  return {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    firstName: named?.firstName ?? '',
    lastName: named?.lastName ?? '',
    ...(shipping ? { shippingAddress: shipping } : {}),
    ...(billing ? { billingAddress: billing } : {}),
  };
}
