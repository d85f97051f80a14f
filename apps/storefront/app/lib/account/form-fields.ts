/**
 * The field names of the account forms, apart from their rules so the pages can read a form
 * without loading zod (the rules load when a shopper first reaches a form).
 */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PASSWORD_FIELDS = ['currentPassword', 'password'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const ADDRESS_FIELDS = [
  'addressId',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'postalCode',
  'stateCode',
  'countryCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
