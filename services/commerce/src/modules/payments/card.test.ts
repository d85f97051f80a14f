import { describe, expect, it } from 'vitest';
import {
  checkExpiration,
  detectBrand,
  luhnValid,
  maskCardNumber,
  validateCard,
  type CardFields,
} from './card.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const good: CardFields = {
  number: '4111 1111 1111 1111',
  expiration: '12/30',
  cvv: '123',
  owner: 'Jordan Miller',
};

describe('luhnValid', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'])(
    'accepts %s',
    (n) => expect(luhnValid(n)).toBe(true),
  );
  it.each(['4111111111111112', '1234567812345678', '', '4111-1111'])('refuses "%s"', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});

describe('detectBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['4', 'visa'],
  ])('%s is %s', (number, brand) => expect(detectBrand(number)).toBe(brand));

  it.each(['3530111333300000', '2721999999999995', '1234', 'abcd'])(
    '%s is no accepted brand',
    (number) => expect(detectBrand(number)).toBeUndefined(),
  );
});

describe('checkExpiration', () => {
  it('reads MM/YY and MM/YYYY, spaces allowed', () => {
    expect(checkExpiration('12/30', NOW)).toEqual({ month: 12, year: 2030 });
    expect(checkExpiration('3 / 2031', NOW)).toEqual({ month: 3, year: 2031 });
  });
  it('keeps a card valid through its expiry month', () => {
    expect(checkExpiration('11/26', NOW)).toEqual({ month: 11, year: 2026 });
    expect(checkExpiration('10/26', NOW)).toMatchObject({ field: 'expiration', code: 'expired' });
    expect(checkExpiration('12/25', NOW)).toMatchObject({ code: 'expired' });
  });
  it('refuses a bad month, a bad format and a date too far ahead', () => {
    expect(checkExpiration('13/30', NOW)).toMatchObject({ code: 'month' });
    expect(checkExpiration('00/30', NOW)).toMatchObject({ code: 'month' });
    expect(checkExpiration('1230', NOW)).toMatchObject({
      code: 'format',
      message: 'must be MM/YY',
    });
    expect(checkExpiration('12/47', NOW)).toMatchObject({ code: 'too_far' });
    expect(checkExpiration('12/46', NOW)).toEqual({ month: 12, year: 2046 });
    expect(checkExpiration(' ', NOW)).toMatchObject({ code: 'required', message: 'Required' });
  });
});

describe('validateCard', () => {
  it('returns the card without spaces, with brand and last four', () => {
    expect(validateCard(good, NOW)).toEqual({
      ok: true,
      card: {
        number: '4111111111111111',
        brand: 'visa',
        lastFour: '1111',
        expirationMonth: 12,
        expirationYear: 2030,
        owner: 'Jordan Miller',
      },
    });
  });

  it('names every field at fault at once', () => {
    const result = validateCard({ number: '', expiration: '', cvv: '', owner: '  ' }, NOW);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'number', code: 'required', message: 'Required' },
        { field: 'expiration', code: 'required', message: 'Required' },
        { field: 'cvv', code: 'required', message: 'Required' },
        { field: 'owner', code: 'required', message: 'Required' },
      ],
    });
  });

  it.each([
    ['4111 1111 1111 111x', 'format'],
    ['4111 1111 111', 'length'],
    ['4111 1111 1111 1112', 'luhn'],
    ['3530 1113 3330 0000', 'unsupported_brand'],
    ['4111 1111 1111 1111 1111 1', 'length'],
    ['4111 1111 1111 116', 'length'],
  ])('refuses the number %s (%s)', (number, code) => {
    const result = validateCard({ ...good, number }, NOW);
    expect(result).toMatchObject({ ok: false, errors: [{ field: 'number', code }] });
  });

  it('asks 4 CVV digits for American Express and 3 for the others', () => {
    const amex = { ...good, number: '3782 822463 10005' };
    expect(validateCard({ ...amex, cvv: '1234' }, NOW).ok).toBe(true);
    expect(validateCard({ ...amex, cvv: '123' }, NOW)).toMatchObject({
      errors: [{ field: 'cvv', message: 'must be 4 digits for American Express' }],
    });
    expect(validateCard({ ...good, cvv: '1234' }, NOW)).toMatchObject({
      errors: [{ field: 'cvv', message: 'must be 3 digits' }],
    });
    expect(validateCard({ ...good, cvv: '12a' }, NOW)).toMatchObject({
      errors: [{ field: 'cvv', code: 'format' }],
    });
  });

  it('refuses an expired card and an owner name that is too long', () => {
    const result = validateCard({ ...good, expiration: '01/26', owner: 'x'.repeat(101) }, NOW);
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { field: 'expiration', code: 'expired' },
        { field: 'owner', code: 'length' },
      ],
    });
  });
});

describe('maskCardNumber', () => {
  it('shows 12 asterisks and the last four digits (spec 002 §9)', () => {
    expect(maskCardNumber('1111')).toBe('************1111');
  });
});
