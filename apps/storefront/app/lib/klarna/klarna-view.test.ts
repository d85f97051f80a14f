import { describe, expect, it } from 'vitest';
import { klarnaOffer, outOfRange, shownSchedule } from './klarna-view.ts';

describe('Klarna in the storefront', () => {
  it('offers three payments on the EU and Australian sites, the remainder on the first', () => {
    expect(klarnaOffer('SoloEU', 100, 'EUR')).toBe(33.34);
    expect(klarnaOffer('SoloAUS', 45, 'AUD')).toBe(15);
    expect(klarnaOffer('SoloEU', 300, 'SEK')).toBe(100);
  });

  it('offers nothing on the US and Canadian sites, nor outside the limits', () => {
    expect(klarnaOffer('SoloUS', 100, 'USD')).toBeNull();
    expect(klarnaOffer('SoloCA', 100, 'CAD')).toBeNull();
    expect(klarnaOffer('SoloEU', 9.99, 'EUR')).toBeNull();
    expect(klarnaOffer('SoloEU', 2000.01, 'EUR')).toBeNull();
    expect(klarnaOffer('SoloEU', 0, 'EUR')).toBeNull();
  });

  it('shows the schedule the gateway will record', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(shownSchedule('pay_in_3', 88.7, now)).toEqual([
      { amount: 29.58, dueDate: '2026-11-29', today: true },
      { amount: 29.56, dueDate: '2026-12-29', today: false },
      { amount: 29.56, dueDate: '2027-01-28', today: false },
    ]);
    expect(shownSchedule('pay_later', 88.7, now)).toEqual([
      { amount: 88.7, dueDate: '2026-12-29', today: false },
    ]);
  });

  it('names the limits of an amount out of range', () => {
    expect(outOfRange(5, 'EUR')).toEqual({ min: 10, max: 2000 });
    expect(outOfRange(50, 'EUR')).toBeNull();
  });
});
