/**
 * The login service (Shopper Login compatible): authorization codes for guests and registered
 * shoppers, their exchange for tokens, refresh and logout. Every failure is a value carrying the
 * OAuth error the route answers with.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { normalizeLogin } from '@solo/accounts';
import { verifyPassword } from '@solo/accounts/password-hash';
import { schema, type Database } from '@solo/db';
import { SITES } from '@solo/sites';
import { findById, findByLogin } from './credentials.ts';
import { AUTH_CODE_SECONDS } from './constants.ts';
import { fail, invalidGrant, invalidRequest, ok, type Result } from './errors.ts';
import { isCodeChallenge, isCodeVerifier, verifierMatches } from './pkce.ts';
import { newSecret, newUsid, secretHash } from './secrets.ts';
import {
  provesUsid,
  revokeSession,
  revokeUsidSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
  type Session,
} from './sessions.ts';
import { attemptAllowed, clearFailures, recordFailure } from './throttle.ts';
import { signingKeysOf } from './keys.ts';
import { tokenResponse, type TokenResponse } from './token-response.ts';

const { authCodes } = schema;

export type { TokenResponse } from './token-response.ts';

export interface AuthDeps {
  db: Database;
  orgId: string;
  clientId: string;
  now: Date;
}

/** The parameters every authorization request carries (after the client check). */
export interface CodeRequest {
  clientId: string;
  redirectUri: string;
  channelId: string | undefined;
  codeChallenge: string | undefined;
  usid: string | undefined;
  /**
   * A refresh token of `usid` (parameter `c_usid_proof`): only with it is the usid kept; without
   * it, or with one that does not prove it, the shopper gets a new usid.
   */
  usidProof?: string | undefined;
}

/** docs/decisions.md "Legacy customers": the storefront shows the spec 000 §4 reset message. */
export const PASSWORD_RESET_REQUIRED = 'password_reset_required';

const USID = /^[A-Za-z0-9-]{1,64}$/;
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

function checkCodeRequest(req: CodeRequest): Result<void> {
  if (!req.codeChallenge || !isCodeChallenge(req.codeChallenge)) {
    return invalidRequest('code_challenge must be the base64url SHA-256 of a code verifier (S256)');
  }
  if (!req.channelId || !SITES.some((s) => s.id === req.channelId)) {
    return invalidRequest('channel_id must be a site id');
  }
  if (req.usid !== undefined && !USID.test(req.usid)) return invalidRequest('usid is malformed');
  return ok(undefined);
}

async function issueCode(
  db: Database,
  req: CodeRequest,
  customerId: string | null,
  now: Date,
): Promise<{ code: string; usid: string }> {
  const code = newSecret();
  const proven =
    req.usid !== undefined &&
    (await provesUsid(
      db,
      {
        usid: req.usid,
        clientId: req.clientId,
        channelId: req.channelId ?? '',
        refreshToken: req.usidProof,
      },
      now,
    ));
  const usid = proven && req.usid ? req.usid : newUsid();
  await db.insert(authCodes).values({
    codeHash: secretHash(code),
    clientId: req.clientId,
    redirectUri: req.redirectUri,
    channelId: req.channelId ?? '',
    codeChallenge: req.codeChallenge ?? '',
    usid,
    customerId,
    expiresAt: later(now, AUTH_CODE_SECONDS),
  });
  // Codes expired an hour ago can no longer be replayed meaningfully; keep the table small.
  await db.delete(authCodes).where(lt(authCodes.expiresAt, later(now, -3600)));
  return { code, usid };
}

/** Guest login: `authorize` with `hint=guest`. */
export async function authorizeGuest(
  deps: AuthDeps,
  req: CodeRequest & { hint: string | undefined; responseType: string | undefined },
): Promise<Result<{ code: string; usid: string }>> {
  if (req.responseType !== 'code') {
    return fail(400, 'unsupported_response_type', 'response_type must be code');
  }
  if (req.hint !== 'guest') {
    return invalidRequest('hint must be guest: there is no external identity provider');
  }
  const checked = checkCodeRequest(req);
  if (!checked.ok) return checked;
  return ok(await issueCode(deps.db, req, null, deps.now));
}

/**
 * Registered login with a login and password. Unknown logins take the same path as wrong
 * passwords (a dummy hash is checked, the failure counted), so nothing tells them apart.
 * Failures slow only the client (`clientIp`) that made them, on that login.
 */
export async function loginRegistered(
  deps: AuthDeps,
  req: CodeRequest & { username: string; password: string; clientIp: string },
): Promise<Result<{ code: string; usid: string }>> {
  const checked = checkCodeRequest(req);
  if (!checked.ok) return checked;
  const { db, now } = deps;
  const loginKey = normalizeLogin(req.username);
  const attempt = { ip: req.clientIp, loginKey };
  const gate = await attemptAllowed(db, attempt, now);
  if (!gate.allowed) {
    return fail(
      429,
      'too_many_attempts',
      'Too many failed sign-in attempts; try again later',
      gate.retryAfter,
    );
  }
  const customer = loginKey ? await findByLogin(db, loginKey) : undefined;
  const valid = await verifyPassword(req.password, customer?.passwordHash);
  if (!customer || !valid) {
    await recordFailure(db, attempt, now);
    return fail(401, 'invalid_credentials', 'The login or password is not correct');
  }
  await clearFailures(db, attempt);
  if (customer.legacyNeedPasswordReset) {
    return fail(
      403,
      PASSWORD_RESET_REQUIRED,
      'This account must set a new password before signing in',
    );
  }
  return ok(await issueCode(db, req, customer.customerId, now));
}

