import { describe, expect, it } from 'vitest';
import { cardBrandName, maskedCardNumber } from './card-brands.ts';

describe('card brands (spec 002 §3, §9)', () => {
  it('names the gateway brand as a shopper reads it, whatever its case and spaces', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('Master Card')).toBe('Mastercard');
    expect(cardBrandName('AMEX')).toBe('American Express');
    expect(cardBrandName('Diners')).toBe('Diners');
    expect(cardBrandName(undefined)).toBe('');
  });

  it('masks a number as 12 asterisks and the last four digits', () => {
    expect(maskedCardNumber('1111')).toBe('************1111');
  });
});
