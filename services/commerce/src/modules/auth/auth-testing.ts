/** Helpers for the login service's tests: PKCE pairs and the flows run through the service. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '@solo/db';
import { registerCustomer } from '../customers/index.ts';
import type { Result } from './errors.ts';
import { challengeOf } from './pkce.ts';
import {
  authorizeGuest,
  exchangeCode,
  loginRegistered,
  type AuthDeps,
  type TokenResponse,
} from './service.ts';

/** Login flows other modules' tests drive through the service, as the routes do. */
export {
  authorizeGuest,
  exchangeCode,
  loginRegistered,
  logout,
  PASSWORD_RESET_REQUIRED,
  type TokenResponse,
} from './service.ts';

export const ORG = 'f_ecom_solo_001';
export const CLIENT = 'storefront';
export const REDIRECT = 'http://localhost:3000/callback';
export const T0 = new Date('2026-03-01T10:00:00Z');

export const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: challengeOf(verifier) };
}

export const deps = (db: Database, now = T0): AuthDeps => ({
  db,
  orgId: ORG,
  clientId: CLIENT,
  now,
});

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) expect.fail(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export const codeRequest = (challenge: string) => ({
  clientId: CLIENT,
  redirectUri: REDIRECT,
  channelId: 'SoloUS',
  codeChallenge: challenge,
  usid: undefined,
  clientIp: '192.0.2.1',
});

export async function guestTokens(
  db: Database,
  now = T0,
  channelId = 'SoloUS',
): Promise<TokenResponse> {
  const { verifier, challenge } = pkce();
  const { code } = unwrap(
    await authorizeGuest(deps(db, now), {
      ...codeRequest(challenge),
      channelId,
      hint: 'guest',
      responseType: 'code',
    }),
  );
  return unwrap(
    await exchangeCode(deps(db, now), {
      clientId: CLIENT,
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    }),
  );
}

export async function registeredTokens(
  db: Database,
  username: string,
  password: string,
  now = T0,
): Promise<TokenResponse> {
  const { verifier, challenge } = pkce();
  const { code } = unwrap(
    await loginRegistered(deps(db, now), { ...codeRequest(challenge), username, password }),
  );
  return unwrap(
    await exchangeCode(deps(db, now), {
      clientId: CLIENT,
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    }),
  );
}

export const SHOPPER = { login: 'sam.fire@example.com', password: 'Campfire#2024' };

export async function addShopper(
  db: Database,
  overrides: { login?: string; password?: string } = {},
) {
  const login = overrides.login ?? SHOPPER.login;
  const result = await registerCustomer(
    db,
    {
      customer: { login, email: login, firstName: 'Sam', lastName: 'Fire' },
      password: overrides.password ?? SHOPPER.password,
    },
    T0,
  );
  if (!result.ok) expect.fail(result.reason);
  return result.customer;
}

/** The claims of a JWT, unverified (tests only). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
