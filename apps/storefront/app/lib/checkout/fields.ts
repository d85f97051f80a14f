/**
 * The checkout forms' field names and their error values, apart from the rules so components can
 * read a form without loading zod (the rules load when a shopper first reaches a form).
 */
import type { CheckoutMessageKey } from './messages.ts';
import type {
  FieldError as GenericFieldError,
  FieldErrors as GenericFieldErrors,
} from '../form-values.ts';

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

export type FieldError = GenericFieldError<CheckoutMessageKey>;
export type FieldErrors<F extends string = string> = GenericFieldErrors<F, CheckoutMessageKey>;
export { emptyValues, textOf, valuesOf, type FormValues } from '../form-values.ts';
