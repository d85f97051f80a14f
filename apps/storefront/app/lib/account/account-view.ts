/**
 * View models of the account pages, built on the server from the Shopper Customers `Customer`
 * (spec 000 §3: firstName, lastName, email, addresses with preferred) so the pages only render.
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import type { FormValues } from './form-errors.ts';
import type { AddressField } from './address-form.ts';

type Customer = ShopperCustomersTypes.Customer;
type CustomerAddress = ShopperCustomersTypes.CustomerAddress;

export interface AddressView {
  addressId: string;
  preferred: boolean;
  /** The address as printed on a label, one line each. */
  lines: string[];
  phone?: string;
  /** The address's fields for the edit form. */
  values: FormValues<AddressField>;
}

export interface AccountHomeView {
  firstName: string;
  fullName: string;
  email: string;
  preferredAddress: AddressView | null;
}

/** Turns a country code into its name in the page's language. */
export type CountryName = (code: string) => string;

export function addressView(address: CustomerAddress, countryName: CountryName): AddressView {
  const lines = [
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    address.address1 ?? '',
    address.address2 ?? '',
    `${address.city ?? ''}${address.stateCode ? `, ${address.stateCode}` : ''} ${address.postalCode ?? ''}`.trim(),
    address.countryCode ? countryName(address.countryCode) : '',
  ].filter(Boolean);
  return {
    addressId: address.addressId,
    preferred: address.preferred === true,
    lines,
    ...(address.phone ? { phone: address.phone } : {}),
    values: {
      addressId: address.addressId,
      firstName: address.firstName ?? '',
      lastName: address.lastName ?? '',
      address1: address.address1 ?? '',
      address2: address.address2 ?? '',
      city: address.city ?? '',
      postalCode: address.postalCode ?? '',
      stateCode: address.stateCode ?? '',
      countryCode: address.countryCode ?? '',
      phone: address.phone ?? '',
    },
  };
}

/** The preferred address first, then the others by name. */
export function addressListView(customer: Customer, countryName: CountryName): AddressView[] {
  return [...(customer.addresses ?? [])]
    .sort(
      (a, b) =>
        Number(b.preferred === true) - Number(a.preferred === true) ||
        a.addressId.localeCompare(b.addressId),
    )
    .map((a) => addressView(a, countryName));
}

export function accountHomeView(customer: Customer, countryName: CountryName): AccountHomeView {
  const preferred = customer.addresses?.find((a) => a.preferred) ?? customer.addresses?.[0];
  return {
    firstName: customer.firstName ?? '',
    fullName: `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(),
    email: customer.email ?? '',
    preferredAddress: preferred ? addressView(preferred, countryName) : null,
  };
}

/** The profile form's values as stored. */
export function profileValues(customer: Customer) {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    phone: customer.phoneHome ?? '',
  };
}

/** Communications Preferences: the stored email opt-in (`c_emailOptIn`, false when unset). */
export const emailOptInOf = (customer: Customer): boolean =>
  (customer as Customer & { c_emailOptIn?: unknown }).c_emailOptIn === true;
