import { describe, expect, it } from 'vitest';
import { checkCard, parseExpiration } from './card-rules.ts';
import { tokenizeOutcome } from './card.ts';

const NOW = new Date(Date.UTC(2026, 10, 24));
const VISA = {
  owner: 'Robin Alder',
  number: '4111 1111 1111 1111',
  expiration: '12/30',
  cvv: '123',
};

describe('card fields (spec 002 §5, §9)', () => {
  it('accepts a valid card', () => {
    expect(checkCard(VISA, NOW)).toBeNull();
  });

  it('marks each empty field', () => {
    expect(checkCard({ owner: '', number: '', expiration: '', cvv: '' }, NOW)).toEqual({
      owner: { key: 'cardOwnerInvalid' },
      number: { key: 'cardNumberInvalid' },
      expiration: { key: 'cardExpiryInvalid' },
      cvv: { key: 'cardCvvInvalid' },
    });
  });

  it('marks a number failing the Luhn check, a past or malformed expiry, a short code', () => {
    expect(checkCard({ ...VISA, number: '4111 1111 1111 1112' }, NOW)).toEqual({
      number: { key: 'cardNumberInvalid' },
    });
    expect(checkCard({ ...VISA, expiration: '10/26' }, NOW)).toEqual({
      expiration: { key: 'cardExpired' },
    });
    expect(checkCard({ ...VISA, expiration: '11/26' }, NOW)).toBeNull();
    expect(checkCard({ ...VISA, expiration: '13/30' }, NOW)).toEqual({
      expiration: { key: 'cardExpiryInvalid' },
    });
    expect(checkCard({ ...VISA, cvv: '12' }, NOW)).toEqual({ cvv: { key: 'cardCvvInvalid' } });
  });

  it('parses MM/YY', () => {
    expect(parseExpiration('07/31')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiration('0731')).toBeNull();
  });

  it('reads the gateway’s answers', () => {
    expect(
      tokenizeOutcome(201, {
        nonce: 'n-1',
        details: {
          cardType: 'Visa',
          lastFour: '1111',
          maskedNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2030,
          owner: 'Robin Alder',
        },
      }),
    ).toEqual({
      ok: true,
      card: {
        nonce: 'n-1',
        cardType: 'Visa',
        lastFour: '1111',
        expirationMonth: 12,
        expirationYear: 2030,
        holder: 'Robin Alder',
      },
    });
    expect(
      tokenizeOutcome(400, { invalidFields: [{ name: 'number', reason: 'x' }, { name: 'cvv' }] }),
    ).toEqual({
      ok: false,
      errors: { number: { key: 'cardNumberInvalid' }, cvv: { key: 'cardCvvInvalid' } },
    });
    expect(tokenizeOutcome(500, null)).toEqual({ ok: false, failed: true });
  });
});
