/**
 * Address form rules shared by the storefront's address form and the commerce service (Shopper
 * Customers `CustomerAddress`). Browser-safe. Every issue's message is one of ADDRESS_RULES (the
 * storefront translates it by that rule id); messages are English for API clients.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './rules.ts';

export const ADDRESS_FIELD_MAX_LENGTH = 256;
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

/** State codes where a country's addresses need one (ISO 3166-2 subdivisions). */
const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP';
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const AU_STATES = 'ACT NSW NT QLD SA TAS VIC WA';

export interface AddressCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** The postal code's shape (tested case-insensitively after trimming). */
  postalCode: RegExp;
  /** An example for the form's hint. */
  postalCodeExample: string;
  /** Valid state codes when the country's addresses need one. */
  states?: readonly string[];
}

const FOUR = /^\d{4}$/;
const FIVE = /^\d{5}$/;
const country = (
  code: string,
  postalCode: RegExp,
  postalCodeExample: string,
  states?: string,
): AddressCountry => ({
  code,
  postalCode,
  postalCodeExample,
  ...(states ? { states: states.split(' ') } : {}),
});

/** The countries of the US, Canada, EU and Australia sites (spec 000 §1) and their postal codes. */
export const ADDRESS_COUNTRIES: readonly AddressCountry[] = [
  country('US', /^\d{5}(-\d{4})?$/, '94105', US_STATES),
  country('CA', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1', CA_PROVINCES),
  country('AU', FOUR, '2000', AU_STATES),
  country('NZ', FOUR, '6011'),
  country('AT', FOUR, '1010'),
  country('BE', FOUR, '1000'),
  country('BG', FOUR, '1000'),
  country('HR', FIVE, '10000'),
  country('CY', FOUR, '1010'),
  country('CZ', /^\d{3} ?\d{2}$/, '110 00'),
  country('DK', FOUR, '1050'),
  country('EE', FIVE, '10111'),
  country('FI', FIVE, '00100'),
  country('FR', FIVE, '75001'),
  country('DE', FIVE, '10178'),
  country('GR', /^\d{3} ?\d{2}$/, '105 57'),
  country('HU', FOUR, '1051'),
  country('IE', /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, 'D02 X285'),
  country('IT', FIVE, '00184'),
  country('LV', /^(LV-)?\d{4}$/i, 'LV-1050'),
  country('LT', /^(LT-)?\d{5}$/i, 'LT-01100'),
  country('LU', /^(L-)?\d{4}$/i, '1111'),
  country('MT', /^[A-Z]{3} ?\d{4}$/i, 'VLT 1117'),
  country('NL', /^\d{4} ?[A-Z]{2}$/i, '1012 JS'),
  country('PL', /^\d{2}-\d{3}$/, '00-001'),
  country('PT', /^\d{4}-\d{3}$/, '1100-148'),
  country('RO', /^\d{6}$/, '010011'),
  country('SK', /^\d{3} ?\d{2}$/, '811 01'),
  country('SI', FOUR, '1000'),
  country('ES', FIVE, '28001'),
  country('SE', /^\d{3} ?\d{2}$/, '111 22'),
  country('CH', FOUR, '8001'),
  country('NO', FOUR, '0150'),
  country('GB', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'SW1A 1AA'),
];

export const findAddressCountry = (code: string): AddressCountry | undefined =>
  ADDRESS_COUNTRIES.find((c) => c.code === code.toUpperCase());

/**
 * The countries a site ships to: those of its locales (US → US, Canada → CA, EU → the European
 * countries it sells to, Australia → AU and NZ) that have address rules here
 * (docs/decisions.md "Address countries per site").
 */
export function siteAddressCountries(site: {
  l10n: { supportedLocales: readonly { id: string }[] };
}): string[] {
  const codes = site.l10n.supportedLocales.map((l) => l.id.split('-')[1] ?? '');
  return [...new Set(codes)].filter((code) => findAddressCountry(code) !== undefined);
}

/** 7 to 15 digits (E.164), with spaces, dots, dashes and brackets allowed between them. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

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
    (a: { countryCode?: unknown; postalCode?: unknown; stateCode?: unknown }, ctx) => {
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
