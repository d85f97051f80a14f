import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_RANGE,
  historyQuery,
  ORDER_HISTORY_PAGE_SIZE,
  pageCount,
  parsePage,
  parseRange,
  rangeStart,
} from './history.ts';

const NOW = new Date('2026-08-31T15:00:00.000Z');

describe('order history ranges (spec 001 §9)', () => {
  it('starts thirty days back', () => {
    expect(rangeStart('last30Days', NOW).toISOString()).toBe('2026-08-01T15:00:00.000Z');
  });

  it('goes back six, twelve and twenty-four calendar months, clamping the day', () => {
    expect(rangeStart('last6Months', NOW).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(rangeStart('last12Months', NOW).toISOString()).toBe('2025-08-31T15:00:00.000Z');
    expect(rangeStart('last2Years', NOW).toISOString()).toBe('2024-08-31T15:00:00.000Z');
    expect(rangeStart('last2Years', new Date('2026-02-28T00:00:00Z')).toISOString()).toBe(
      '2024-02-28T00:00:00.000Z',
    );
  });

  it('reads the range and page of the URL, defaulting what it does not know', () => {
    expect(parseRange('last12Months')).toBe('last12Months');
    expect(parseRange('forever')).toBe(DEFAULT_ORDER_RANGE);
    expect(parseRange(null)).toBe('last30Days');
    expect([
      parsePage('3'),
      parsePage('0'),
      parsePage('-1'),
      parsePage('x'),
      parsePage(null),
    ]).toEqual([3, 1, 1, 1, 1]);
  });

  it('asks for pages of 5 from the range start', () => {
    expect(ORDER_HISTORY_PAGE_SIZE).toBe(5);
    expect(historyQuery('last6Months', 3, NOW)).toEqual({
      from: '2026-02-28T15:00:00.000Z',
      offset: 10,
      limit: 5,
    });
    expect([pageCount(0), pageCount(5), pageCount(6), pageCount(11)]).toEqual([1, 1, 2, 3]);
  });
});
