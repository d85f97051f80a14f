/**
 * How a request's shopper session is found, renewed, started, signed in and ended, from the
 * request's cookies to the cookies of its response. Free of React Router, so tests drive it
 * with a real commerce service and a clock of their own; session.server.ts is the glue.
 */
import { isFresh, claimsOfIssuedToken, type AccessTokenClaims } from './claims.ts';
import {
  sessionCookieNames,
  SIGN_OUT_COOKIE_PREFIX,
  SIGN_OUT_COOKIES,
  type SessionCookieNames,
} from './cookies.ts';
import type { LoginFailure, LoginService, TokenResponse } from './login-service.server.ts';
import type { RefreshLock } from './refresh-lock.server.ts';

/** The shopper a request acts for (spec 000 §3, §6: guest or registered, bearer token). */
export interface ShopperSession {
  siteId: string;
  /** Bearer token for the Shopper APIs; server-side only. */
  accessToken: string;
  /** The registered customer's id, or the guest customer id of a guest session. */
  customerId: string;
  isRegistered: boolean;
  isGuest: boolean;
  usid: string;
  /** The registered shopper's login (email). */
  login?: string;
  /** When the access token expires, seconds since the epoch. */
  expiresAt: number;
}

/** A cookie the response sets (`maxAge` > 0) or deletes (`maxAge` 0). */
export interface CookieWrite {
  name: string;
  value: string;
  maxAge: number;
}

export interface SessionDeps {
  siteId: string;
  cookies: ReadonlyMap<string, string>;
  login: LoginService;
  /** Claims of a valid access token from a cookie, else null (jwks.server.ts). */
  verify(token: string): Promise<AccessTokenClaims | null>;
  lock: RefreshLock;
  nowSeconds(): number;
}

export interface SessionOutcome {
  session: ShopperSession | null;
  cookies: CookieWrite[];
}

/** The login service failed in a way a new guest session cannot fix (it is down). */
export class SessionUnavailableError extends Error {
  readonly failure: LoginFailure;
  constructor(failure: LoginFailure) {
    super(`login service unavailable (${failure.kind})`);
    this.failure = failure;
  }
}

function sessionOf(siteId: string, accessToken: string, claims: AccessTokenClaims): ShopperSession {
  return {
    siteId,
    accessToken,
    customerId: claims.customerId,
    isRegistered: claims.isRegistered,
    isGuest: !claims.isRegistered,
    usid: claims.usid,
    ...(claims.login ? { login: claims.login } : {}),
    expiresAt: claims.exp,
  };
}

const clear = (name: string): CookieWrite => ({ name, value: '', maxAge: 0 });

/** Cookies of a fresh token response: the refresh token goes in its kind's cookie only. */
function tokenCookies(names: SessionCookieNames, tokens: TokenResponse, registered: boolean) {
  const refreshMaxAge = tokens.refresh_token_expires_in;
  const [keep, drop] = registered
    ? [names.registeredRefreshToken, names.guestRefreshToken]
    : [names.guestRefreshToken, names.registeredRefreshToken];
  return [
    { name: names.accessToken, value: tokens.access_token, maxAge: tokens.expires_in },
    { name: keep, value: tokens.refresh_token, maxAge: refreshMaxAge },
    clear(drop),
    { name: names.usid, value: tokens.usid, maxAge: refreshMaxAge },
  ];
}

/** The session of a token response, with the cookies that keep it. */
export function sessionFromTokens(siteId: string, tokens: TokenResponse): SessionOutcome {
  const claims = claimsOfIssuedToken(tokens.access_token);
  if (!claims) throw new Error('the login service issued an unreadable access token');
  return {
    session: sessionOf(siteId, tokens.access_token, claims),
    cookies: tokenCookies(sessionCookieNames(siteId), tokens, claims.isRegistered),
  };
}

const sessionCookiesCleared = (names: SessionCookieNames): CookieWrite[] =>
  Object.values(names).map(clear);

/** Cookie writes that forget a site's session (its four token cookies). */
export const forgetSession = (siteId: string): CookieWrite[] =>
  sessionCookiesCleared(sessionCookieNames(siteId));

