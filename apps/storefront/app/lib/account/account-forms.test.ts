import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS, addressBody, addressProblemErrors, checkAddress } from './address-form.ts';
import type { FormValues } from './form-errors.ts';
import { valuesOf } from './form-errors.ts';
import {
  checkPasswordChange,
  checkProfile,
  passwordProblemErrors,
  profileProblemErrors,
} from './profile-form.ts';
import { checkNewPassword, checkResetEmail } from './reset-form.ts';

const profile = { firstName: 'Jordan', lastName: 'Miller', email: 'jo@example.com', phone: '' };

describe('profile form', () => {
  it('passes a valid profile on as the updateCustomer body, trimmed', () => {
    expect(
      checkProfile({ ...profile, email: ' jo@example.com ', phone: '+1 415 555 0100' }),
    ).toEqual({
      ok: true,
      update: {
        firstName: 'Jordan',
        lastName: 'Miller',
        email: 'jo@example.com',
        phoneHome: '+1 415 555 0100',
      },
    });
  });

  it('names each faulty field with its message (spec 000 §5 for the email)', () => {
    expect(checkProfile({ firstName: '', lastName: ' ', email: '', phone: '12' })).toEqual({
      ok: false,
      errors: {
        lastName: { key: 'required' },
        email: { key: 'emailRequired' },
        phone: { key: 'phoneInvalid' },
      },
    });
    expect(checkProfile({ ...profile, email: 'jo@', firstName: 'x'.repeat(257) })).toEqual({
      ok: false,
      errors: {
        email: { key: 'emailInvalid' },
        firstName: { key: 'tooLong', values: { max: 256 } },
      },
    });
  });

  it('shows a taken email on the email field; other problems are not field errors', () => {
    expect(
      profileProblemErrors({
        status: 400,
        title: 'Login Already In Use',
        invalidFields: [{ name: 'email', reason: 'is already in use' }],
      }),
    ).toEqual({ email: { key: 'emailInUse' } });
    expect(profileProblemErrors({ status: 500, invalidFields: [] })).toBeNull();
    expect(
      profileProblemErrors({ status: 400, invalidFields: [{ name: 'birthday', reason: 'x' }] }),
    ).toBeNull();
  });
});

describe('password change', () => {
  it('needs the current password and a new one meeting every rule, each reported', () => {
    expect(checkPasswordChange({ currentPassword: '', password: 'short' })).toEqual({
      ok: false,
      errors: {
        currentPassword: { key: 'currentPasswordRequired' },
        password: ['minLength', 'uppercase', 'digit', 'special'],
      },
    });
    expect(checkPasswordChange({ currentPassword: 'old', password: 'Campfire#2025' })).toEqual({
      ok: true,
      change: { currentPassword: 'old', password: 'Campfire#2025' },
    });
  });

  it('puts a wrong current password and throttling on the current password field', () => {
    expect(
      passwordProblemErrors({
        status: 401,
        title: 'Invalid Customer Credentials',
        invalidFields: [{ name: 'currentPassword', reason: 'is not correct' }],
      }),
    ).toEqual({ currentPassword: { key: 'currentPasswordWrong' } });
    expect(passwordProblemErrors({ status: 429, invalidFields: [] })).toEqual({
      currentPassword: { key: 'tooManyAttempts' },
    });
    expect(passwordProblemErrors({ status: 401, title: 'Unauthorized', invalidFields: [] })).toBe(
      null,
    );
  });
});

const home: FormValues<(typeof ADDRESS_FIELDS)[number]> = {
  addressId: 'Home',
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '1 Market St',
  address2: '',
  city: 'San Francisco',
  postalCode: '94105',
  stateCode: 'ca',
  countryCode: 'US',
  phone: '',
};

describe('address form', () => {
  it('accepts a complete address with the service rules and normalises codes', () => {
    const check = checkAddress(home);
    expect(check.ok && check.address).toMatchObject({ addressId: 'Home', stateCode: 'CA' });
  });

  it('reports every missing field as required and country-specific faults with an example', () => {
    const empty = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as typeof home;
    const check = checkAddress(empty);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    for (const field of ['addressId', 'firstName', 'lastName', 'address1', 'city', 'postalCode'])
      expect(check.errors[field as keyof typeof home], field).toEqual({ key: 'required' });
    expect(check.errors.countryCode).toEqual({ key: 'required' });

    expect(checkAddress({ ...home, postalCode: '9410', stateCode: 'ZZ', phone: '12' })).toEqual({
      ok: false,
      errors: {
        postalCode: { key: 'postalCodeInvalid', values: { example: '94105' } },
        stateCode: { key: 'stateInvalid' },
        phone: { key: 'phoneInvalid' },
      },
    });
    expect(checkAddress({ ...home, addressId: 'a/b' })).toMatchObject({
      errors: { addressId: { key: 'addressIdInvalid' } },
    });
  });

  it('maps the service problems to the fields they name', () => {
    expect(
      addressProblemErrors(
        { status: 400, invalidFields: [{ name: 'addressId', reason: 'is already in use' }] },
        'US',
      ),
    ).toEqual({ addressId: { key: 'addressIdInUse' } });
    expect(
      addressProblemErrors(
        { status: 400, invalidFields: [{ name: 'addressId', reason: 'at most 20 addresses' }] },
        'US',
      ),
    ).toEqual({ addressId: { key: 'addressLimit', values: { max: 20 } } });
    expect(
      addressProblemErrors(
        {
          status: 400,
          invalidFields: [
            { name: 'postalCode', reason: 'must be a valid postal code for the country' },
          ],
        },
        'CA',
      ),
    ).toEqual({ postalCode: { key: 'postalCodeInvalid', values: { example: 'K1A 0B1' } } });
    expect(addressProblemErrors({ status: 404, invalidFields: [] }, 'US')).toBeNull();
  });

  it('sends emptied optional fields as blanks, and preferred only when chosen', () => {
    const check = checkAddress(home);
    if (!check.ok) throw new Error('valid');
    expect(addressBody(check.address, false)).toMatchObject({ address2: '', phone: '' });
    expect(addressBody(check.address, false)).not.toHaveProperty('preferred');
    expect(addressBody(check.address, true)).toMatchObject({ preferred: true });
  });

  it('reads the typed values of a form, blanks for missing fields', () => {
    const form = new FormData();
    form.set('city', 'Austin');
    expect(valuesOf(form, ['city', 'postalCode'])).toEqual({ city: 'Austin', postalCode: '' });
  });
});

describe('password reset forms', () => {
  it('asks for an email with the messages of spec 000 §5', () => {
    expect(checkResetEmail('  ')).toEqual({ ok: false, error: { key: 'emailRequired' } });
    expect(checkResetEmail('robin@')).toEqual({ ok: false, error: { key: 'emailInvalid' } });
    expect(checkResetEmail(' robin.alder@example.com ')).toEqual({
      ok: true,
      email: 'robin.alder@example.com',
    });
  });

  it('checks the new password against every rule', () => {
    expect(checkNewPassword('')).toEqual({
      ok: false,
      failedRules: ['minLength', 'uppercase', 'lowercase', 'digit', 'special'],
    });
    expect(checkNewPassword('Embers#2026')).toEqual({ ok: true, password: 'Embers#2026' });
  });
});
