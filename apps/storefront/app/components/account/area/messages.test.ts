import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/testing.ts';
import { accountMessage, m, type AccountMessageKey } from '../../../lib/account/area-messages.ts';

const en = messagesFor('en-US');

describe('account area messages', () => {
  it('names every message accountArea.{key} (pages format by key)', () => {
    for (const [key, d] of Object.entries(m)) {
      expect(d.id).toBe(`accountArea.${key}`);
      expect(accountMessage(key as AccountMessageKey)).toEqual({ id: d.id });
    }
  });

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
