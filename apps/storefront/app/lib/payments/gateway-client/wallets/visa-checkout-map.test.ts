import { describe, expect, it } from 'vitest';
import {
  sheetAddressOf,
  visaApproval,
  visaAssetsFor,
  visaInitOptions,
  visaLocale,
} from './visa-checkout-map.ts';

const visaAddress = {
  firstName: 'Jordan',
  lastName: 'Miller',
  streetAddress: '1 Main St',
  extendedAddress: 'Apt 2',
  locality: 'Seattle',
  region: 'WA',
  postalCode: '98101',
  countryCode: 'us',
  phoneNumber: '2065550100',
};

describe("Visa's stored-card scheme through braintree-web", () => {
  it("loads Visa's sandbox SDK and button for the sandbox, its production ones for production", () => {
    expect(visaAssetsFor('sandbox').sdk).toMatch(
      /^https:\/\/sandbox-assets\.secure\.checkout\.visa\.com\//,
    );
    expect(visaAssetsFor('sandbox').button).toMatch(
      /^https:\/\/sandbox\.secure\.checkout\.visa\.com\//,
    );
    expect(visaAssetsFor('production').sdk).toMatch(
      /^https:\/\/assets\.secure\.checkout\.visa\.com\//,
    );
    expect(visaAssetsFor('production').button).toMatch(/^https:\/\/secure\.checkout\.visa\.com\//);
    // An unknown environment never reaches production.
    expect(visaAssetsFor(undefined)).toEqual(visaAssetsFor('sandbox'));
  });

  it('pays the checkout amount in its currency, and only saves the card in the vault flow', () => {
    expect(
      visaInitOptions(
        { walletType: 'stored_card_scheme', flow: 'checkout', amount: 129.9, currency: 'USD' },
        'en-US',
      ),
    ).toEqual({
      paymentRequest: { currencyCode: 'USD', subtotal: '129.90' },
      settings: {
        locale: 'en_US',
        shipping: { collectShipping: 'false' },
        review: { buttonAction: 'Pay' },
      },
    });
    const vault = visaInitOptions({ walletType: 'stored_card_scheme', flow: 'vault' }, 'fr-FR');
    expect(vault.paymentRequest).toEqual({});
    expect(vault.settings.review.buttonAction).toBe('Continue');
    expect(vault.settings.locale).toBe('fr_FR');
    expect(visaLocale('de-DE')).toBe('de_DE');
  });

  it('asks Visa for a shipping address only when the caller answers for addresses', () => {
    const options = visaInitOptions(
      {
        walletType: 'stored_card_scheme',
        flow: 'checkout',
        amount: 10,
        currency: 'USD',
        onShippingAddress: () => Promise.resolve({ error: {} }),
      },
      'en-US',
    );
    expect(options.settings.shipping.collectShipping).toBe('true');
  });

  it("maps Visa's addresses to the sheet's, and refuses one without street, city or country", () => {
    expect(sheetAddressOf(visaAddress)).toEqual({
      firstName: 'Jordan',
      lastName: 'Miller',
      line1: '1 Main St',
      line2: 'Apt 2',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      countryCode: 'US',
      phone: '2065550100',
    });
    expect(sheetAddressOf(undefined)).toBeUndefined();
    expect(sheetAddressOf({ ...visaAddress, streetAddress: ' ' })).toBeUndefined();
    expect(sheetAddressOf({ ...visaAddress, countryCode: '' })).toBeUndefined();
    // A nameless address takes the buyer's name.
    expect(
      sheetAddressOf(
        { ...visaAddress, firstName: '', lastName: undefined },
        { firstName: 'Sam', lastName: 'Buyer' },
      ),
    ).toMatchObject({ firstName: 'Sam', lastName: 'Buyer' });
  });

  it('answers what the sandbox sheet answers for a stored-card-scheme approval', () => {
    const approval = visaApproval(
      {
        nonce: 'fake-visa-checkout-visa-nonce-1',
        type: 'VisaCheckoutCard',
        description: 'ending in 11',
        details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11' },
        userData: {
          userEmail: 'jordan@example.com',
          userFirstName: 'Jordan',
          userLastName: 'Miller',
        },
        shippingAddress: visaAddress,
        billingAddress: { ...visaAddress, extendedAddress: '' },
      },
      '{"correlation_id":"abc"}',
    );
    expect(approval).toEqual({
      nonce: 'fake-visa-checkout-visa-nonce-1',
      details: {
        cardType: 'visa',
        lastFour: '1111',
        description: 'Visa ending in 1111',
        email: 'jordan@example.com',
        firstName: 'Jordan',
        lastName: 'Miller',
        owner: 'Jordan Miller',
        phone: '2065550100',
        shippingAddress: expect.objectContaining({ line1: '1 Main St', line2: 'Apt 2' }) as unknown,
        billingAddress: expect.not.objectContaining({
          line2: expect.anything() as unknown,
        }) as unknown,
        deviceData: '{"correlation_id":"abc"}',
      },
    });
  });

  it('keeps out what Visa did not return', () => {
    expect(visaApproval({ nonce: 'n' })).toEqual({ nonce: 'n', details: {} });
    expect(
      visaApproval({ nonce: 'n', details: { cardType: 'MasterCard', lastFour: '4444' } }).details,
    ).toEqual({
      cardType: 'mastercard',
      lastFour: '4444',
      description: 'MasterCard ending in 4444',
    });
  });
});
