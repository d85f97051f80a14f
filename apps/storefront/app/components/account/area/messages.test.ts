import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/testing.ts';

const en = messagesFor('en-US');

describe('account area messages', () => {
  it('keeps the spec texts verbatim in English', () => {
    // Spec 000 §2 / spec 002 §2: the account navigation labels.
    expect(
      ['navHome', 'navOrders', 'navSubscriptions', 'navWishlist', 'navProfile'].map(
        (k) => en[`accountArea.${k}`],
      ),
    ).toEqual(['Account Home', 'Orders', 'Subscriptions', 'Saved Items', 'Profile & Password']);
    expect(en['accountArea.navAddresses']).toBe('Addresses');
    expect(en['accountArea.navPayments']).toBe('Credit Cards');
    expect(en['accountArea.navPreferences']).toBe('Communications Preferences');
    // Spec 000 §5: the email-only form's messages.
    expect(en['accountArea.emailRequired']).toBe('Please enter your email address.');
    expect(en['accountArea.emailInvalid']).toBe('Please enter a valid email address.');
  });
});
