/**
 * The checkout's address and email rules (spec 002 §3, §5; docs/decisions.md "Basket addresses"),
 * one zod/mini schema for the browser and the checkout action, so the shopper reads the same
 * message before and after submitting. A shipping address must be in a country the site ships to
 * and have a phone; a billing address may be in any country with address rules, phone optional.
 */
import * as z from 'zod/mini';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  PHONE_PATTERN,
  findAddressCountry,
  phoneDigits,
} from '@solo/accounts/countries';
import type { CheckoutMessageKey } from './messages.ts';
import type { AddressField, FieldError, FieldErrors, FormValues } from './fields.ts';
import { formatPhone, isCompleteNanpPhone, usesNanpPhone } from './phone.ts';

export const EMAIL_MAX_LENGTH = 256;

const text = z.string().check(z.trim(), z.maxLength(ADDRESS_FIELD_MAX_LENGTH, 'tooLong'));
const required = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(ADDRESS_FIELD_MAX_LENGTH, 'tooLong'));

export interface AddressRules {
  /** The countries allowed; null: any country with address rules (a billing address). */
  countries: readonly string[] | null;
  phoneRequired: boolean;
}

const addressSchema = ({ countries, phoneRequired }: AddressRules) =>
  z
    .object({
      firstName: required,
      lastName: required,
      address1: required,
      address2: text,
      city: required,
      stateCode: text,
      postalCode: required,
      countryCode: required,
      phone: phoneRequired ? required : text,
    })
    .check(
      // Also run when fields failed their own checks, so the form shows every error at once.
      z.superRefine(
        (a, ctx) => {
          const fail = (path: AddressField, message: CheckoutMessageKey) =>
            ctx.issues.push({ code: 'custom', path: [path], message, input: a[path] });
          const code = a.countryCode.trim().toUpperCase();
          const country = code ? findAddressCountry(code) : undefined;
          if (code && (!country || (countries && !countries.includes(code))))
            fail('countryCode', countries ? 'countryNotShipped' : 'countryInvalid');
          const phone = a.phone.trim();
          if (phone && code) {
            const ok = usesNanpPhone(code)
              ? isCompleteNanpPhone(phone) && PHONE_PATTERN.test(phone)
              : PHONE_PATTERN.test(phone) && phoneDigits(phone) >= 7 && phoneDigits(phone) <= 15;
            if (!ok) fail('phone', usesNanpPhone(code) ? 'phoneNanp' : 'phoneInvalid');
          }
          if (!country) return;
          const postalCode = a.postalCode.trim();
          if (postalCode && !country.postalCode.test(postalCode))
            fail('postalCode', 'postalCodeInvalid');
          const stateCode = a.stateCode.trim().toUpperCase();
          if (country.states && !stateCode) fail('stateCode', 'required');
          else if (country.states && !country.states.includes(stateCode))
            fail('stateCode', 'stateInvalid');
        },
        { when: () => true },
      ),
    );

/** The address the Shopper Baskets API takes (`OrderAddress`). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

export type AddressCheck =
  { ok: true; address: CheckoutAddress } | { ok: false; errors: FieldErrors<AddressField> };

function errorOf(key: string, countryCode: string): FieldError {
  if (key === 'tooLong') return { key, values: { max: ADDRESS_FIELD_MAX_LENGTH } };
  if (key === 'postalCodeInvalid')
    return { key, values: { example: findAddressCountry(countryCode)?.postalCodeExample ?? '' } };
  return { key: key as CheckoutMessageKey };
}

export function checkAddress(values: FormValues<AddressField>, rules: AddressRules): AddressCheck {
  const result = addressSchema(rules).safeParse(values);
  if (!result.success) {
    const errors: FieldErrors<AddressField> = {};
    const countryCode = values.countryCode.trim().toUpperCase();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as AddressField;
      errors[field] ??= errorOf(issue.message, countryCode);
    }
    return { ok: false, errors };
  }
  const a = result.data;
  const countryCode = a.countryCode.toUpperCase();
  const phone = a.phone && usesNanpPhone(countryCode) ? formatPhone(a.phone) : a.phone;
  return {
    ok: true,
    address: {
      firstName: a.firstName,
      lastName: a.lastName,
      address1: a.address1,
      ...(a.address2 ? { address2: a.address2 } : {}),
      city: a.city,
      ...(a.stateCode ? { stateCode: a.stateCode.toUpperCase() } : {}),
      postalCode: a.postalCode.toUpperCase(),
      countryCode,
      ...(phone ? { phone } : {}),
    },
  };
}

/** The shipping address rules of a site: its countries, and a phone (spec 002 §5). */
export const shippingRules = (countries: readonly string[]): AddressRules => ({
  countries,
  phoneRequired: true,
});
export const BILLING_RULES: AddressRules = { countries: null, phoneRequired: false };

const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(EMAIL_MAX_LENGTH, 'tooLong'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid'),
  );

export type EmailCheck = { ok: true; email: string } | { ok: false; error: FieldError };

export function checkEmail(value: string): EmailCheck {
  const result = emailSchema.safeParse(value);
  if (result.success) return { ok: true, email: result.data };
  const key = result.error.issues[0]?.message ?? 'emailInvalid';
  return {
    ok: false,
    error: key === 'tooLong' ? { key, values: { max: EMAIL_MAX_LENGTH } } : errorOf(key, ''),
  };
}
