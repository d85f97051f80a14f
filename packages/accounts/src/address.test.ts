import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, ADDRESS_RULES, addressSchema, phoneSchema } from './address.ts';
import { profileSchema } from './profile.ts';

const base = {
  addressId: 'Home',
  firstName: 'Ada',
  lastName: 'Ember',
  address1: '1 Fire Road',
  city: 'Town',
};

const issuesOf = (value: unknown) => {
  const result = addressSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: i.message,
      }));
};

describe('addressSchema', () => {
  it.each([
    ['US', '94105-1234', 'CA'],
    ['CA', 'k1a0b1', 'ON'],
    ['AU', '2000', 'NSW'],
    ['DE', '10178', undefined],
    ['NL', '1012 JS', undefined],
    ['IE', 'D02 X285', undefined],
    ['PT', '1100-148', undefined],
  ])('accepts a %s address with postal code %s', (countryCode, postalCode, stateCode) => {
    expect(issuesOf({ ...base, countryCode, postalCode, stateCode })).toEqual([]);
  });

  it.each([
    ['US', '9410', 'CA', ['postalCode']],
    ['US', '94105', undefined, ['stateCode']],
    ['CA', '12345', 'XX', ['postalCode', 'stateCode']],
    ['AU', '20000', 'NSW', ['postalCode']],
    ['DE', '1017', undefined, ['postalCode']],
  ])('refuses %s %s / %s', (countryCode, postalCode, stateCode, paths) => {
    expect(issuesOf({ ...base, countryCode, postalCode, stateCode }).map((i) => i.path)).toEqual(
      paths,
    );
  });

  it('names required fields with the rule messages the storefront translates', () => {
    expect(issuesOf({ countryCode: 'XX', postalCode: '' })).toEqual([
      { path: 'addressId', message: ADDRESS_RULES.required },
      { path: 'firstName', message: ADDRESS_RULES.required },
      { path: 'lastName', message: ADDRESS_RULES.required },
      { path: 'address1', message: ADDRESS_RULES.required },
      { path: 'city', message: ADDRESS_RULES.required },
      { path: 'postalCode', message: ADDRESS_RULES.required },
      { path: 'countryCode', message: ADDRESS_RULES.countryCode },
    ]);
  });

  it('reports country rules together with missing fields', () => {
    const { firstName: _f, ...withoutName } = base;
    expect(
      issuesOf({ ...withoutName, countryCode: 'us', postalCode: '123' }).map((i) => i.path),
    ).toEqual(['firstName', 'postalCode', 'stateCode']);
  });

  it('covers the countries of every site', () => {
    for (const code of ['US', 'CA', 'AU', 'DE', 'FR', 'IE'])
      expect(ADDRESS_COUNTRIES.some((c) => c.code === code)).toBe(true);
  });

  it('accepts phone numbers of 7 to 15 digits', () => {
    expect(phoneSchema.safeParse('+49 (30) 1234-5678').success).toBe(true);
    expect(phoneSchema.safeParse('555 0100').success).toBe(true);
    expect(phoneSchema.safeParse('12345').success).toBe(false);
    expect(phoneSchema.safeParse('call me').success).toBe(false);
  });
});

describe('profileSchema', () => {
  it('accepts a partial change and refuses repeated express buttons', () => {
    expect(profileSchema.safeParse({ c_emailOptIn: true }).success).toBe(true);
    expect(profileSchema.safeParse({ c_expressButtons: ['paypal', 'paypal'] }).success).toBe(false);
  });
});
