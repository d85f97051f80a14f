import { describe, expect, it } from 'vitest';
import { BILLING_RULES, checkAddress, checkEmail, shippingRules } from './address.ts';
import { ADDRESS_FIELDS, emptyValues } from './fields.ts';

const SEATTLE = {
  firstName: ' Robin ',
  lastName: 'Alder',
  address1: '400 Pine Street',
  address2: '',
  city: 'Seattle',
  stateCode: 'wa',
  postalCode: '98101',
  countryCode: 'US',
  phone: '206.555.0134',
};
const US = shippingRules(['US']);

describe('checkAddress (spec 002 §3, §5)', () => {
  it('accepts a complete US address, trimmed, codes upper case, phone (xxx) xxx-xxxx', () => {
    expect(checkAddress(SEATTLE, US)).toEqual({
      ok: true,
      address: {
        firstName: 'Robin',
        lastName: 'Alder',
        address1: '400 Pine Street',
        city: 'Seattle',
        stateCode: 'WA',
        postalCode: '98101',
        countryCode: 'US',
        phone: '(206) 555-0134',
      },
    });
  });

  it('names every missing field at once', () => {
    const check = checkAddress(emptyValues(ADDRESS_FIELDS), US);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(
      ['address1', 'city', 'countryCode', 'firstName', 'lastName', 'phone', 'postalCode'].sort(),
    );
    expect(check.errors.firstName).toEqual({ key: 'required' });
  });

  it('refuses a country the site does not ship to, and checks postal code, state and phone', () => {
    const check = checkAddress(
      { ...SEATTLE, countryCode: 'CA', postalCode: '981', stateCode: 'WA', phone: '555-0134' },
      US,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        countryCode: { key: 'countryNotShipped' },
        postalCode: { key: 'postalCodeInvalid', values: { example: 'K1A 0B1' } },
        stateCode: { key: 'stateInvalid' },
        phone: { key: 'phoneNanp' },
      },
    });
  });

  it('keeps other countries’ phones as typed (7 to 15 digits) and their states optional', () => {
    const berlin = {
      ...SEATTLE,
      countryCode: 'DE',
      stateCode: '',
      postalCode: '10178',
      city: 'Berlin',
      phone: '+49 30 1234567',
    };
    const check = checkAddress(berlin, shippingRules(['DE', 'FR']));
    expect(check.ok && check.address.phone).toBe('+49 30 1234567');
    expect(checkAddress({ ...berlin, phone: '12' }, shippingRules(['DE']))).toMatchObject({
      ok: false,
      errors: { phone: { key: 'phoneInvalid' } },
    });
  });

  it('takes a billing address in any country with rules, phone optional', () => {
    const check = checkAddress(
      { ...SEATTLE, countryCode: 'NZ', stateCode: '', postalCode: '6011', phone: '' },
      BILLING_RULES,
    );
    expect(check.ok).toBe(true);
    expect(checkAddress({ ...SEATTLE, countryCode: 'XX' }, BILLING_RULES)).toMatchObject({
      ok: false,
      errors: { countryCode: { key: 'countryInvalid' } },
    });
  });

  it('refuses too long values with the limit', () => {
    const check = checkAddress({ ...SEATTLE, city: 'x'.repeat(300) }, US);
    expect(check).toMatchObject({
      ok: false,
      errors: { city: { key: 'tooLong', values: { max: 256 } } },
    });
  });
});

describe('checkEmail', () => {
  it('accepts a trimmed email and names what is wrong otherwise', () => {
    expect(checkEmail(' robin@example.com ')).toEqual({ ok: true, email: 'robin@example.com' });
    expect(checkEmail('')).toEqual({ ok: false, error: { key: 'required' } });
    expect(checkEmail('robin@')).toEqual({ ok: false, error: { key: 'emailInvalid' } });
  });
});
