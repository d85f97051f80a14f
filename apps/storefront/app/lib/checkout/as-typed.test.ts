import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatExpiry } from './as-typed.ts';
import { formatPhone } from './phone.ts';

describe('formatting as typed', () => {
  it('gives the expiry its slash as the digits come', () => {
    expect(['1', '12', '123', '1230'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/30']);
  });

  it('reads a pasted expiry, formatted or not, and drops what is past MM/YY', () => {
    expect(['1230', '12/30', '12 / 30', '12-30', '12/305'].map(formatExpiry)).toEqual([
      '12/30',
      '12/30',
      '12/30',
      '12/30',
      '12/30',
    ]);
  });

  it('lets the slash be deleted: "12/" typed back to "12"', () => {
    expect(formatExpiry('12/')).toBe('12');
  });

  it('groups a card number by four, pasted with spaces, dashes or none', () => {
    for (const pasted of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111'])
      expect(formatCardNumber(pasted)).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111 1111 1111 1111 1234')).toBe('4111 1111 1111 1111 123');
  });

  it('keeps the caret after the digit it followed', () => {
    // "1|3/0" with 2 typed: "12|3/0" → "12/30", caret after the 2.
    expect(caretAfterDigits('123/0', 2, formatExpiry('123/0'))).toBe(2);
    // A digit typed into the middle of a card number: "4111 |1111" → "4111 9|1111".
    const typed = '4111 91111';
    expect(caretAfterDigits(typed, 6, formatCardNumber(typed))).toBe(6);
    // Before the first digit.
    expect(caretAfterDigits('(503', 0, formatPhone('(503'))).toBe(0);
    // After the fourth phone digit, past the inserted ") ".
    expect(caretAfterDigits('(5035', 5, formatPhone('(5035'))).toBe(7);
  });
});
