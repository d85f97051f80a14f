import { describe, expect, it } from 'vitest';
import {
  announcesRedirect,
  configuredMessage,
  countryRefusal,
  expressFallback,
  problemCode,
  walletErrorOf,
  walletErrorText,
} from './errors.ts';

const text = (key: string) => `<${key}>`;

describe('wallet error mapping (spec 002 §8)', () => {
  it('maps codes to the configured message of the wallet', () => {
    expect(configuredMessage('zero-amount', 'paypal')).toBe('zeroAmount');
    expect(configuredMessage('zero-amount', 'google_pay')).toBe('googlePayZeroAmount');
    expect(configuredMessage('zero-amount', 'mobile_wallet')).toBe('mobileWalletZeroAmount');
    expect(configuredMessage('shipping-country-not-allowed', 'google_pay')).toBe(
      'addressNotSupported',
    );
    // The other wallets end their flow with it, in the shopper's language.
    expect(configuredMessage('shipping-country-not-allowed', 'paypal')).toBe('countryNotAllowed');
    expect(configuredMessage('shipping-country-not-allowed', 'apple_pay')).toBe(
      'countryNotAllowed',
    );
    expect(configuredMessage('billing-address-not-supported', 'paypal')).toBe(
      'billingAddressNotSupported',
    );
  });

  it('names the wallet whose gateway configuration is missing (spec 002 §8)', () => {
    expect(configuredMessage('no-configuration', 'apple_pay')).toBe('noApplePayConfiguration');
    expect(configuredMessage('no-configuration', 'google_pay')).toBe('noGooglePayConfiguration');
    // The other wallets show the express flow's default error.
    expect(
      walletErrorText({ code: 'no-configuration' }, 'paypal', text, expressFallback('paypal')),
    ).toBe('<expressFailed>');
  });

  it('falls back to the raw message, then to the network message', () => {
    expect(walletErrorText({ code: 'zero-amount', message: 'raw' }, 'apple_pay', text)).toBe(
      '<zeroAmount>',
    );
    expect(
      walletErrorText({ code: 'declined', message: 'The card was declined.' }, 'apple_pay', text),
    ).toBe('The card was declined.');
    expect(walletErrorText({ code: 'declined', message: '  ' }, 'apple_pay', text)).toBe(
      '<network>',
    );
    expect(walletErrorText({}, 'paypal', text)).toBe('<network>');
    expect(walletErrorText({ code: 'network' }, 'paypal', text, 'expressFailed')).toBe('<network>');
    expect(walletErrorText({}, 'paypal', text, expressFallback('paypal'))).toBe('<expressFailed>');
    expect(walletErrorText({}, 'google_pay', text, expressFallback('google_pay'))).toBe(
      '<googlePayFailed>',
    );
  });

  it('reads problem bodies: serverErrors and fieldErrors joined into sentences, redirects', () => {
    expect(problemCode({ type: 'https://x/errors/zero-amount' })).toBe('zero-amount');
    expect(problemCode({ type: 7 })).toBeUndefined();
    expect(walletErrorOf(null)).toEqual({ code: 'network' });
    expect(
      walletErrorOf({
        type: '/errors/shipping-country-not-allowed',
        title: 'Shipping Country Not Allowed',
        fieldErrors: { city: 'City is required' },
        serverErrors: ['Ships to US only'],
      }),
    ).toEqual({
      code: 'shipping-country-not-allowed',
      message: 'City is required. Ships to US only.',
    });
    expect(walletErrorOf({ errorMessage: 'Try later', redirectURL: '/cart' })).toEqual({
      message: 'Try later',
      redirectUrl: '/cart',
    });
    expect(walletErrorOf({ title: 'Bad', detail: 'Worse' })).toEqual({ message: 'Worse' });
  });
});

describe('a refused express shipping country (spec 002 §5, §8)', () => {
  const refused = { code: 'shipping-country-not-allowed', message: 'Express orders on US ship…' };

  it('ends the PayPal flow with a toast where the shopper is, from any place', () => {
    for (const place of ['pdp', 'minicart', 'cart', 'checkout'] as const)
      expect(countryRefusal(refused, 'paypal', place)).toEqual({
        code: 'shipping-country-not-allowed',
      });
  });

  it("sends the other wallets to the checkout's shipping step, and announces why", () => {
    const refusal = countryRefusal(refused, 'apple_pay', 'cart');
    expect(refusal).toEqual({
      code: 'shipping-country-not-allowed',
      redirectUrl: '/checkout#shipping',
    });
    expect(countryRefusal(refused, 'amazon_pay', 'minicart')?.redirectUrl).toBe(
      '/checkout#shipping',
    );
    expect(announcesRedirect(refusal!)).toBe(true);
    // A cart error's redirect stays silent.
    expect(announcesRedirect({ code: 'basket-not-found', redirectUrl: '/cart' })).toBe(false);
  });

  it('keeps the shopper on the product page, whose product left the basket again', () => {
    expect(countryRefusal(refused, 'apple_pay', 'pdp')).toEqual({
      code: 'shipping-country-not-allowed',
    });
  });

  it("leaves Google Pay's in-sheet answer and every other error alone", () => {
    expect(countryRefusal(refused, 'google_pay', 'cart')).toBeNull();
    expect(countryRefusal({ code: 'shipping-address-invalid' }, 'apple_pay', 'cart')).toBeNull();
    expect(countryRefusal({}, 'paypal', 'cart')).toBeNull();
  });
});
