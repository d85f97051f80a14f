/**
 * The address fields of the wallet sheet, in their order. A leaf module: the sheet's fields, its
 * starting buyer and the express actions all name them without importing one another.
 */
export type AddressField = 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'countryCode';

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'countryCode',
];
