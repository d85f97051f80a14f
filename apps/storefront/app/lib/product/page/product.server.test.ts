import { describe, expect, it } from 'vitest';
import { canyonFirePit } from '../test-products.ts';
import { accessoryIds, formatStockDate } from './product.server.ts';

describe('accessoryIds', () => {
  it('reads an array or a comma list, trimmed, at most 24', () => {
    expect(accessoryIds({ ...canyonFirePit, c_accessories: ['a', ' b ', ''] })).toEqual(['a', 'b']);
    expect(accessoryIds({ ...canyonFirePit, c_accessories: 'a, b,c' })).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 30 }, (_, i) => `p${i}`);
    expect(accessoryIds({ ...canyonFirePit, c_accessories: many })).toHaveLength(24);
    expect(accessoryIds(canyonFirePit)).toEqual([]);
  });
});

describe('formatStockDate', () => {
  it('writes the in-stock date for the locale as a UTC calendar date', () => {
    expect(formatStockDate('en-US')('2026-12-05')).toBe('Dec 5, 2026');
    expect(formatStockDate('de-DE')('2026-12-05')).toBe('05.12.2026');
    expect(formatStockDate('en-US')('soon')).toBe('soon');
  });
});
