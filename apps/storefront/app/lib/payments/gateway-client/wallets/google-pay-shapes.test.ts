import { describe, expect, it } from 'vitest';
import type { ExpressQuote } from '../../../wallets/actions.ts';
import {
  buyerOf,
  intermediateAddress,
  paymentDataError,
  quoteUpdate,
  sheetAddressOf,
  transactionInfo,
} from './google-pay-shapes.ts';

const quote: ExpressQuote = {
  amount: 61.98,
  currency: 'USD',
  shippingTotal: 5.99,
  taxTotal: 2.5,
  options: [
    { id: 'ground', name: 'Ground', cost: 5.99, arrival: '5–7 days', selected: false },
    { id: 'express', name: 'Express', cost: 15, selected: true },
  ],
};

describe('Google Pay shapes', () => {
  it('states a checkout total as a final decimal string in the currency’s digits', () => {
    expect(transactionInfo(61.9, 'USD')).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '61.90',
      currencyCode: 'USD',
    });
    expect(transactionInfo(undefined, 'EUR')).toEqual({
      totalPriceStatus: 'NOT_CURRENTLY_KNOWN',
      currencyCode: 'EUR',
    });
  });

  it('answers an address with the service’s options, its selected one preselected', () => {
    const update = quoteUpdate(quote, 'en-US', true);
    expect(update.newTransactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '61.98',
      currencyCode: 'USD',
    });
    expect(update.newShippingOptionParameters).toEqual({
      defaultSelectedOptionId: 'express',
      shippingOptions: [
        { id: 'ground', label: 'Ground', description: '$5.99 · 5–7 days' },
        { id: 'express', label: 'Express', description: '$15.00' },
      ],
    });
    // An option change answers the total only.
    expect(quoteUpdate(quote, 'en-US', false)).not.toHaveProperty('newShippingOptionParameters');
  });

  it('keeps refusals in Google’s sheet with Google’s reasons', () => {
    expect(
      paymentDataError(
        { code: 'shipping-country-not-allowed', message: 'No.' },
        'SHIPPING_ADDRESS',
      ),
    ).toEqual({
      reason: 'SHIPPING_ADDRESS_UNSERVICEABLE',
      message: 'No.',
      intent: 'SHIPPING_ADDRESS',
    });
    expect(paymentDataError({ code: 'shipping-address-invalid' }, 'SHIPPING_ADDRESS').reason).toBe(
      'SHIPPING_ADDRESS_INVALID',
    );
    expect(paymentDataError({ code: 'network' }, 'SHIPPING_ADDRESS').reason).toBe('OTHER_ERROR');
    expect(paymentDataError({ code: 'shipping-method-failed' }, 'SHIPPING_OPTION').reason).toBe(
      'SHIPPING_OPTION_INVALID',
    );
  });

  it('quotes a redacted callback address with its hidden parts marked', () => {
    expect(
      intermediateAddress({
        locality: 'Seattle',
        administrativeArea: 'WA',
        postalCode: '98101',
        countryCode: 'us',
      }),
    ).toEqual({
      firstName: '-',
      lastName: '-',
      line1: '-',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      countryCode: 'US',
    });
  });

  it('reads the approval’s addresses, email and phone', () => {
    const shipping = {
      name: 'Ada Byron King',
      address1: '1 Pike St',
      address2: 'Apt 2',
      address3: '',
      locality: 'Seattle',
      administrativeArea: 'WA',
      countryCode: 'US',
      postalCode: '98101',
      phoneNumber: '+1 206-555-0100',
    };
    expect(sheetAddressOf(shipping)).toEqual({
      firstName: 'Ada Byron',
      lastName: 'King',
      line1: '1 Pike St',
      line2: 'Apt 2',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      countryCode: 'US',
      phone: '+1 206-555-0100',
    });
    const buyer = buyerOf({
      email: 'ada@example.com',
      shippingAddress: shipping,
      paymentMethodData: {
        info: { billingAddress: { ...shipping, name: 'Ada King', phoneNumber: undefined } },
        tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{}' },
      },
    });
    expect(buyer).toMatchObject({
      email: 'ada@example.com',
      phone: '+1 206-555-0100',
      firstName: 'Ada Byron',
      lastName: 'King',
      billingAddress: { firstName: 'Ada', lastName: 'King', line1: '1 Pike St' },
    });
    expect(buyer.billingAddress).not.toHaveProperty('phone');
  });
});
