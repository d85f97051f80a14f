import { describe, expect, it } from 'vitest';
import { validityErrors } from './validity.ts';

const valid = { valid: true, valueMissing: false, patternMismatch: false };
const missing = { valid: false, valueMissing: true, patternMismatch: false };
const mismatch = { valid: false, valueMissing: false, patternMismatch: true };

describe('validityErrors (spec 002 §5)', () => {
  it('marks each billing field the browser finds invalid', () => {
    expect(
      validityErrors(
        [
          { name: 'billing_firstName', validity: missing },
          { name: 'billing_city', validity: valid },
          { name: 'billing_phone', validity: mismatch },
          { name: 'billing_countryCode', validity: missing },
        ],
        'billing_',
      ),
    ).toEqual({
      firstName: { key: 'required' },
      phone: { key: 'phoneNanp' },
      countryCode: { key: 'required' },
    });
  });

  it('answers nothing when every field is valid, and ignores other fields', () => {
    expect(validityErrors([{ name: 'billing_city', validity: valid }], 'billing_')).toEqual({});
    expect(
      validityErrors(
        [
          { name: 'firstName', validity: missing },
          { name: 'billing_other', validity: missing },
        ],
        'billing_',
      ),
    ).toEqual({});
  });
});
