import { describe, expect, it } from 'vitest';
import { sheetAddressOf, venmoApproval, venmoFailure, venmoOptions } from './venmo-mapping.ts';

describe('venmoOptions', () => {
  it('pays the amount once at checkout, through web login on a desktop browser', () => {
    expect(
      venmoOptions(
        { walletType: 'mobile_wallet', flow: 'checkout', amount: 52.5, currency: 'USD' },
        {},
      ),
    ).toEqual({
      allowDesktop: true,
      allowDesktopWebLogin: true,
      mobileWebFallBack: true,
      paymentMethodUsage: 'single_use',
      totalAmount: '52.50',
      collectCustomerBillingAddress: false,
      collectCustomerShippingAddress: false,
    });
  });

  it('asks for a reusable account when the checkout may save it', () => {
    const options = venmoOptions(
      { walletType: 'mobile_wallet', flow: 'checkout', amount: 10, saveAccount: true },
      {},
    );
    expect(options).toMatchObject({ paymentMethodUsage: 'multi_use', totalAmount: '10.00' });
  });

  it('saves a reusable account in the vault flow, with no amount', () => {
    const options = venmoOptions({ walletType: 'mobile_wallet', flow: 'vault' }, undefined);
    expect(options.paymentMethodUsage).toBe('multi_use');
    expect(options).not.toHaveProperty('totalAmount');
  });

  it('asks for addresses only with Enriched Customer Data and a shipping callback', () => {
    const express = {
      walletType: 'mobile_wallet' as const,
      flow: 'checkout' as const,
      amount: 10,
      currency: 'USD',
      onShippingAddress: () => Promise.resolve({ error: {} }),
    };
    expect(venmoOptions(express, { enrichedCustomerDataEnabled: true })).toMatchObject({
      collectCustomerBillingAddress: true,
      collectCustomerShippingAddress: true,
    });
    expect(venmoOptions(express, {})).toMatchObject({ collectCustomerShippingAddress: false });
    const { onShippingAddress: _, ...tab } = express;
    expect(venmoOptions(tab, { enrichedCustomerDataEnabled: true })).toMatchObject({
      collectCustomerShippingAddress: false,
    });
  });
});

describe('venmoApproval', () => {
  it('keeps the nonce and the username, as the session account description', () => {
    expect(
      venmoApproval({
        nonce: 'fake-venmo-account-nonce-1',
        type: 'VenmoAccount',
        details: { username: '@venmojoe', paymentContextId: 'ctx' },
      }),
    ).toEqual({
      nonce: 'fake-venmo-account-nonce-1',
      details: { username: '@venmojoe', description: '@venmojoe' },
    });
  });

  it("maps the payer's name, contact and addresses where Venmo shared them", () => {
    const address = {
      fullName: 'Jordan Ann Miller',
      addressLine1: '500 Pine St',
      addressLine2: null,
      adminArea1: 'WA',
      adminArea2: 'Seattle',
      postalCode: '98101',
      countryCode: 'us',
    };
    const approval = venmoApproval({
      nonce: 'n',
      type: 'VenmoAccount',
      details: {
        username: '@jordan',
        payerInfo: {
          firstName: 'Jordan',
          lastName: 'Miller',
          email: 'jordan@example.com',
          phoneNumber: '2065550100',
          shippingAddress: address,
          billingAddress: { ...address, addressLine1: '' },
        },
      },
    });
    expect(approval.details).toEqual({
      username: '@jordan',
      description: '@jordan',
      email: 'jordan@example.com',
      phone: '2065550100',
      firstName: 'Jordan',
      lastName: 'Miller',
      shippingAddress: {
        firstName: 'Jordan',
        lastName: 'Ann Miller',
        line1: '500 Pine St',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        countryCode: 'US',
      },
    });
  });

  it('drops an address without a last name or country', () => {
    expect(
      sheetAddressOf({
        fullName: 'Cher',
        addressLine1: 'x',
        adminArea2: 'y',
        postalCode: '1',
        countryCode: 'US',
      }),
    ).toBeUndefined();
    expect(sheetAddressOf(null)).toBeUndefined();
  });
});

describe('venmoFailure', () => {
  it('is a cancel when the shopper left Venmo or closed its window', () => {
    for (const code of ['VENMO_CUSTOMER_CANCELED', 'VENMO_CANCELED', 'FRAME_SERVICE_FRAME_CLOSED'])
      expect(venmoFailure({ code, message: 'x' })).toEqual({ cancelled: true });
  });

  it("is an error with braintree-web's code and message otherwise", () => {
    expect(venmoFailure({ code: 'VENMO_TOKENIZATION_FAILED', message: 'failed' })).toEqual({
      error: { code: 'VENMO_TOKENIZATION_FAILED', message: 'failed' },
    });
    expect(venmoFailure(undefined)).toEqual({ error: {} });
  });
});
