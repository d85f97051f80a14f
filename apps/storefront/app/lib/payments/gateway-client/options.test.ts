import { describe, expect, it } from 'vitest';
import {
  collectsDeviceData,
  fundingLists,
  hostedFieldsOptions,
  isVaultFlow,
  paypalPaymentOptions,
  paypalSdkOptions,
} from './options.ts';

/** The PayPal button's configuration as the commerce service answers it (express-payments.config.ts). */
const paypal = {
  enabled: true,
  displayName: 'PayPal',
  currency: 'EUR',
  locale: 'de_DE',
  flow: 'checkout',
  intent: 'capture',
  requestBillingAgreement: false,
  enableShippingAddress: true,
  isFraudToolsEnabled: true,
  billingAgreementDescription: 'SoloEU order',
  changePMButtonEnabled: false,
  enableFundingList: ['paylater'],
  disableFundingList: ['credit'],
  vaultModeEnabled: false,
};

describe('fundingLists (spec 002 §3 funding lists)', () => {
  it('passes the configured lists through', () => {
    expect(fundingLists(paypal)).toEqual({ enable: ['paylater'], disable: ['credit'] });
  });

  it('always adds card to the disabled list when changePMButtonEnabled is on', () => {
    expect(fundingLists({ ...paypal, changePMButtonEnabled: true })).toEqual({
      enable: ['paylater'],
      disable: ['credit', 'card'],
    });
    expect(
      fundingLists({ changePMButtonEnabled: true, disableFundingList: ['card'] }).disable,
    ).toEqual(['card']);
  });

  it('never enables what is disabled, and reads comma lists and junk', () => {
    expect(
      fundingLists({
        changePMButtonEnabled: true,
        enableFundingList: 'card, venmo,,paylater',
        disableFundingList: [3, '', 'sepa'],
      }),
    ).toEqual({ enable: ['venmo', 'paylater'], disable: ['sepa', 'card'] });
    expect(fundingLists({})).toEqual({ enable: [], disable: [] });
  });
});

describe('paypalSdkOptions: PayPal script query (commit false, buttons and messages)', () => {
  it('checkout flow: the configured intent, currency, locale and funding', () => {
    expect(paypalSdkOptions({ ...paypal, changePMButtonEnabled: true })).toEqual({
      components: 'buttons,messages',
      commit: false,
      intent: 'capture',
      currency: 'EUR',
      locale: 'de_DE',
      'enable-funding': 'paylater',
      'disable-funding': 'credit,card',
    });
  });

  it('keeps the intent order as configured', () => {
    expect(paypalSdkOptions({ ...paypal, intent: 'order' }).intent).toBe('order');
  });

  it('vault flow (flow vault, or vault mode on) tokenizes instead of paying', () => {
    for (const config of [
      { ...paypal, flow: 'vault' },
      { ...paypal, vaultModeEnabled: true },
    ]) {
      const options = paypalSdkOptions(config);
      expect(options).toMatchObject({ vault: true, intent: 'tokenize' });
      expect(options).not.toHaveProperty('currency');
    }
  });

  it('defaults to capture in USD without lists when the configuration says nothing', () => {
    expect(paypalSdkOptions({})).toEqual({
      components: 'buttons,messages',
      commit: false,
      intent: 'capture',
      currency: 'USD',
    });
  });
});

describe('paypalPaymentOptions: createPayment', () => {
  it('checkout flow: amount with two places, intent, shipping address', () => {
    expect(paypalPaymentOptions(paypal, 54.5)).toEqual({
      flow: 'checkout',
      intent: 'capture',
      amount: '54.50',
      currency: 'EUR',
      locale: 'de_DE',
      enableShippingAddress: true,
      shippingAddressEditable: true,
      displayName: 'PayPal',
    });
  });

  it('asks for a billing agreement for a subscription basket', () => {
    expect(paypalPaymentOptions({ ...paypal, requestBillingAgreement: true }, 10)).toMatchObject({
      flow: 'checkout',
      requestBillingAgreement: true,
    });
  });

  it('vault flow: no amount or intent, the billing agreement description', () => {
    const options = paypalPaymentOptions({ ...paypal, vaultModeEnabled: true }, 10);
    expect(options).toMatchObject({
      flow: 'vault',
      billingAgreementDescription: 'SoloEU order',
    });
    expect(options).not.toHaveProperty('amount');
    expect(options).not.toHaveProperty('intent');
    expect(isVaultFlow({ flow: 'checkout' })).toBe(false);
  });
});

describe('fraud tools and hosted fields', () => {
  it('collects device data unless the configuration turns fraud tools off', () => {
    expect(collectsDeviceData(paypal)).toBe(true);
    expect(collectsDeviceData({})).toBe(true);
    expect(collectsDeviceData({ isFraudToolsEnabled: false })).toBe(false);
  });

  it('puts each card field in its container with its label (owner, number, cvv, expiration)', () => {
    const containers = { owner: '#o', number: '#n', expiration: '#e', cvv: '#c' };
    const labels = { owner: 'Name', number: 'Number', expiration: 'Expiry', cvv: 'CVV' };
    expect(hostedFieldsOptions(containers, labels)).toEqual({
      cardholderName: { container: '#o', internalLabel: 'Name' },
      number: { container: '#n', internalLabel: 'Number' },
      expirationDate: { container: '#e', internalLabel: 'Expiry' },
      cvv: { container: '#c', internalLabel: 'CVV' },
    });
  });
});
