/**
 * Sign-in tables (module: auth): sessions, codes, tokens, signing keys, failed sign-ins.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A signed-in session (module: auth): one per login, the family every refresh token of that
 * login belongs to. Revoking it ends the session for every token of the family.
 */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  channelId: text('channel_id').notNull(),
  usid: text('usid').notNull(),
  /** The guest customer id (`gcid`), for guests and registered shoppers alike. */
  guestCustomerId: text('guest_customer_id').notNull(),
  /** The registered customer (`rcid`); null for a guest session. */
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Refresh tokens of the family never outlive this (30 days guest, 90 days registered). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Authorization codes (module: auth): single use, short-lived, bound to a PKCE challenge. */
export const authCodes = pgTable('auth_codes', {
  /** SHA-256 of the code; the code itself is never stored. */
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  channelId: text('channel_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  usid: text('usid').notNull(),
  /** The registered customer who signed in; null for a guest code. */
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The session the code was exchanged for: revoked if the code is presented again. */
  sessionId: text('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
});

/** Refresh tokens (module: auth), rotated on every use; a used token presented again is refused. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token response this token was exchanged for, sealed with a key only the token itself
     * gives (AES-GCM): a concurrent refresh with the same token, on any instance, gets the same
     * pair within the grace window, and a database leak reveals no token.
     */
    successor: text('successor'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Keys that sign access tokens (module: auth), shared by every process through the database.
 * The newest unretired key signs; every unretired key is published at `jwks`.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Failed sign-ins per client address and login key (module: auth; the key is `{ip} {loginKey}`),
 * for slowing one client's repeated failures on one login. Kept for logins that do not exist too,
 * so the answers never tell them apart.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    loginKey: text('login_key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_attempts_last_failure_idx').on(t.lastFailureAt)],
);
