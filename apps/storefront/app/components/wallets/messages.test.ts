import { describe, expect, it } from 'vitest';
import { allMessages as m } from './all-messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('wallets messages', () => {
  it('keeps the exact texts of spec 002 §2, §5, §8', () => {
    expect(en[m.showMore.id]).toBe('Show More Payments Options');
    expect(en[m.showLess.id]).toBe('Show Less Payments Options');
    expect(en[m.googlePayZeroAmount.id]).toBe('Order total 0 is not allowed for GooglePay');
    expect(en[m.addressNotSupported.id]).toBe('Selected address is not supported');
    expect(en[m.shippingMethodsFailed.id]).toBe('Failed to fetch shipping methods');
    expect(en[m.shippingMethodFailed.id]).toBe('Failed to update shipping method');
    expect(en[m.addToCartFailed.id]).toBe('Error while adding product to cart');
    expect(en[m.googlePayFailed.id]).toBe('An error occurred while processing your request');
    expect(en[m.expressFailed.id]).toBe(
      'Payment via PayPal is unavailable at this time; please try again later or select a different payment method.',
    );
  });
});
