/**
 * Addresses of a basket (Shopper Baskets v2 `OrderAddress`): the shipping address of a shipment,
 * the billing address, and the estimate address of an express flow. The field rules are
 * @solo/accounts' (docs/decisions.md "Basket addresses"); the countries depend on the site.
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_RULES,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  findAddressCountry,
} from '@solo/accounts';
import type { BasketAddress } from '@solo/db/schema';

/** Spec 002 §5 phone format for the US and Canada: (xxx) xxx-xxxx, at most 10 digits used. */
const NANP = new Set(['US', 'CA']);
export const NANP_PHONE_RULE = 'must be a phone number of 10 digits, (xxx) xxx-xxxx';

/** `(415) 555-0100` from any spelling of 10 digits (a leading 1 or +1 dropped). */
export function nanpPhone(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || !PHONE_PATTERN.test(phone.trim())) return undefined;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const otherPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15 ? phone : undefined;
};

const text = (max = ADDRESS_FIELD_MAX_LENGTH) =>
  z
    .string(ADDRESS_RULES.required)
    .trim()
    .max(max, ADDRESS_RULES.maxLength)
    .optional()
    .transform((v) => (v ? v : undefined));

const shape = {
  firstName: text(NAME_MAX_LENGTH),
  lastName: text(NAME_MAX_LENGTH),
  address1: text(),
  address2: text(),
  city: text(),
  postalCode: text(),
  stateCode: text(),
  countryCode: text(),
  phone: text(),
};

type Fields = { [K in keyof typeof shape]?: string | undefined };
type Need = 'full' | 'estimate';

/**
 * An address for `countries`: `full` needs name, street, city, postal code, country (and state
 * where the country has them) and, if `phoneRequired`, a phone; `estimate` (express flows before
 * the wallet reveals the address) needs a city, a country, and a state or postal code.
 */
export function basketAddressSchema(
  countries: readonly string[],
  need: Need,
  phoneRequired: boolean,
  countryRule = `must be one of ${countries.join(', ')}`,
) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .transform((a, ctx): BasketAddress => {
      const fail = (path: keyof Fields, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      const required: (keyof Fields)[] =
        need === 'full'
          ? ['firstName', 'lastName', 'address1', 'city', 'postalCode', 'countryCode']
          : ['city', 'countryCode'];
      if (phoneRequired) required.push('phone');
      for (const f of required) if (!a[f]) fail(f, ADDRESS_RULES.required);
      const code = a.countryCode?.toUpperCase();
      const country = code && countries.includes(code) ? findAddressCountry(code) : undefined;
      if (code && !country) fail('countryCode', countryRule);
      const postalCode = a.postalCode?.toUpperCase();
      const stateCode = a.stateCode?.toUpperCase();
      if (country && postalCode && !country.postalCode.test(postalCode))
        fail('postalCode', ADDRESS_RULES.postalCode);
      if (country?.states && stateCode && !country.states.includes(stateCode))
        fail('stateCode', ADDRESS_RULES.stateCode);
      if (country?.states && !stateCode && need === 'full')
        fail('stateCode', ADDRESS_RULES.required);
      if (need === 'estimate' && !stateCode && !postalCode)
        fail('stateCode', 'Required, or a postalCode');
      let phone = a.phone;
      if (phone && code) {
        phone = NANP.has(code) ? nanpPhone(phone) : otherPhone(phone);
        if (!phone) fail('phone', NANP.has(code) ? NANP_PHONE_RULE : ADDRESS_RULES.phone);
      }
      const address: BasketAddress = { countryCode: code ?? '' };
      for (const [key, value] of Object.entries({
        firstName: a.firstName,
        lastName: a.lastName,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        postalCode,
        stateCode,
        phone,
      }))
        if (value) (address as Record<string, string>)[key] = value;
      return address;
    });
}
