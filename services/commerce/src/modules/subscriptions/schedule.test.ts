import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isCalendarDate,
  isFrequency,
  monthsOf,
  nextFutureDate,
  nextOnSchedule,
  todayOn,
} from './schedule.ts';

describe('subscription frequencies', () => {
  it('knows 1_3, 2_3 and 3_3 as 1, 2 and 3 months; 0_0 is none', () => {
    expect([monthsOf('1_3'), monthsOf('2_3'), monthsOf('3_3')]).toEqual([1, 2, 3]);
    expect(isFrequency('0_0')).toBe(false);
    expect(isFrequency('4_3')).toBe(false);
    expect(isFrequency('2_3')).toBe(true);
  });
});

describe('subscription dates', () => {
  it('clamps a month end and keeps the anchor day afterwards', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(nextOnSchedule('2027-02-28', '1_3', 31)).toBe('2027-03-31');
    expect(addMonths('2027-01-30', 1)).toBe('2027-02-28');
    expect(addMonths('2027-03-31', 1)).toBe('2027-04-30');
  });

  it('knows leap years', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2100-01-29', 1)).toBe('2100-02-28');
    expect(addMonths('2000-01-29', 1)).toBe('2000-02-29');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('crosses the year end', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts the day in the site’s time zone', () => {
    // 03:00 UTC on 1 March: still February in Chicago and Toronto, already March in Berlin and Sydney.
    const now = new Date('2027-03-01T03:00:00Z');
    expect(todayOn('SoloUS', now)).toBe('2027-02-28');
    expect(todayOn('SoloCA', now)).toBe('2027-02-28');
    expect(todayOn('SoloEU', now)).toBe('2027-03-01');
    expect(todayOn('SoloAUS', now)).toBe('2027-03-01');
    // 14:00 UTC on 31 Dec is New Year's Day in Sydney.
    expect(todayOn('SoloAUS', new Date('2026-12-31T14:00:00Z'))).toBe('2027-01-01');
  });

  it('skips to the next date and resumes on the first future date of the schedule', () => {
    expect(nextOnSchedule('2027-01-31', '2_3', 31)).toBe('2027-03-31');
    // Paused on 31 Jan, resumed on 15 May: Feb, Mar, Apr are not ordered; next is 31 May.
    expect(nextFutureDate('2027-01-31', '1_3', 31, '2027-05-15')).toBe('2027-05-31');
    // Resumed on the due date itself: today is not ordered again, the next date is.
    expect(nextFutureDate('2027-05-31', '1_3', 31, '2027-05-31')).toBe('2027-06-30');
    // Not yet due: kept.
    expect(nextFutureDate('2027-06-30', '3_3', 31, '2027-05-31')).toBe('2027-06-30');
  });
});
