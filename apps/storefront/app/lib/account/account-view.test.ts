import { describe, expect, it } from 'vitest';
import { findSite } from '@solo/sites';
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { accountHomeView, addressListView, emailOptInOf, profileValues } from './account-view.ts';
import { countryNamer, countryOptions, siteCountries } from './countries.ts';
import { loginRedirectPath } from './login-redirect.ts';
import { ACCOUNT_NAV, accountPath } from './nav.ts';

const address = (id: string, preferred: boolean): ShopperCustomersTypes.CustomerAddress => ({
  addressId: id,
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '1 Market St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  preferred,
});

const customer = {
  customerId: 'c1',
  firstName: 'Jordan',
  lastName: 'Miller',
  email: 'jordan.miller@example.com',
  phoneHome: '+1 415 555 0100',
  addresses: [address('Work', false), address('Home', true), address('Cabin', false)],
  c_emailOptIn: true,
} as ShopperCustomersTypes.Customer;

const names = countryNamer('en-US');

describe('account view models', () => {
  it('greets by first name and shows the preferred address as label lines', () => {
    expect(accountHomeView(customer, names)).toMatchObject({
      firstName: 'Jordan',
      fullName: 'Jordan Miller',
      email: 'jordan.miller@example.com',
      preferredAddress: {
        addressId: 'Home',
        preferred: true,
        lines: ['Jordan Miller', '1 Market St', 'San Francisco, CA 94105', 'United States'],
      },
    });
    expect(accountHomeView({ ...customer, addresses: [] }, names).preferredAddress).toBeNull();
  });

  it('lists the preferred address first, then by name, with the edit form values', () => {
    const list = addressListView(customer, names);
    expect(list.map((a) => a.addressId)).toEqual(['Home', 'Cabin', 'Work']);
    expect(list[0]?.values).toMatchObject({ address2: '', stateCode: 'CA', phone: '' });
  });

  it('gives the profile form and the opt-in their stored values', () => {
    expect(profileValues(customer)).toEqual({
      firstName: 'Jordan',
      lastName: 'Miller',
      email: 'jordan.miller@example.com',
      phone: '+1 415 555 0100',
    });
    expect(emailOptInOf(customer)).toBe(true);
    expect(emailOptInOf({ ...customer, c_emailOptIn: undefined })).toBe(false);
  });
});

describe('account navigation', () => {
  it('lists the sections of spec 000 §2 that have a page, in order', () => {
    expect(ACCOUNT_NAV.map((item) => accountPath(item.path))).toEqual([
      '/account',
      '/account/orders',
      '/account/subscriptions',
      '/account/wishlist',
      '/account/profile',
      '/account/addresses',
      '/account/payments',
      '/account/preferences',
    ]);
  });

  it('sends a guest to the sign-in page of the same prefix with the page as returnUrl', () => {
    const at = (path: string) => loginRedirectPath(new URL(path, 'http://shop.test'));
    expect(at('/account')).toBe('/login?returnUrl=%2Faccount');
    expect(at('/account/addresses?edit=Home')).toBe(
      '/login?returnUrl=%2Faccount%2Faddresses%3Fedit%3DHome',
    );
    expect(at('/eu/de/account/profile')).toBe(
      '/eu/de/login?returnUrl=%2Feu%2Fde%2Faccount%2Fprofile',
    );
    expect(at('/ca/account/')).toBe('/ca/login?returnUrl=%2Fca%2Faccount%2F');
  });
});

describe('address countries per site', () => {
  it('offers the countries of the site', () => {
    expect(siteCountries(findSite('SoloUS')!)).toEqual(['US']);
    expect(siteCountries(findSite('SoloCA')!)).toEqual(['CA']);
    expect(siteCountries(findSite('SoloAUS')!)).toEqual(['AU', 'NZ', 'JP', 'KR', 'CN', 'TW']);
    const eu = siteCountries(findSite('SoloEU')!);
    expect(eu).toEqual(expect.arrayContaining(['DE', 'FR', 'IE', 'NO', 'CH']));
    expect(eu).not.toContain('US');
  });

  it('names them in the page language, sorted', () => {
    const options = countryOptions(findSite('SoloEU')!, 'de-DE');
    expect(options.find((o) => o.code === 'DE')?.name).toBe('Deutschland');
    const sorted = [...options].sort((a, b) => a.name.localeCompare(b.name, 'de-DE'));
    expect(options).toEqual(sorted);
  });
});
