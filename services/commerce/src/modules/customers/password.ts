/** A signed-in customer changes the password (Shopper Customers updateCustomerPassword). */
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@solo/accounts/password-hash';
import { schema, type Database } from '@solo/db';
import {
  attemptAllowed,
  clearFailures,
  recordFailure,
  revokeCustomerSessions,
} from '../auth/index.ts';

const { customers } = schema;

export type PasswordChangeResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'wrong-password' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Checks the current password (wrong guesses count with the sign-in throttle of the same login,
 * so a stolen access token cannot guess it faster), stores the new hash and ends every other
 * session of the customer; the session asking stays signed in (docs/decisions.md).
 */
export async function changePassword(
  db: Database,
  who: { customerId: string; sessionId: string; clientIp: string },
  change: { currentPassword: string; password: string },
  now: Date,
): Promise<PasswordChangeResult> {
  const [row] = await db.select().from(customers).where(eq(customers.id, who.customerId));
  if (!row) return { ok: false, reason: 'not-found' };
  const attempt = { ip: who.clientIp, loginKey: row.loginKey };
  const allowed = await attemptAllowed(db, attempt, now);
  if (!allowed.allowed) return { ok: false, reason: 'throttled', retryAfter: allowed.retryAfter };
  if (!(await verifyPassword(change.currentPassword, row.passwordHash))) {
    await recordFailure(db, attempt, now);
    return { ok: false, reason: 'wrong-password' };
  }
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, legacyNeedPasswordReset: false, modifiedAt: now })
      .where(eq(customers.id, who.customerId));
    await revokeCustomerSessions(tx, who.customerId, now, who.sessionId);
  });
  await clearFailures(db, attempt);
  return { ok: true };
}
