/** Sessions (refresh-token families) and their tokens: issue, rotate, revoke. */
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import {
  GUEST_REFRESH_SECONDS,
  REFRESH_GRACE_SECONDS,
  REGISTERED_REFRESH_SECONDS,
} from './constants.ts';
import { invalidGrant, ok, type Result } from './errors.ts';
import { unseal, seal } from './seal.ts';
import { newId, newSecret, secretHash } from './secrets.ts';

const { authSessions, refreshTokens } = schema;

export type Session = typeof authSessions.$inferSelect;

const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** Ends a session: none of its refresh or access tokens is accepted afterwards. */
export async function revokeSession(
  db: Database | Transaction,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Signing out ends every session of the usid on its client, not only the one asking: a usid
 * names the shopper's guest basket and orders, and a session of it started elsewhere (another
 * tab, or anyone who got hold of it) must not outlive the sign-out.
 */
export async function revokeUsidSessions(
  db: Database | Transaction,
  session: Pick<Session, 'clientId' | 'usid'>,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.clientId, session.clientId),
        eq(authSessions.usid, session.usid),
        isNull(authSessions.revokedAt),
      ),
    );
}

/**
 * True when `refreshToken` proves the caller holds the usid: a current (not yet exchanged)
 * refresh token of a live, unexpired session of that usid, client and channel. Without it a
 * supplied usid is not honoured (a usid alone is no secret: it travels in URLs and responses).
 */
export async function provesUsid(
  db: Database,
  claim: { usid: string; clientId: string; channelId: string; refreshToken: string | undefined },
  now: Date,
): Promise<boolean> {
  if (!claim.refreshToken) return false;
  const [row] = await db
    .select({ session: authSessions, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, secretHash(claim.refreshToken)));
  if (!row || row.usedAt) return false;
  const { session } = row;
  return (
    session.usid === claim.usid &&
    session.clientId === claim.clientId &&
    session.channelId === claim.channelId &&
    session.revokedAt === null &&
    session.expiresAt > now
  );
}

/** A new session for a redeemed code, with its first refresh token. */
export async function startSession(
  tx: Transaction,
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
 * Exchanges a refresh token for the next one of its family; `issue` makes the token response of
 * the new one. A token already exchanged is a sign that it was stolen (or replayed): it is refused
 * and the whole session is revoked — unless it was exchanged less than REFRESH_GRACE_SECONDS ago,
 * when the caller is the slower of two concurrent refreshes (two tabs, two instances) and gets the
 * very response the first one got. The session row lock orders concurrent exchanges and the
 * response is kept (sealed, see seal.ts) in the database, so this holds across instances.
 */
export async function rotateRefreshToken<T>(
  db: Database,
  params: { clientId: string; refreshToken: string },
  now: Date,
  issue: (session: Session, refreshToken: string) => Promise<Result<T>>,
): Promise<Result<T>> {
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
      // Read again: the exchange that won may have committed while this one waited for the lock.
      const [spent] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      const withinGrace =
        spent?.usedAt && now.getTime() - spent.usedAt.getTime() < REFRESH_GRACE_SECONDS * 1000;
      const previous =
        withinGrace && spent.successor ? unseal(params.refreshToken, spent.successor) : undefined;
      if (previous) return ok(JSON.parse(previous) as T);
      await revokeSession(tx, session.id, now);
      return invalidGrant('The refresh token was already used; the session has been ended');
    }
    const refreshToken = newSecret();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: secretHash(refreshToken), sessionId: session.id, createdAt: now });
    const issued = await issue(session, refreshToken);
    if (!issued.ok) return issued;
    await tx
      .update(refreshTokens)
      .set({ successor: seal(params.refreshToken, JSON.stringify(issued.value)) })
      .where(eq(refreshTokens.tokenHash, hash));
    // Exchanged tokens are only kept to detect reuse; a day is long past any retry.
    await tx
      .delete(refreshTokens)
      .where(
        and(eq(refreshTokens.sessionId, session.id), lt(refreshTokens.usedAt, later(now, -86_400))),
      );
    return issued;
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
  db: Database | Transaction,
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
