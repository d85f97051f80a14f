import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** An opaque bearer secret (authorization code, refresh token): 256 random bits, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Codes and refresh tokens are stored as their SHA-256, so a database leak does not leak them. */
export const secretHash = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** Customer and session ids: 24 base64url characters (never `:`, which the `isb` claim uses). */
export const newId = (): string => randomBytes(18).toString('base64url');

export const newUsid = (): string => randomUUID();
