/** Sessions (refresh-token families) and their tokens: issue, rotate, revoke. */
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import { GUEST_REFRESH_SECONDS, REGISTERED_REFRESH_SECONDS } from './constants.ts';
import { invalidGrant, ok, type Result } from './errors.ts';
import { newId, newSecret, secretHash } from './secrets.ts';

const { authSessions, refreshTokens } = schema;

export type Session = typeof authSessions.$inferSelect;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** Ends a session: none of its refresh or access tokens is accepted afterwards. */
export async function revokeSession(
  db: Database | Tx,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** A new session for a redeemed code, with its first refresh token. */
export async function startSession(
  tx: Tx,
  init: Pick<Session, 'clientId' | 'channelId' | 'usid' | 'customerId'>,
  now: Date,
): Promise<{ session: Session; refreshToken: string }> {
  const lifetime = init.customerId ? REGISTERED_REFRESH_SECONDS : GUEST_REFRESH_SECONDS;
  const session: Session = {
    ...init,
    id: newId(),
    guestCustomerId: newId(),
    createdAt: now,
    expiresAt: later(now, lifetime),
    revokedAt: null,
  };
  await tx.insert(authSessions).values(session);
  const refreshToken = newSecret();
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: secretHash(refreshToken), sessionId: session.id, createdAt: now });
  return { session, refreshToken };
}

/**
 * Exchanges a refresh token for the next one of its family. A token already exchanged is a sign
 * that it was stolen (or replayed): it is refused and the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  params: { clientId: string; refreshToken: string },
  now: Date,
): Promise<Result<{ session: Session; refreshToken: string }>> {
  const hash = secretHash(params.refreshToken);
  return db.transaction(async (tx) => {
    const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!token) return invalidGrant('Unknown refresh token');
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, token.sessionId))
      .for('update');
    if (!session || session.revokedAt)
      return invalidGrant('The session of this refresh token has ended');
    if (session.clientId !== params.clientId)
      return invalidGrant('The refresh token belongs to another client');
    if (session.expiresAt <= now) return invalidGrant('The refresh token has expired');
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
      .returning();
    if (!rotated) {
      await revokeSession(tx, session.id, now);
      return invalidGrant('The refresh token was already used; the session has been ended');
    }
    const refreshToken = newSecret();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: secretHash(refreshToken), sessionId: session.id, createdAt: now });
    // Exchanged tokens are only kept to detect reuse; a day is long past any retry.
    await tx
      .delete(refreshTokens)
      .where(
        and(eq(refreshTokens.sessionId, session.id), lt(refreshTokens.usedAt, later(now, -86_400))),
      );
    return ok({ session, refreshToken });
  });
}

/** The session a refresh token belongs to, used or not. */
export async function sessionOfRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<Session | undefined> {
  const [row] = await db
    .select({ session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, secretHash(refreshToken)));
  return row?.session;
}

/** True while a session has not been revoked (its access tokens expire by themselves). */
export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row !== undefined && row.revokedAt === null;
}

/**
 * Ends every session of a registered customer, but `except` (the one asking, after a password
 * change); a password reset ends them all.
 */
export async function revokeCustomerSessions(
  db: Database | Tx,
  customerId: string,
  now: Date,
  except?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        except ? ne(authSessions.id, except) : undefined,
      ),
    );
}
