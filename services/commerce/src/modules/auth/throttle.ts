/**
 * Slowing and locking repeated sign-in failures per login (numbers in constants.ts). Keyed by
 * the normalised login whether or not a customer has it, so answers never tell them apart; kept
 * in the database so every process sees the same count.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import {
  FAILURE_MEMORY_SECONDS,
  FREE_FAILURES,
  LOCK_AFTER_FAILURES,
  LOCK_SECONDS,
  SLOW_INTERVAL_SECONDS,
} from './constants.ts';

const { loginAttempts } = schema;

type Row = typeof loginAttempts.$inferSelect;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const isLocked = (row: Row, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;
const isForgotten = (row: Row, now: Date) =>
  !isLocked(row, now) && later(row.lastFailureAt, FAILURE_MEMORY_SECONDS) <= now;

/** Whether an attempt for `loginKey` may be checked now; if not, how many seconds to wait. */
export async function attemptAllowed(
  db: Database,
  loginKey: string,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.loginKey, loginKey));
  if (!row || isForgotten(row, now)) return { allowed: true };
  if (row.lockedUntil && isLocked(row, now)) {
    return { allowed: false, retryAfter: secondsUntil(row.lockedUntil, now) };
  }
  if (row.failures >= FREE_FAILURES) {
    const next = later(row.lastFailureAt, SLOW_INTERVAL_SECONDS);
    if (next > now) return { allowed: false, retryAfter: secondsUntil(next, now) };
  }
  return { allowed: true };
}

/** Counts a failure; the one that reaches LOCK_AFTER_FAILURES locks the login. */
export async function recordFailure(db: Database, loginKey: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.loginKey, loginKey))
      .for('update');
    const failures = row && !isForgotten(row, now) ? row.failures + 1 : 1;
    const values = {
      failures,
      lastFailureAt: now,
      lockedUntil: failures >= LOCK_AFTER_FAILURES ? later(now, LOCK_SECONDS) : null,
    };
    await tx
      .insert(loginAttempts)
      .values({ loginKey, ...values })
      .onConflictDoUpdate({ target: loginAttempts.loginKey, set: values });
    // Forgotten rows go, so guessed logins do not pile up.
    await tx
      .delete(loginAttempts)
      .where(
        and(
          lt(loginAttempts.lastFailureAt, later(now, -FAILURE_MEMORY_SECONDS)),
          or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
        ),
      );
  });
}

/** A successful sign-in forgets the failures. */
export async function clearFailures(db: Database, loginKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.loginKey, loginKey));
}
