import { describe, expect, it } from 'vitest';
import { quantityChange } from './line-quantity.ts';

const line = { quantity: 2, max: 5 };

describe('quantityChange (spec 001 §4)', () => {
  it('writes a new quantity up to the maximum', () => {
    expect(quantityChange(3, line)).toBe('write');
    expect(quantityChange(5, line)).toBe('write');
    expect(quantityChange(1, line)).toBe('write');
  });

  it('ignores values above the maximum, negative or not a number', () => {
    expect(quantityChange(6, line)).toBe('ignore');
    expect(quantityChange(-1, line)).toBe('ignore');
    expect(quantityChange(Number.NaN, line)).toBe('ignore');
    expect(quantityChange(Number.POSITIVE_INFINITY, line)).toBe('ignore');
  });

  it('asks to remove at 0 and sends nothing for the line’s own quantity', () => {
    expect(quantityChange(0, line)).toBe('remove');
    expect(quantityChange(2, line)).toBe('show');
  });
});
