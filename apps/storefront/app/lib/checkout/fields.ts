/**
 * The checkout forms' field names and their error values, apart from the rules so components can
 * read a form without loading zod (the rules load when a shopper first reaches a form).
 */
import type { CheckoutMessageKey } from '../../components/checkout/messages.ts';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The billing address's fields carry this prefix in the payment form (`billing_city`). */
export const BILLING_PREFIX = 'billing_';

/** Hosted-style card fields: never named in a form, so they never reach the storefront server. */
export const CARD_FIELDS = ['owner', 'number', 'expiration', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface FieldError {
  key: CheckoutMessageKey;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>;

/** A form's text fields as typed, put back into the form after an error. */
export type FormValues<F extends string> = Record<F, string>;

export const textOf = (value: FormDataEntryValue | null | undefined): string =>
  typeof value === 'string' ? value : '';

/** The named fields of a submitted form, each as text ('' when absent), with an optional prefix. */
export function valuesOf<F extends string>(
  form: FormData | URLSearchParams,
  fields: readonly F[],
  prefix = '',
): FormValues<F> {
  return Object.fromEntries(
    fields.map((f) => [f, textOf(form.get(`${prefix}${f}`))]),
  ) as FormValues<F>;
}

export const emptyValues = <F extends string>(fields: readonly F[]): FormValues<F> =>
  Object.fromEntries(fields.map((f) => [f, ''])) as FormValues<F>;
