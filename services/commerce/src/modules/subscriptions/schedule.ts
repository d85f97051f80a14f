/**
 * Subscription dates (docs/decisions/subscriptions.md): calendar dates (YYYY-MM-DD) in the site's
 * time zone, moved on by whole months. A schedule keeps its anchor day: a day the month lacks is
 * the month's last (Jan 31 → Feb 28, or 29 in a leap year → Mar 31), never drifting to the 28th.
 */
import type { SubscriptionFrequency } from '@solo/db/schema';
import type { SiteId } from '@solo/sites';

export { isFrequency } from '../baskets/index.ts';

/** '1_3' → 1 month, '2_3' → 2, '3_3' → 3. */
export const monthsOf = (frequency: SubscriptionFrequency): number => Number(frequency.slice(0, 1));

/**
 * Where each site's day begins: a subscription is due on its date as the site's shoppers count
 * days (the headquarters' zone of each region).
 */
export const SITE_TIME_ZONES: Record<SiteId, string> = {
  SoloUS: 'America/Chicago',
  SoloCA: 'America/Toronto',
  SoloEU: 'Europe/Berlin',
  SoloAUS: 'Australia/Sydney',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

const parse = (value: string): [number, number, number] => {
  const m = DATE.exec(value);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${value}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Days in month `m` (1..12) of year `y` (February has 29 in leap years). */
export const daysInMonth = (y: number, m: number): number =>
  new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The day of the month a schedule starting on `date` keeps. */
export const anchorDayOf = (date: string): number => parse(date)[2];

/** `date` plus `months` months, on `anchorDay` or the month's last day when it has fewer. */
export function addMonths(date: string, months: number, anchorDay = anchorDayOf(date)): string {
  const [y, m] = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parse(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The calendar date `now` is in the site's time zone. */
export function todayOn(siteId: SiteId, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONES[siteId],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The date after `date` on a schedule of `frequency` anchored on `anchorDay`. */
export const nextOnSchedule = (
  date: string,
  frequency: SubscriptionFrequency,
  anchorDay: number,
): string => addMonths(date, monthsOf(frequency), anchorDay);

/**
 * The first date of the schedule through `date` that is after `today` (a paused subscription
 * resumed: the dates it slept through are not ordered).
 */
export function nextFutureDate(
  date: string,
  frequency: SubscriptionFrequency,
  anchorDay: number,
  today: string,
): string {
  let next = date;
  while (next <= today) next = nextOnSchedule(next, frequency, anchorDay);
  return next;
}
