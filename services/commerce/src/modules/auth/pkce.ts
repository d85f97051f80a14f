/** PKCE (RFC 7636), S256 only: the Shopper Login public-client flows always send it. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** base64url of a SHA-256 digest: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export const isCodeChallenge = (value: string): boolean => CHALLENGE.test(value);
export const isCodeVerifier = (value: string): boolean => VERIFIER.test(value);

export const challengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

/** True when `verifier` is well formed and hashes to `challenge`; compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!isCodeVerifier(verifier) || !isCodeChallenge(challenge)) return false;
  return timingSafeEqual(Buffer.from(challengeOf(verifier)), Buffer.from(challenge));
}
