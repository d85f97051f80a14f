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
 * Repeated sign-in failures for one login (docs/decisions.md "Sign-in throttling"): the first
 * FREE_FAILURES cost nothing; after them one attempt per SLOW_INTERVAL_SECONDS; at
 * LOCK_AFTER_FAILURES the login is locked for LOCK_SECONDS. A failure older than
 * FAILURE_MEMORY_SECONDS is forgotten, and a successful sign-in forgets them all.
 */
export const FREE_FAILURES = 5;
export const SLOW_INTERVAL_SECONDS = 30;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 15 * MINUTE;
export const FAILURE_MEMORY_SECONDS = 15 * MINUTE;

/** Signing algorithm of access tokens (ECDSA P-256: small keys and signatures). */
export const SIGNING_ALG = 'ES256';