const unknownClient = <T>(): Result<T> => fail(401, 'invalid_client', 'Unknown client_id');

/** `grant_type=authorization_code_pkce`: a code is good once, before it expires, with its verifier. */
export async function exchangeCode(
  deps: AuthDeps,
  req: {
    clientId: string | undefined;
    code: string | undefined;
    codeVerifier: string | undefined;
    redirectUri: string | undefined;
  },
): Promise<Result<TokenResponse>> {
  if (req.clientId !== deps.clientId) return unknownClient();
  if (!req.code) return invalidRequest('code is required');
  if (!req.codeVerifier || !isCodeVerifier(req.codeVerifier)) {
    return invalidRequest('code_verifier must be 43 to 128 unreserved characters');
  }
  const { db, now } = deps;
  const codeHash = secretHash(req.code);
  const { clientId, codeVerifier, redirectUri } = req;
  const started = await db.transaction(async (tx) => {
    const [code] = await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt)))
      .returning();
    if (!code) {
      const [used] = await tx.select().from(authCodes).where(eq(authCodes.codeHash, codeHash));
      // A code presented twice may have been intercepted: end what the first exchange started.
      if (used?.sessionId) await revokeSession(tx, used.sessionId, now);
      return invalidGrant(
        used ? 'The authorization code was already used' : 'Unknown authorization code',
      );
    }
    if (code.expiresAt <= now) return invalidGrant('The authorization code has expired');
    // RFC 6749 §4.1.3: the redirect URI of the authorization request is required again.
    if (code.clientId !== clientId || redirectUri !== code.redirectUri) {
      return invalidGrant('client_id or redirect_uri differs from the authorization request');
    }
    if (!verifierMatches(codeVerifier, code.codeChallenge)) {
      return invalidGrant('code_verifier does not match the code_challenge');
    }
    const result = await startSession(
      tx,
      { clientId, channelId: code.channelId, usid: code.usid, customerId: code.customerId },
      now,
    );
    await tx
      .update(authCodes)
      .set({ sessionId: result.session.id })
      .where(eq(authCodes.codeHash, codeHash));
    return ok(result);
  });
  if (!started.ok) return started;
  return issueTokens(deps, started.value.session, started.value.refreshToken);
}

async function issueTokens(
  deps: AuthDeps,
  session: Session,
  refreshToken: string,
): Promise<Result<TokenResponse>> {
  const customer = session.customerId ? await findById(deps.db, session.customerId) : undefined;
  if (session.customerId && !customer) return invalidGrant('The customer no longer exists');
  return ok(await tokenResponse(deps, session, customer, refreshToken));
}

/** `grant_type=refresh_token`: rotates the refresh token and signs a new access token. */
export async function refreshTokens(
  deps: AuthDeps,
  req: { clientId: string | undefined; refreshToken: string | undefined },
): Promise<Result<TokenResponse>> {
  if (req.clientId !== deps.clientId) return unknownClient();
  if (!req.refreshToken) return invalidRequest('refresh_token is required');
  // Read before the rotation's transaction: it holds PGlite's only connection, and the signing
  // keys are loaded (and cached) by a query of their own.
  const known = await sessionOfRefreshToken(deps.db, req.refreshToken);
  const customer = known?.customerId ? await findById(deps.db, known.customerId) : undefined;
  await signingKeysOf(deps.db);
  return rotateRefreshToken(
    deps.db,
    { clientId: req.clientId, refreshToken: req.refreshToken },
    deps.now,
    async (session, refreshToken) => {
      if (session.customerId && customer?.customerId !== session.customerId)
        return invalidGrant('The customer no longer exists');
      return ok(await tokenResponse(deps, session, customer, refreshToken));
    },
  );
}

/**
 * Logout: revokes every session of the token's usid (each refresh and access token of them), so
 * nothing started with that usid reads its basket or orders afterwards. Unknown tokens revoke
 * nothing.
 */
export async function logout(
  deps: AuthDeps,
  req: { clientId: string | undefined; refreshToken: string | undefined },
): Promise<Result<TokenResponse>> {
  if (req.clientId !== deps.clientId) return unknownClient();
  if (!req.refreshToken) return invalidRequest('refresh_token is required');
  const session = await sessionOfRefreshToken(deps.db, req.refreshToken);
  if (session) await revokeUsidSessions(deps.db, session, deps.now);
  return ok({
    access_token: '',
    id_token: '',
    refresh_token: '',
    expires_in: 0,
    refresh_token_expires_in: 0,
    token_type: 'Bearer',
    usid: session?.usid ?? '',
    customer_id: session ? (session.customerId ?? session.guestCustomerId) : '',
    enc_user_id: '',
    idp_access_token: '',
  });
}
