import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { schema, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import { ORG, T0, at, guestTokens } from './auth-testing.ts';
import { publicJwks } from './keys.ts';
import { challengeOf, isCodeChallenge, verifierMatches } from './pkce.ts';
import {
  audienceOf,
  issuerOf,
  signAccessToken,
  verifyAccessToken,
  type TokenSubject,
} from './tokens.ts';

let handle: DatabaseHandle;
let other: DatabaseHandle;
beforeAll(async () => {
  [handle, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([handle.close(), other.close()]);
});

const subject: TokenSubject = {
  sessionId: 's1',
  clientId: 'storefront',
  channelId: 'SoloEU',
  usid: 'u-1',
  guestCustomerId: 'g1',
  customer: { id: 'c1', login: 'a::b@example.com', firstName: null, lastName: 'Lee' },
};

const swapPayload = (token: string, change: (claims: Record<string, unknown>) => void) => {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
};

describe('access tokens', () => {
  it('verify and name the registered shopper, keeping `::` out of claim values', async () => {
    const token = await signAccessToken(handle.db, ORG, subject, T0);
    expect(await verifyAccessToken(handle.db, ORG, token, at(T0, 1799))).toEqual({
      ok: true,
      shopper: {
        customerId: 'c1',
        usid: 'u-1',
        isGuest: false,
        login: 'a:b@example.com',
        channelId: 'SoloEU',
        sessionId: 's1',
      },
    });
  });

  it('expire after 30 minutes', async () => {
    const token = await signAccessToken(handle.db, ORG, subject, T0);
    expect(await verifyAccessToken(handle.db, ORG, token, at(T0, 1800))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a tampered payload, a foreign key, alg none and another issuer', async () => {
    const token = await signAccessToken(handle.db, ORG, subject, T0);
    const tampered = swapPayload(token, (c) => {
      c.isb = String(c.isb).replace('rcid:c1', 'rcid:c2');
    });
    const foreign = await signAccessToken(other.db, ORG, subject, T0);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      token.split('.')[1],
      '',
    ].join('.');
    const otherIssuer = await signAccessToken(handle.db, 'f_ecom_other', subject, T0);
    for (const bad of [tampered, foreign, unsigned, otherIssuer, 'not.a.jwt', '']) {
      expect(await verifyAccessToken(handle.db, ORG, bad, T0)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('are signed with one key kept in the database and published at jwks', async () => {
    const tokens = await guestTokens(handle.db);
    const jwks = await publicJwks(handle.db);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const rows = await handle.db.select().from(schema.signingKeys);
    expect(rows.map((r) => r.kid)).toEqual([jwks.keys[0]?.kid]);
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), {
      issuer: issuerOf(ORG),
      audience: audienceOf(ORG),
      currentDate: T0,
    });
    expect(payload.sub).toContain(tokens.usid);
  });
});

describe('PKCE', () => {
  it('matches the RFC 7636 S256 example', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(challengeOf(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(`${verifier}x`, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(
      false,
    );
    expect(isCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM=')).toBe(false);
  });
});
