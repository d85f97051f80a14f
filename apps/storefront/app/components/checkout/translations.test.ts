import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { checkCatalogue } from '../../i18n/catalogue-checks.ts';
import { m } from '../../lib/checkout/messages.ts';
import { translations } from './translations.ts';

const en = translations['en-US']!;

describe('checkout translations', () => {
  checkCatalogue({
    prefix: 'checkout',
    translations,
    descriptors: m,
    values: {
      email: 'robin@example.com',
      name: 'Home',
      time: '2-3 business days',
      cardType: 'Visa',
      maskedNumber: '************1111',
      month: '12',
      year: 2030,
      quantity: 2,
      max: 256,
      example: '94105',
      number: 2,
      total: 4,
      step: 'Shipping Address',
    },
  });

  it('shows a saved card with the spec 002 §9 mask', () => {
    const text = new IntlMessageFormat(en[m.savedCard.id]!, 'en-US').format({
      cardType: 'Visa',
      maskedNumber: '************1111',
      month: '07',
      year: 2031,
    });
    expect(text).toBe('Visa ************1111, expires 07/2031');
  });

  it('answers a failed order in the words of spec 002 §8', () => {
    expect(en[m.declined.id]).toBe('Your card was declined. Please try another card.');
    expect(en[m.insufficientFunds.id]).toBe(
      'Your card has insufficient funds. Please try another card.',
    );
    expect(en[m.needsEmail.id]).toBe('Please enter your email.');
    expect(en[m.needsShipping.id]).toBe('Please enter a complete shipping address.');
  });
});
