/**
 * Address form rules shared by the storefront's address form and the commerce service (Shopper
 * Customers `CustomerAddress`). Browser-safe. Every issue's message is one of ADDRESS_RULES (the
 * storefront translates it by that rule id); messages are English for API clients.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './rules.ts';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_FIELD_MAX_LENGTH,
  PHONE_PATTERN,
  findAddressCountry,
  phoneDigits,
  siteAddressCountries,
  type AddressCountry,
} from './countries.ts';

/** `addressId` is a name the shopper gives the address ("Home"); it appears in URLs. */
export const ADDRESS_ID_MAX_LENGTH = 64;

export type AddressRuleId =
  'required' | 'maxLength' | 'addressId' | 'countryCode' | 'postalCode' | 'stateCode' | 'phone';

/** The rules an address form shows, by id, in English. */
export const ADDRESS_RULES: Readonly<Record<AddressRuleId, string>> = {
  required: 'Required',
  maxLength: `must be at most ${ADDRESS_FIELD_MAX_LENGTH} characters`,
  addressId: 'must be a name without "/" of at most 64 characters',
  countryCode: 'must be a country the store ships to',
  postalCode: 'must be a valid postal code for the country',
  stateCode: 'must be a valid state, province or territory for the country',
  phone: 'must be a phone number of 7 to 15 digits, optionally starting with +',
};

export {
  ADDRESS_COUNTRIES,
  ADDRESS_FIELD_MAX_LENGTH,
  PHONE_PATTERN,
  findAddressCountry,
  siteAddressCountries,
  type AddressCountry,
};

const issue = (rule: AddressRuleId) => ({ message: ADDRESS_RULES[rule], params: { rule } });

/** A missing or non-text value reads "Required" too. */
const text = (max = ADDRESS_FIELD_MAX_LENGTH) =>
  z.string({ error: ADDRESS_RULES.required }).trim().max(max, issue('maxLength'));
const required = (max = ADDRESS_FIELD_MAX_LENGTH) =>
  text(max).refine((v) => v.length > 0, issue('required'));
/** Empty optional fields ("" from a form) count as absent. */
const optional = () =>
  text()
    .optional()
    .transform((v) => (v ? v : undefined));

export const phoneSchema = z
  .string()
  .trim()
  .refine(
    (p) => PHONE_PATTERN.test(p) && phoneDigits(p) >= 7 && phoneDigits(p) <= 15,
    issue('phone'),
  );

export const addressIdSchema = z
  .string({ error: ADDRESS_RULES.required })
  .trim()
  .refine((id) => id.length > 0, issue('required'))
  .max(ADDRESS_ID_MAX_LENGTH, issue('addressId'))
  .refine((id) => !/[/\\?#%]/.test(id), issue('addressId'));

/**
 * A complete address (create, and the result of applying a change). Postal code and state are
 * checked for the chosen country; the state is required where the country has states.
 */
export const addressSchema = z
  .object({
    addressId: addressIdSchema,
    firstName: required(NAME_MAX_LENGTH),
    lastName: required(NAME_MAX_LENGTH),
    address1: required(),
    address2: optional(),
    city: required(),
    postalCode: required(),
    stateCode: optional(),
    countryCode: z
      .string({ error: ADDRESS_RULES.required })
      .trim()
      .refine((c) => c.length > 0, issue('required'))
      .transform((c) => c.toUpperCase())
      .refine((c) => findAddressCountry(c) !== undefined, issue('countryCode')),
    phone: phoneSchema
      .optional()
      .or(z.literal(''))
      .transform((v) => (v ? v : undefined)),
    preferred: z.boolean().optional(),
  })
  // `when`: also checked when other fields are wrong, so a form shows every error at once.
  // Fields that failed their own schema may hold anything here.
  .superRefine(
    (a: { countryCode?: unknown; postalCode?: unknown; stateCode?: unknown } | null, ctx) => {
      // `when` runs this for any input, a `null` or non-object body included.
      if (typeof a !== 'object' || a === null) return;
      const country =
        typeof a.countryCode === 'string' ? findAddressCountry(a.countryCode.trim()) : undefined;
      if (!country) return;
      const postalCode = typeof a.postalCode === 'string' ? a.postalCode.trim() : '';
      const stateCode = typeof a.stateCode === 'string' ? a.stateCode.trim() : '';
      if (postalCode && !country.postalCode.test(postalCode))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], ...issue('postalCode') });
      if (!country.states) return;
      if (!stateCode) ctx.addIssue({ code: 'custom', path: ['stateCode'], ...issue('required') });
      else if (!country.states.includes(stateCode.toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['stateCode'], ...issue('stateCode') });
    },
    { when: () => true },
  )
  .transform((a) => ({
    ...a,
    postalCode: a.postalCode.toUpperCase(),
    ...(a.stateCode ? { stateCode: a.stateCode.toUpperCase() } : {}),
  }));

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
