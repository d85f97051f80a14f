/**
 * Slowing repeated sign-in failures of one client (IP address) on one login, with exponential
 * back-off (numbers in constants.ts). Keyed by the pair, so failures from other addresses never
 * delay the owner of the login; per-IP and global budgets across logins are the abuse module's.
 * Kept for logins that do not exist too, so answers never tell them apart; in the database so
 * every process sees the same count.
 */
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import {
  BACKOFF_BASE_SECONDS,
  BACKOFF_MAX_SECONDS,
  FAILURE_MEMORY_SECONDS,
  FREE_FAILURES,
} from './constants.ts';

const { loginAttempts } = schema;

type Row = typeof loginAttempts.$inferSelect;

/** Who tries which login: the client's IP address and the normalised login. */
export interface AttemptKey {
  ip: string;
  loginKey: string;
}

/** The row key: an IP address has no space, so everything after the first space is the login. */
const rowKey = ({ ip, loginKey }: AttemptKey) => `${ip} ${loginKey}`;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const isForgotten = (row: Row, now: Date) =>
  later(row.lastFailureAt, FAILURE_MEMORY_SECONDS) <= now &&
  (row.lockedUntil === null || row.lockedUntil <= now);

/** The wait after the `failures`-th failure: none, then 30 s, 60 s, 120 s … up to the maximum. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** (failures - FREE_FAILURES), BACKOFF_MAX_SECONDS);
}

/** Whether this client may try this login now; if not, how many seconds to wait. */
export async function attemptAllowed(
  db: Database,
  key: AttemptKey,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.loginKey, rowKey(key)));
  if (!row || isForgotten(row, now)) return { allowed: true };
  if (row.lockedUntil && row.lockedUntil > now) {
    return { allowed: false, retryAfter: secondsUntil(row.lockedUntil, now) };
  }
  return { allowed: true };
}

/** Counts a failure (one upsert) and sets when the next attempt of the pair may come. */
export async function recordFailure(db: Database, key: AttemptKey, now: Date): Promise<void> {
  const forgotten = sql`${loginAttempts.lastFailureAt} <= ${later(now, -FAILURE_MEMORY_SECONDS).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ loginKey: rowKey(key), failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.loginKey,
      set: {
        failures: sql`case when ${forgotten} then 1 else ${loginAttempts.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginAttempts.failures });
  const wait = backoffSeconds(row?.failures ?? 1);
  await db
    .update(loginAttempts)
    .set({ lockedUntil: wait ? later(now, wait) : null })
    .where(eq(loginAttempts.loginKey, rowKey(key)));
  // Forgotten rows go, so guessed logins do not pile up.
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.lastFailureAt, later(now, -FAILURE_MEMORY_SECONDS)),
        or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
      ),
    );
}

/** A successful sign-in forgets this client's failures on the login. */
export async function clearFailures(db: Database, key: AttemptKey): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.loginKey, rowKey(key)));
}

/** A new password (set by an emailed link) forgets every client's failures on the login. */
export async function forgetLogin(db: Database, loginKey: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      sql`substr(${loginAttempts.loginKey}, strpos(${loginAttempts.loginKey}, ' ') + 1) = ${loginKey}`,
    );
}
