/**
 * Spec 002 §5 "Mobile-wallet billing form must pass browser validity before continuing": the
 * browser's constraint validation of the billing fields (`required`, the phone's `pattern`) as
 * the form's field errors, so an invalid field is marked with words, not only a browser bubble.
 */
import { ADDRESS_FIELDS, type AddressField, type FieldErrors } from './fields.ts';

type Validity = Pick<ValidityState, 'valid' | 'valueMissing' | 'patternMismatch'>;

const MISMATCH: Partial<Record<AddressField, FieldErrors[string]>> = {
  phone: { key: 'phoneNanp' },
  postalCode: { key: 'postalCodeInvalid' },
  stateCode: { key: 'stateInvalid' },
  countryCode: { key: 'countryInvalid' },
};

const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

/** The errors of the fields named `{prefix}{field}` that the browser finds invalid. */
export function validityErrors(
  fields: ReadonlyArray<{ name: string; validity: Validity }>,
  prefix: string,
): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const { name, validity } of fields) {
    const field = name.startsWith(prefix) ? name.slice(prefix.length) : '';
    if (validity.valid || !isAddressField(field)) continue;
    errors[field] = validity.valueMissing
      ? { key: 'required' }
      : (MISMATCH[field] ?? { key: 'required' });
  }
  return errors;
}
