import { describe, expect, it } from 'vitest';
import { median, percentile, summarise } from './stats.ts';

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

describe('summarise', () => {
  it('sorts the latencies and counts answered requests per second', () => {
    const latencies = [30, 10, 20, ...Array.from({ length: 97 }, () => 5)];
    expect(summarise('add', latencies, 0, 4)).toEqual({
      label: 'add',
      requests: 100,
      errors: 0,
      rps: 25,
      p50: 5,
      p99: 20,
    });
  });
  it('keeps the error count apart and has no rate for no time', () => {
    const r = summarise('get', [], 3, 0);
    expect(r.errors).toBe(3);
    expect(r.requests).toBe(0);
    expect(r.rps).toBeNaN();
    expect(r.p50).toBeNaN();
  });
});
