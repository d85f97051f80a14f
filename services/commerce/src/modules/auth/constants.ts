/** Lifetimes and limits of the login service. Sessions use a bearer access token (spec 000 §6). */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Shopper Login API lifetimes, in seconds: access 30 minutes; refresh 30 days guest, 90 registered. */
export const ACCESS_TOKEN_SECONDS = 30 * MINUTE;
export const GUEST_REFRESH_SECONDS = 30 * DAY;
export const REGISTERED_REFRESH_SECONDS = 90 * DAY;

/**
 * A refresh token exchanged less than this long ago, presented again, answers the same token pair
 * instead of ending the session (docs/decisions.md "Concurrent refreshes"): two tabs or two
 * instances refreshing at once. Later, a reuse means a stolen token and revokes the family.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** An authorization code is exchanged right after it is issued; 60 s covers a slow round trip. */
export const AUTH_CODE_SECONDS = 60;

/**
 * Repeated sign-in failures of one client on one login (docs/decisions.md "Sign-in throttling"):
 * the first FREE_FAILURES cost nothing; after the n-th failure beyond them the next attempt waits
 * BACKOFF_BASE_SECONDS doubled n-1 times, at most BACKOFF_MAX_SECONDS. A failure older than
 * FAILURE_MEMORY_SECONDS is forgotten, and a successful sign-in forgets them all. Other clients'
 * failures never delay a client: the right password is never locked out by someone else.
 */
export const FREE_FAILURES = 5;
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_MAX_SECONDS = 15 * MINUTE;
export const FAILURE_MEMORY_SECONDS = 60 * MINUTE;

/** Signing algorithm of access tokens (ECDSA P-256: small keys and signatures). */
export const SIGNING_ALG = 'ES256';
