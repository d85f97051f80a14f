/**
 * What the sandbox wallet sheet starts with (docs/decisions.md "Wallet approval sheet in the
 * sandbox", "Express payments"): never a real customer's data. A guest starts from empty fields;
 * a signed-in shopper from their own name, email, phone and saved address (the preferred one,
 * else the first, in a country the site's express orders ship to); a checkout wallet tab from
 * what the shopper already gave the checkout. Shoppers may change every field before approving.
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import type { AddressField } from './address-fields.ts';

export interface SandboxBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: Partial<Record<AddressField, string>>;
}

/** Nothing filled in: the shopper types the buyer. */
export const EMPTY_BUYER: SandboxBuyer = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: {},
};

/** The customer record fields the pre-fill reads (Shopper Customers `Customer`). */
export interface CustomerRecord {
  email?: string;
  firstName?: string;
  lastName?: string;
  phoneHome?: string;
  phoneMobile?: string;
  addresses?: Array<Partial<ShopperCustomersTypes.CustomerAddress>>;
}

const clean = (value: string | undefined | null) => value?.trim() ?? '';

/**
 * A signed-in customer's own data as the sheet's buyer: their name, email and phone, and their
 * preferred saved address (else the first) among those in `countries`; none there, no address.
 */
export function customerBuyer(
  customer: CustomerRecord,
  countries: readonly string[],
): SandboxBuyer {
  const shippable = (customer.addresses ?? []).filter((a) =>
    countries.includes(clean(a.countryCode).toUpperCase()),
  );
  const saved = shippable.find((a) => a.preferred) ?? shippable[0];
  const phone =
    clean(customer.phoneHome) || clean(customer.phoneMobile) || clean(saved?.phone ?? '');
  return {
    email: clean(customer.email),
    firstName: clean(customer.firstName) || clean(saved?.firstName),
    lastName: clean(customer.lastName) || clean(saved?.lastName),
    phone,
    address: saved
      ? {
          line1: clean(saved.address1),
          line2: clean(saved.address2),
          city: clean(saved.city),
          state: clean(saved.stateCode),
          postalCode: clean(saved.postalCode),
          countryCode: clean(saved.countryCode).toUpperCase(),
        }
      : {},
  };
}

/** The checkout form's address values (lib/checkout/fields.ts names). */
type CheckoutAddress = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'address1'
    | 'address2'
    | 'city'
    | 'stateCode'
    | 'postalCode'
    | 'countryCode'
    | 'phone',
    string
  >
>;

/**
 * A checkout wallet tab's buyer: the email and shipping address the shopper gave the checkout
 * (the billing address's name and phone when the shipping address has none).
 */
export function checkoutBuyer(
  email: string,
  shipping: CheckoutAddress,
  billing: CheckoutAddress,
): SandboxBuyer {
  const pick = (field: keyof CheckoutAddress) => clean(shipping[field]) || clean(billing[field]);
  return {
    email: clean(email),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    phone: pick('phone'),
    address: {
      line1: clean(shipping.address1),
      line2: clean(shipping.address2),
      city: clean(shipping.city),
      state: clean(shipping.stateCode),
      postalCode: clean(shipping.postalCode),
      countryCode: clean(shipping.countryCode).toUpperCase(),
    },
  };
}
