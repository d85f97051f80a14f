/**
 * The address form (spec 000 §2 "Addresses"), checked with @solo/accounts' addressSchema: the
 * rules the commerce service applies to createCustomerAddress and updateCustomerAddress, so the
 * shopper reads the same message before and after submitting.
 */
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_RULES,
  addressSchema,
  findAddressCountry,
  type Address,
  type AddressRuleId,
} from '@solo/accounts';
import type { FieldError, FieldErrors, FormValues, ServiceProblem } from './form-errors.ts';
import { ADDRESS_FIELDS, type AddressField } from './form-fields.ts';

export { ADDRESS_FIELDS } from './form-fields.ts';
export type { AddressField } from './form-fields.ts';

/** The rule a service or schema message stands for (ADDRESS_RULES holds each message once). */
const RULE_OF_MESSAGE = new Map(
  Object.entries(ADDRESS_RULES).map(([rule, message]) => [message, rule as AddressRuleId]),
);

function ruleError(rule: AddressRuleId | undefined, countryCode: string): FieldError {
  switch (rule) {
    case 'maxLength':
      return { key: 'tooLong', values: { max: ADDRESS_FIELD_MAX_LENGTH } };
    case 'addressId':
      return { key: 'addressIdInvalid' };
    case 'countryCode':
      return { key: 'countryInvalid' };
    case 'postalCode':
      return {
        key: 'postalCodeInvalid',
        values: { example: findAddressCountry(countryCode)?.postalCodeExample ?? '' },
      };
    case 'stateCode':
      return { key: 'stateInvalid' };
    case 'phone':
      return { key: 'phoneInvalid' };
    default:
      return { key: 'required' };
  }
}

const fieldOf = (name: string): AddressField | undefined =>
  name === 'phone' || (ADDRESS_FIELDS as readonly string[]).includes(name)
    ? (name as AddressField)
    : undefined;

export type AddressCheck =
  { ok: true; address: Address } | { ok: false; errors: FieldErrors<AddressField> };

export function checkAddress(values: FormValues<AddressField>, preferred = false): AddressCheck {
  const result = addressSchema.safeParse({ ...values, preferred });
  if (result.success) return { ok: true, address: result.data };
  const errors: FieldErrors<AddressField> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0]));
    if (field) errors[field] ??= ruleError(RULE_OF_MESSAGE.get(issue.message), values.countryCode);
  }
  return { ok: false, errors };
}

/** The service's 400s, on the field they name; null when the shopper cannot fix it there. */
export function addressProblemErrors(
  problem: ServiceProblem,
  countryCode: string,
): FieldErrors<AddressField> | null {
  if (problem.status !== 400 || problem.invalidFields.length === 0) return null;
  const errors: FieldErrors<AddressField> = {};
  for (const { name, reason } of problem.invalidFields) {
    const field = fieldOf(name);
    if (!field) return null;
    if (reason === 'is already in use') errors[field] ??= { key: 'addressIdInUse' };
    else if (reason.startsWith('at most'))
      errors[field] ??= { key: 'addressLimit', values: { max: Number(/\d+/.exec(reason)?.[0]) } };
    else errors[field] ??= ruleError(RULE_OF_MESSAGE.get(reason), countryCode);
  }
  return errors;
}

/** What the Addresses action answers when it does not redirect. */
export type AddressActionData =
  | {
      intent: 'save';
      /** The address being edited; absent for a new one. */
      editing?: string;
      values: FormValues<AddressField>;
      preferred: boolean;
      errors: FieldErrors<AddressField>;
      failed?: true;
    }
  | { intent: 'delete' | 'preferred'; failed: true };

/** The confirmation the page shows after a redirect (`?done=`). */
export const ADDRESS_DONE = ['saved', 'deleted', 'preferred'] as const;
export type AddressDone = (typeof ADDRESS_DONE)[number];

/**
 * The body of createCustomerAddress / updateCustomerAddress: the checked address, with the
 * optional fields the shopper emptied sent as '' so an update clears them. Unticking
 * "preferred" changes nothing: another address becomes preferred by being chosen.
 */
export function addressBody({ preferred: _checked, ...address }: Address, preferred: boolean) {
  return {
    ...address,
    address2: address.address2 ?? '',
    stateCode: address.stateCode ?? '',
    phone: address.phone ?? '',
    // Only ever set: the service keeps exactly one preferred address.
    ...(preferred ? { preferred: true } : {}),
  };
}
