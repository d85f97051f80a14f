import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { m } from '../../lib/checkout/messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('checkout messages', () => {
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
