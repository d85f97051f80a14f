import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 95)).toBe(10);
    expect(percentile(sorted, 10)).toBe(1);
  });
  it('is NaN for no samples and sorts for the median', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(median([9, 1, 5])).toBe(5);
  });
});
