import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { m } from './messages.ts';
import { messagesFor } from '../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('cart messages', () => {
  it('keeps the exact texts of spec 001 §2, §5, §8', () => {
    const format = (id: string, values: Record<string, unknown>) =>
      String(new IntlMessageFormat(en[id]!, 'en-US').format(values));
    expect(format(m.addedToCart.id, { n: 2 })).toBe('2 item(s) added to cart');
    expect(format(m.miniCartTitle.id, { n: 1 })).toBe('Your Cart (1 item)');
    expect(format(m.orderSummaryCount.id, { n: 0 })).toBe('Order Summary (0 items)');
    expect(format(m.orderSummaryCount.id, { n: 1 })).toBe('Order Summary (1 item)');
    expect(format(m.orderSummaryCount.id, { n: 3 })).toBe('Order Summary (3 items)');
    expect(format(m.estimatedTotal.id, { currency: 'USD' })).toBe('Estimated Total (USD)');
    expect(en[m.promoRequired.id]).toBe('Please provide a valid promo code.');
    // Spec 000 §8: the session sync before checkout.
    expect(format(m.sessionSyncFailed.id, { statusText: 'Bad Gateway' })).toBe(
      'OCAPI session sync failed: Bad Gateway',
    );
    expect(en[m.sessionNetworkFailed.id]).toBe('Network response was not ok');
  });
});
