import { describe, expect, it } from 'vitest';
import type { ExpressQuote } from '../../../wallets/actions.ts';
import {
  appleShippingMethods,
  appleTotal,
  buyerOfPayment,
  contactAddress,
  missingContactFields,
  selectedContactAddress,
  type ApplePayContact,
} from './apple-pay-shapes.ts';

const quote: ExpressQuote = {
  amount: 61.98,
  currency: 'USD',
  shippingTotal: 15,
  taxTotal: 2.5,
  options: [
    { id: 'ground', name: 'Ground', cost: 5.99, arrival: '5–7 days', selected: false },
    { id: 'express', name: 'Express', cost: 15, selected: true },
  ],
};

const contact: ApplePayContact = {
  givenName: 'Ada',
  familyName: 'King',
  addressLines: ['1 Pike St', 'Apt 2'],
  locality: 'Seattle',
  administrativeArea: 'WA',
  postalCode: '98101',
  countryCode: 'us',
  phoneNumber: '2065550100',
  emailAddress: 'ada@example.com',
};

describe('Apple Pay shapes', () => {
  it('totals under the merchant’s name: final in checkout, pending when saving', () => {
    expect(appleTotal('Solo', 61.9, 'USD')).toEqual({
      label: 'Solo',
      amount: '61.90',
      type: 'final',
    });
    expect(appleTotal('Solo', undefined, 'USD')).toEqual({
      label: 'Solo',
      amount: '0.00',
      type: 'pending',
    });
  });

  it('offers the service’s options with its selected one first (Apple preselects the first)', () => {
    expect(appleShippingMethods(quote, 'en-US')).toEqual([
      { label: 'Express', detail: '$15.00', amount: '15.00', identifier: 'express' },
      { label: 'Ground', detail: '$5.99 · 5–7 days', amount: '5.99', identifier: 'ground' },
    ]);
  });

  it('maps the redacted and the full contact to the sheet’s address', () => {
    expect(
      selectedContactAddress({ locality: 'Seattle', postalCode: '98101', countryCode: 'us' }),
    ).toEqual({
      firstName: '-',
      lastName: '-',
      line1: '-',
      city: 'Seattle',
      postalCode: '98101',
      countryCode: 'US',
    });
    expect(contactAddress(contact)).toEqual({
      firstName: 'Ada',
      lastName: 'King',
      line1: '1 Pike St',
      line2: 'Apt 2',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      countryCode: 'US',
      phone: '2065550100',
    });
  });

  it('requires the billing name and address, and for express shipping name, address, phone, email', () => {
    expect(missingContactFields(contact, contact, true)).toEqual([]);
    expect(missingContactFields({ givenName: 'Ada' }, undefined, false)).toEqual([
      { contact: 'billing', field: 'name' },
      { contact: 'billing', field: 'postalAddress' },
    ]);
    expect(
      missingContactFields(
        contact,
        { ...contact, phoneNumber: ' ', emailAddress: undefined },
        true,
      ),
    ).toEqual([
      { contact: 'shipping', field: 'phoneNumber' },
      { contact: 'shipping', field: 'emailAddress' },
    ]);
    // The checkout tab ships to the checkout's address: the shipping contact is not checked.
    expect(missingContactFields(contact, undefined, false)).toEqual([]);
  });

  it('reads the buyer from the authorized payment', () => {
    const billing = { ...contact, phoneNumber: undefined, emailAddress: undefined };
    expect(buyerOfPayment({ billingContact: billing, shippingContact: contact })).toMatchObject({
      email: 'ada@example.com',
      phone: '2065550100',
      firstName: 'Ada',
      lastName: 'King',
      shippingAddress: { line1: '1 Pike St', countryCode: 'US' },
      billingAddress: { line1: '1 Pike St' },
    });
    // A shipping contact without an address (checkout tab: email and phone only) gives none.
    expect(
      buyerOfPayment({ billingContact: billing, shippingContact: { emailAddress: 'a@b.co' } }),
    ).not.toHaveProperty('shippingAddress');
  });
});
