import { describe, expect, it } from 'vitest';
import { paymentOf, serviceFieldErrors } from './submission.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('paymentOf', () => {
  it('reads a wallet tab: its type, the approved nonce and whether to save the account', () => {
    expect(
      paymentOf(
        form({ paymentSource: 'wallet', walletType: 'paypal', nonce: 'w-1', saveAccount: 'true' }),
      ),
    ).toEqual({ kind: 'wallet', walletType: 'paypal', nonce: 'w-1', save: true });
    expect(
      paymentOf(form({ paymentSource: 'wallet', walletType: 'mobile_wallet', nonce: 'w-2' })),
    ).toEqual({ kind: 'wallet', walletType: 'mobile_wallet', nonce: 'w-2', save: false });
    expect(
      paymentOf(form({ paymentSource: 'wallet', walletType: 'venmo', nonce: 'w' })),
    ).toBeNull();
    expect(
      paymentOf(form({ paymentSource: 'wallet', walletType: 'paypal', nonce: '' })),
    ).toBeNull();
  });

  it('reads a tokenized card, and whether to save it', () => {
    expect(
      paymentOf(
        form({
          paymentSource: 'card',
          nonce: 'n-1',
          cardType: 'Visa',
          lastFour: '1111',
          expirationMonth: '12',
          expirationYear: '2030',
          holder: 'Robin Alder',
          saveCard: 'true',
        }),
      ),
    ).toEqual({
      kind: 'card',
      card: {
        nonce: 'n-1',
        cardType: 'Visa',
        lastFour: '1111',
        expirationMonth: 12,
        expirationYear: 2030,
        holder: 'Robin Alder',
      },
      save: true,
    });
  });

  it('reads a saved card, and refuses an incomplete choice', () => {
    expect(paymentOf(form({ paymentSource: 'card', savedCardId: 'tok-1', nonce: '' }))).toEqual({
      kind: 'saved',
      id: 'tok-1',
    });
    expect(paymentOf(form({ paymentSource: 'card', savedCardId: '' }))).toBeNull();
    expect(paymentOf(form({ paymentSource: 'paypal', savedCardId: 'tok-1' }))).toBeNull();
    expect(paymentOf(form({ paymentSource: 'card', nonce: 'n-1' }))).toBeNull();
    expect(paymentOf(form({}))).toBeNull();
  });
});

describe('serviceFieldErrors', () => {
  it('puts the service’s address refusals on their fields', () => {
    expect(
      serviceFieldErrors(
        {
          fields: [
            { name: 'phone', reason: 'must be a phone number of 10 digits, (xxx) xxx-xxxx' },
            { name: 'countryCode', reason: 'must be a country the store ships to' },
            { name: 'postalCode', reason: 'must be a valid postal code' },
            { name: 'city', reason: 'Required' },
            { name: 'other', reason: 'x' },
          ],
        },
        'US',
      ),
    ).toEqual({
      phone: { key: 'phoneNanp' },
      countryCode: { key: 'countryNotShipped' },
      postalCode: { key: 'postalCodeInvalid', values: { example: '94105' } },
      city: { key: 'required' },
    });
  });
});
