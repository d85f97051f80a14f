import { describe, expect, it } from 'vitest';
import {
  approvalOfPayPal,
  paypalFundingSource,
  sheetAddressOf,
  splitRecipient,
} from './paypal-details.ts';

const payer = { firstName: 'Jordan', lastName: 'Miller' };

describe('PayPal approval → sheet approval', () => {
  it('maps the payer and both addresses as the sandbox sheet answers them', () => {
    const approval = approvalOfPayPal({
      nonce: 'fake-paypal-one-time-nonce-1',
      details: {
        email: ' buyer@example.com ',
        payerId: 'PAYER1',
        firstName: 'Jordan',
        lastName: 'Miller',
        phone: '555-867-5309',
        shippingAddress: {
          recipientName: 'Alex Q Rivera',
          line1: '1 Main St',
          line2: 'Apt 2',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          countryCode: 'us',
        },
        billingAddress: {
          line1: '9 Elm St',
          city: 'Boston',
          state: 'MA',
          postalCode: '02108',
          countryCode: 'US',
        },
      },
    });
    expect(approval).toEqual({
      nonce: 'fake-paypal-one-time-nonce-1',
      details: {
        email: 'buyer@example.com',
        firstName: 'Jordan',
        lastName: 'Miller',
        phone: '555-867-5309',
        payerId: 'PAYER1',
        shippingAddress: {
          firstName: 'Alex',
          lastName: 'Q Rivera',
          line1: '1 Main St',
          line2: 'Apt 2',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          countryCode: 'US',
          phone: '555-867-5309',
        },
        billingAddress: {
          firstName: 'Jordan',
          lastName: 'Miller',
          line1: '9 Elm St',
          city: 'Boston',
          state: 'MA',
          postalCode: '02108',
          countryCode: 'US',
          phone: '555-867-5309',
        },
      },
    });
  });

  it('leaves out what PayPal did not give (a vaulted account has no addresses)', () => {
    expect(approvalOfPayPal({ nonce: 'n', details: { email: 'a@b.co' } })).toEqual({
      nonce: 'n',
      details: { email: 'a@b.co' },
    });
  });

  it('drops an address missing a part the store needs', () => {
    const full = { line1: '1 Main St', city: 'Austin', postalCode: '78701', countryCode: 'US' };
    expect(sheetAddressOf(full, payer)).toMatchObject({ firstName: 'Jordan', city: 'Austin' });
    for (const part of ['line1', 'city', 'postalCode', 'countryCode'] as const)
      expect(sheetAddressOf({ ...full, [part]: ' ' }, payer)).toBeUndefined();
    expect(sheetAddressOf({ ...full, countryCode: 'USA' }, payer)).toBeUndefined();
    expect(sheetAddressOf(full, { firstName: '', lastName: '' })).toBeUndefined();
    expect(sheetAddressOf(undefined, payer)).toBeUndefined();
  });

  it('splits the recipient, falling back to the payer', () => {
    expect(splitRecipient('Alex Rivera', payer)).toEqual({ firstName: 'Alex', lastName: 'Rivera' });
    expect(splitRecipient('Alex', payer)).toEqual({ firstName: 'Alex', lastName: 'Miller' });
    expect(splitRecipient('  ', payer)).toEqual(payer);
  });

  it('picks Pay Later only when asked for', () => {
    expect(paypalFundingSource('paylater')).toBe('paylater');
    expect(paypalFundingSource('paypal')).toBe('paypal');
    expect(paypalFundingSource(undefined)).toBe('paypal');
  });
});
