import { describe, expect, it } from 'vitest';
import {
  approvalFields,
  missingFields,
  sheetAddress,
  sheetBuyer,
  shippingFields,
} from './sheet-fields.ts';

const values: Record<string, string> = {
  email: ' jo@example.com ',
  firstName: 'Jo',
  lastName: 'Miller ',
  phone: '',
  cardNumber: ' 4111 ',
  'ship.line1': '12 Ember Lane',
  'ship.line2': ' ',
  'ship.city': 'Austin',
  'ship.state': 'TX',
  'ship.postalCode': '78701',
  'ship.countryCode': 'us',
};

describe('sheetAddress', () => {
  it('trims, upper-cases the country and leaves out empty optional parts', () => {
    expect(sheetAddress(values, 'ship')).toEqual({
      firstName: 'Jo',
      lastName: 'Miller',
      line1: '12 Ember Lane',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      countryCode: 'US',
    });
  });
});

describe('required fields', () => {
  it('Update shipping needs the name and the shipping address', () => {
    expect(shippingFields()).toEqual([
      'firstName',
      'lastName',
      'ship.line1',
      'ship.line2',
      'ship.city',
      'ship.state',
      'ship.postalCode',
      'ship.countryCode',
    ]);
  });

  it('Approve asks for shipping only at checkout and billing only when it differs', () => {
    expect(approvalFields(false, true)).toEqual(['email', 'firstName', 'lastName', 'phone']);
    expect(approvalFields(true, true)).toContain('ship.city');
    expect(approvalFields(true, true)).not.toContain('bill.city');
    expect(approvalFields(false, false)).toContain('bill.city');
  });

  it('phone, line 2, state and card are optional, except the phone for Google Pay', () => {
    const fields = approvalFields(true, false);
    expect(missingFields(values, fields, 'paypal')).toEqual([
      'bill.line1',
      'bill.city',
      'bill.postalCode',
      'bill.countryCode',
    ]);
    expect(missingFields(values, ['phone', 'ship.line2'], 'google_pay')).toEqual(['phone']);
  });

  it('Apple Pay needs a phone when it ships (express), not when it only pays (spec 002 §5)', () => {
    expect(missingFields(values, approvalFields(true, true), 'apple_pay')).toEqual(['phone']);
    expect(missingFields(values, approvalFields(false, true), 'apple_pay')).toEqual([]);
    expect(
      missingFields(
        { ...values, phone: '(512) 555-0100' },
        approvalFields(true, true),
        'apple_pay',
      ),
    ).toEqual([]);
  });
});

describe('sheetBuyer', () => {
  it('sends a test card only for the wallets that hold cards', () => {
    const shipping = sheetAddress(values, 'ship');
    expect(sheetBuyer(values, 'apple_pay', shipping, shipping)).toEqual({
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Miller',
      shippingAddress: shipping,
      billingAddress: shipping,
      cardNumber: '4111',
    });
    expect(sheetBuyer(values, 'paypal', undefined, undefined)).toEqual({
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Miller',
    });
  });
});
