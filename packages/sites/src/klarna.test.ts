import { describe, expect, it } from 'vitest';
import { KLARNA_LIMITS, klarnaAmountRefusal, klarnaSchedule, splitAmount } from './klarna.ts';

describe('Klarna plans', () => {
  it('splits to the minor unit with the remainder on the first payment', () => {
    expect(splitAmount(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitAmount(10_001, 3)).toEqual([3335, 3333, 3333]);
    expect(splitAmount(9_999, 3)).toEqual([3333, 3333, 3333]);
    expect(splitAmount(1_234, 1)).toEqual([1234]);
  });

  it('schedules pay in 3 today, in 30 and in 60 days; pay later once in 30 days', () => {
    const from = new Date('2026-12-30T23:30:00Z');
    expect(klarnaSchedule('pay_in_3', 4_999, from)).toEqual({
      plan: 'pay_in_3',
      instalments: [
        { dueDate: '2026-12-30', amount: 1_667 },
        { dueDate: '2027-01-29', amount: 1_666 },
        { dueDate: '2027-02-28', amount: 1_666 },
      ],
    });
    expect(klarnaSchedule('pay_later', 4_999, from)).toEqual({
      plan: 'pay_later',
      instalments: [{ dueDate: '2027-01-29', amount: 4_999 }],
    });
  });

  it('finances EU and Australian currencies within their limits, never USD or CAD', () => {
    const eur = KLARNA_LIMITS.EUR!;
    expect(klarnaAmountRefusal(eur.min, 'EUR')).toBeUndefined();
    expect(klarnaAmountRefusal(eur.max, 'EUR')).toBeUndefined();
    expect(klarnaAmountRefusal(eur.min - 1, 'EUR')).toMatch(/from 1000 to 200000/);
    expect(klarnaAmountRefusal(eur.max + 1, 'EUR')).toMatch(/EUR amounts/);
    for (const currency of ['USD', 'CAD'] as const)
      expect(klarnaAmountRefusal(5_000, currency)).toMatch(`not ${currency}`);
    for (const currency of ['GBP', 'SEK', 'DKK', 'NOK', 'PLN', 'CHF', 'AUD'] as const)
      expect(KLARNA_LIMITS[currency]).toBeDefined();
  });
});
