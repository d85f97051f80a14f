/**
 * Password reset by emailed link (custom APIs customer/reset-password and customer/set-password;
 * docs/decisions.md "Password reset links"). Only SHA-256 hashes of the links' tokens are stored;
 * a request for an unknown email does nothing and answers the same.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { normalizeLogin } from '@solo/accounts';
import { hashPassword } from '@solo/accounts/password-hash';
import { schema, type Database } from '@solo/db';
import { forgetLogin, newSecret, revokeCustomerSessions, secretHash } from '../auth/index.ts';
import type { Mailer, StoreContact } from '../mail/index.ts';
import { resetPasswordMail } from './reset-mail.ts';

const { customers, passwordResetTokens } = schema;

export const RESET_LINK_MINUTES = 30;
/** Per customer: one mail a minute and five an hour, so the form cannot flood a mailbox. */
export const RESET_MIN_INTERVAL_SECONDS = 60;
export const RESET_MAX_PER_HOUR = 5;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export interface ResetDeps {
  db: Database;
  mailer: Mailer;
  now: Date;
}

/** Where the reset was asked from: the mail speaks its locale, with its site's contact. */
export interface ResetMailContext {
  locale: string;
  contact: StoreContact;
  origin: string | undefined;
}

/** What happened, for logs and tests only: the API answers the same in every case. */
export type ResetOutcome = 'sent' | 'unknown-email' | 'throttled';

/**
 * Creates a reset link for the customer whose login is `email` and mails it. `linkFor(token)`
 * builds the storefront's /setpassword URL.
 */
export async function requestPasswordReset(
  { db, mailer, now }: ResetDeps,
  email: string,
  linkFor: (token: string, email: string) => string,
  context: ResetMailContext,
): Promise<ResetOutcome> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.loginKey, normalizeLogin(email)));
  if (!customer) return 'unknown-email';
  const recent = await db
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.customerId, customer.id),
        gt(passwordResetTokens.createdAt, later(now, -3600)),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt));
  const latest = recent[0]?.createdAt;
  if (
    recent.length >= RESET_MAX_PER_HOUR ||
    (latest && later(latest, RESET_MIN_INTERVAL_SECONDS) > now)
  )
    return 'throttled';
  const token = newSecret();
  await db.insert(passwordResetTokens).values({
    tokenHash: secretHash(token),
    customerId: customer.id,
    createdAt: now,
    expiresAt: later(now, RESET_LINK_MINUTES * 60),
  });
  await mailer.send(
    resetPasswordMail({
      to: customer.email,
      firstName: customer.firstName,
      // The link names the login, which set-password checks and the shopper signs in with.
      link: linkFor(token, customer.login),
      minutes: RESET_LINK_MINUTES,
      ...context,
    }),
  );
  return 'sent';
}

export type SetPasswordResult =
  { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Sets a new password with a link's token: the token must be the email's, unused and unexpired.
 * It then ends every session of the customer, lifts the legacy reset flag and the sign-in lock,
 * and voids the customer's other reset links.
 */
export async function setPasswordWithToken(
  db: Database,
  request: { email: string; token: string; password: string },
  now: Date,
): Promise<SetPasswordResult> {
  const hash = secretHash(request.token);
  const [found] = await db
    .select({ token: passwordResetTokens, loginKey: customers.loginKey })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(eq(passwordResetTokens.tokenHash, hash));
  if (!found || found.loginKey !== normalizeLogin(request.email))
    return { ok: false, reason: 'invalid' };
  if (found.token.usedAt) return { ok: false, reason: 'used' };
  if (found.token.expiresAt <= now) return { ok: false, reason: 'expired' };
  const passwordHash = await hashPassword(request.password);
  const customerId = found.token.customerId;
  const done = await db.transaction(async (tx) => {
    // Only one of two uses of the same link at once gets past this.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt)))
      .returning();
    if (!claimed) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)),
      );
    await tx
      .update(customers)
      .set({ passwordHash, legacyNeedPasswordReset: false, modifiedAt: now })
      .where(eq(customers.id, customerId));
    await revokeCustomerSessions(tx, customerId, now);
    return true;
  });
  if (!done) return { ok: false, reason: 'used' };
  await forgetLogin(db, found.loginKey);
  return { ok: true };
}

/**
 * True only for a customer migrated from the old store who still has to reset the password
 * (docs/decisions.md "Legacy customers"); false for everyone else, existing or not.
 */
export async function needsPasswordReset(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ legacy: customers.legacyNeedPasswordReset })
    .from(customers)
    .where(eq(customers.loginKey, normalizeLogin(email)));
  return row?.legacy ?? false;
}
