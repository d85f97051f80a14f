/**
 * The CSRF token of the express configuration (spec 002 §3 "a CSRF token name and value"): a
 * digest of the shopper's login session, so it needs no storage and dies with the session. The
 * express-payments writes require it back (docs/decisions.md "Express payments").
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const CSRF_TOKEN_NAME = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export const csrfToken = (sessionId: string): string =>
  createHash('sha256').update(`express-payments:${sessionId}`).digest('base64url');

export function csrfMatches(sessionId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(csrfToken(sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
