/**
 * The commerce service's 429 answers (request budgets, docs/decisions.md "Abuse limits"): how
 * long the shopper should wait, and that wait in words of the page's language.
 */
import type { IntlShape } from 'react-intl';

/** When a 429 names no wait (`Retry-After`, or the problem's `retryAfter`). */
const DEFAULT_WAIT_SECONDS = 30;

/** Seconds to wait from a 429's `Retry-After` header or its problem body's `retryAfter`. */
export function retryAfterSeconds(header: string | null | undefined, problem?: unknown): number {
  const fromBody =
    problem && typeof problem === 'object'
      ? (problem as { retryAfter?: unknown }).retryAfter
      : undefined;
  for (const value of [header, fromBody]) {
    const seconds = Number(value);
    if (
      value !== null &&
      value !== undefined &&
      value !== '' &&
      Number.isFinite(seconds) &&
      seconds > 0
    )
      return Math.ceil(seconds);
  }
  return DEFAULT_WAIT_SECONDS;
}

/** "30 seconds", "15 minutes", in the page's language. */
export function formatWait(intl: Pick<IntlShape, 'formatNumber'>, seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}