async function startGuest(deps: SessionDeps, cleared: CookieWrite[]): Promise<SessionOutcome> {
  const result = await deps.login.guest();
  if (!result.ok) throw new SessionUnavailableError(result.failure);
  const started = sessionFromTokens(deps.siteId, result.tokens);
  return { session: started.session, cookies: [...cleared, ...started.cookies] };
}

/**
 * The request's session: its access token while it is fresh, else renewed with its refresh
 * token (one refresh per token in this process, see refresh-lock.server.ts). A refresh the service
 * refuses (spent by another instance, expired, logged out) ends that session: with
 * `create: true` a new guest session takes its place, otherwise the answer is no session. Without
 * any session cookie, `create: true` starts a guest session.
 */
export async function resolveSession(
  deps: SessionDeps,
  { create }: { create: boolean },
): Promise<SessionOutcome> {
  const names = sessionCookieNames(deps.siteId);
  const accessToken = deps.cookies.get(names.accessToken);
  const refreshToken =
    deps.cookies.get(names.registeredRefreshToken) || deps.cookies.get(names.guestRefreshToken);

  if (accessToken) {
    const claims = await deps.verify(accessToken);
    if (claims && claims.siteId === deps.siteId && isFresh(claims.exp, deps.nowSeconds()))
      return { session: sessionOf(deps.siteId, accessToken, claims), cookies: [] };
  }

  if (refreshToken) {
    const result = await deps.lock.run(refreshToken, () => deps.login.refresh(refreshToken));
    if (result.ok) return sessionFromTokens(deps.siteId, result.tokens);
    if (result.failure.kind !== 'invalid-grant') throw new SessionUnavailableError(result.failure);
  }

  // No usable session: whatever cookies remain belong to one that is over.
  const cleared = sessionCookiesCleared(names).filter((c) => deps.cookies.has(c.name));
  if (!create) return { session: null, cookies: cleared };
  return startGuest(deps, cleared);
}

/** Result of a sign-in: the new registered session, or why the login service refused it. */
export type SignInOutcome =
  | {
      ok: true;
      session: ShopperSession;
      /** The guest session the shopper had before, if any (its basket is merged, spec 000 §4). */
      guest: ShopperSession | null;
      cookies: CookieWrite[];
    }
  | { ok: false; failure: LoginFailure; cookies: CookieWrite[] };

/**
 * Signs a shopper in on the request's site. A guest session's usid is carried into the
 * registered session, so the shopper stays the same shopper to the service.
 */
export async function signIn(
  deps: SessionDeps,
  credentials: { username: string; password: string },
): Promise<SignInOutcome> {
  const current = await resolveSession(deps, { create: false });
  const guest = current.session?.isGuest ? current.session : null;
  // The guest's refresh token as it stands after the resolution (which may have rotated it).
  const names = sessionCookieNames(deps.siteId);
  const renewed = current.cookies.find((c) => c.name === names.guestRefreshToken && c.maxAge > 0);
  const refreshToken = renewed?.value ?? deps.cookies.get(names.guestRefreshToken);
  const result = await deps.login.registered(
    credentials,
    guest && refreshToken ? { usid: guest.usid, refreshToken } : undefined,
  );
  if (!result.ok) return { ok: false, failure: result.failure, cookies: current.cookies };
  const signedIn = sessionFromTokens(deps.siteId, result.tokens);
  return {
    ok: true,
    session: signedIn.session!,
    guest,
    cookies: [...current.cookies, ...signedIn.cookies],
  };
}

/**
 * Spec 000 §4 sign-out: ends the session at the login service, then clears postalCode,
 * geoCountryCode, dwsid, every dwsecuretoken_* and the site's token cookies.
 */
export async function signOut(deps: SessionDeps): Promise<CookieWrite[]> {
  const names = sessionCookieNames(deps.siteId);
  const refreshToken =
    deps.cookies.get(names.registeredRefreshToken) || deps.cookies.get(names.guestRefreshToken);
  if (refreshToken) {
    await deps.login.logout({
      accessToken: deps.cookies.get(names.accessToken) ?? '',
      refreshToken,
    });
  }
  const others = [
    ...SIGN_OUT_COOKIES,
    ...[...deps.cookies.keys()].filter((name) => name.startsWith(SIGN_OUT_COOKIE_PREFIX)),
  ];
  return [...sessionCookiesCleared(names), ...others.map(clear)];
}
