import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type DatabaseHandle } from '@solo/db';
import { createTestDatabase } from '@solo/db/testing';
import {
  CLIENT,
  ORG,
  REDIRECT,
  T0,
  addShopper,
  at,
  claimsOf,
  codeRequest,
  deps,
  guestTokens,
  pkce,
  registeredTokens,
  SHOPPER,
  unwrap,
} from './auth-testing.ts';
import { authorizeGuest, exchangeCode, loginRegistered, logout, refreshTokens } from './service.ts';
import { isSessionActive } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

let handle: DatabaseHandle;
let customerId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  customerId = (await addShopper(handle.db)).customerId ?? '';
  await handle.db.insert(schema.customers).values({
    id: 'legacy-1',
    login: 'old@example.com',
    loginKey: 'old@example.com',
    email: 'old@example.com',
    lastName: 'Old',
    passwordHash: await import('@solo/accounts/password-hash').then((m) =>
      m.hashPassword('Embers#2019'),
    ),
    legacyNeedPasswordReset: true,
  });
});
afterAll(() => handle.close());

const guestAuthorize = (challenge: string, extra: Record<string, string | undefined> = {}) =>
  authorizeGuest(deps(handle.db), {
    ...codeRequest(challenge),
    hint: 'guest',
    responseType: 'code',
    ...extra,
  });

describe('guest login', () => {
  it('issues Shopper Login tokens for a guest', async () => {
    const tokens = await guestTokens(handle.db);
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 1800,
      refresh_token_expires_in: 30 * 86_400,
      id_token: '',
      idp_access_token: '',
    });
    expect(tokens.usid).toMatch(/^[0-9a-f-]{36}$/);
    const claims = claimsOf(tokens.access_token);
    expect(claims.sub).toBe(`cc-slas::${ORG}::scid:${CLIENT}::usid:${tokens.usid}`);
    expect(claims.isb).toBe(
      `uido:slas::upn:Guest::uidn:Guest User::gcid:${tokens.customer_id}::chid:SoloUS`,
    );
    expect(claims).toMatchObject({
      sty: 'Guest',
      iat: T0.getTime() / 1000,
      exp: T0.getTime() / 1000 + 1800,
    });
  });

  it('keeps a usid only with a current refresh token of it as proof', async () => {
    const mine = await guestTokens(handle.db);
    const other = await guestTokens(handle.db);
    const usidWith = async (usidProof: string | undefined, usid = mine.usid) =>
      unwrap(await guestAuthorize(pkce().challenge, { usid, usidProof })).usid;
    expect(await usidWith(mine.refresh_token)).toBe(mine.usid);
    // A usid alone, or with someone else's token, is no proof: the caller gets a usid of its own.
    for (const proof of [undefined, '', 'made-up', other.refresh_token]) {
      const usid = await usidWith(proof);
      expect(usid, String(proof)).not.toBe(mine.usid);
      expect(usid).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await usidWith(mine.refresh_token, '11111111-2222-3333-4444-555555555555')).not.toBe(
      '11111111-2222-3333-4444-555555555555',
    );
  });

  it('does not keep a usid for an exchanged, signed-out or other-site refresh token', async () => {
    const usidWith = async (
      tokens: { usid: string; refresh_token: string },
      channelId = 'SoloUS',
    ) =>
      unwrap(
        await guestAuthorize(pkce().challenge, {
          usid: tokens.usid,
          usidProof: tokens.refresh_token,
          channelId,
        }),
      ).usid;
    const rotated = await guestTokens(handle.db);
    unwrap(
      await refreshTokens(deps(handle.db), {
        clientId: CLIENT,
        refreshToken: rotated.refresh_token,
      }),
    );
    expect(await usidWith(rotated)).not.toBe(rotated.usid);
    const ended = await guestTokens(handle.db);
    unwrap(await logout(deps(handle.db), { clientId: CLIENT, refreshToken: ended.refresh_token }));
    expect(await usidWith(ended)).not.toBe(ended.usid);
    const us = await guestTokens(handle.db);
    expect(await usidWith(us, 'SoloEU')).not.toBe(us.usid);
    expect(await usidWith(us, 'SoloUS')).toBe(us.usid);
  });

  it('keeps the usid into a registered login only with proof', async () => {
    const guest = await guestTokens(handle.db);
    const loginWith = async (usidProof: string | undefined) =>
      unwrap(
        await loginRegistered(deps(handle.db), {
          ...codeRequest(pkce().challenge),
          usid: guest.usid,
          usidProof,
          username: SHOPPER.login,
          password: SHOPPER.password,
        }),
      ).usid;
    expect(await loginWith(undefined)).not.toBe(guest.usid);
    expect(await loginWith(guest.refresh_token)).toBe(guest.usid);
  });

  it('refuses malformed PKCE, a missing hint, another response type and an unknown channel', async () => {
    const { challenge } = pkce();
    for (const [extra, error] of [
      [{ codeChallenge: 'too-short' }, 'invalid_request'],
      [{ codeChallenge: `${challenge.slice(1)}=` }, 'invalid_request'],
      [{ codeChallenge: undefined }, 'invalid_request'],
      [{ hint: undefined }, 'invalid_request'],
      [{ responseType: 'token' }, 'unsupported_response_type'],
      [{ channelId: 'SoloMars' }, 'invalid_request'],
      [{ usid: 'no spaces allowed' }, 'invalid_request'],
    ] as const) {
      const result = await guestAuthorize(challenge, extra);
      expect(result.ok ? 'ok' : result.error.error, JSON.stringify(extra)).toBe(error);
    }
  });
});

describe('code exchange', () => {
  const exchange = (code: string, codeVerifier: string, now = T0, clientId = CLIENT) =>
    exchangeCode(deps(handle.db, now), { clientId, code, codeVerifier, redirectUri: REDIRECT });

  it('refuses a wrong verifier and burns the code', async () => {
    const { verifier, challenge } = pkce();
    const { code } = unwrap(await guestAuthorize(challenge));
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong).toMatchObject({ ok: false, error: { status: 400, error: 'invalid_grant' } });
    expect((await exchange(code, verifier)).ok).toBe(false);
  });

  it('refuses a malformed verifier before looking at the code', async () => {
    const { challenge } = pkce();
    const { code } = unwrap(await guestAuthorize(challenge));
    expect(await exchange(code, 'short')).toMatchObject({
      ok: false,
      error: { error: 'invalid_request' },
    });
  });

  it('refuses an expired code', async () => {
    const { verifier, challenge } = pkce();
    const { code } = unwrap(await guestAuthorize(challenge));
    expect(await exchange(code, verifier, at(T0, 60))).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant', description: expect.stringMatching(/expired/) as unknown },
    });
  });

  it('refuses an unknown client and an unknown code', async () => {
    const { verifier } = pkce();
    expect(await exchange('nope', verifier, T0, 'other')).toMatchObject({
      ok: false,
      error: { status: 401, error: 'invalid_client' },
    });
    expect(await exchange('nope', verifier)).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant' },
    });
  });

  it('refuses a reused code and ends the session the first exchange started', async () => {
    const { verifier, challenge } = pkce();
    const { code } = unwrap(await guestAuthorize(challenge));
    const first = unwrap(await exchange(code, verifier));
    expect(await exchange(code, verifier)).toMatchObject({
      ok: false,
      error: {
        error: 'invalid_grant',
        description: expect.stringMatching(/already used/) as unknown,
      },
    });
    expect(
      (
        await refreshTokens(deps(handle.db), {
          clientId: CLIENT,
          refreshToken: first.refresh_token,
        })
      ).ok,
    ).toBe(false);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string, now = at(T0, 60)) =>
    refreshTokens(deps(handle.db, now), { clientId: CLIENT, refreshToken });

  it('rotate, keeping the shopper, usid and the family expiry', async () => {
    const first = await guestTokens(handle.db);
    const second = unwrap(await refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second).toMatchObject({
      usid: first.usid,
      customer_id: first.customer_id,
      refresh_token_expires_in: 30 * 86_400 - 60,
    });
    expect(claimsOf(second.access_token).iat).toBe(T0.getTime() / 1000 + 60);
  });

  it('answer a second refresh of the same token within 30 s with the same pair', async () => {
    const first = await guestTokens(handle.db);
    const second = unwrap(await refresh(first.refresh_token, at(T0, 60)));
    const again = unwrap(await refresh(first.refresh_token, at(T0, 89)));
    expect(again).toEqual(second);
    // The winner's tokens keep working.
    const third = unwrap(await refresh(second.refresh_token, at(T0, 120)));
    expect(third.usid).toBe(first.usid);
  });

  it('answer two concurrent refreshes of one token with one pair, and keep the session', async () => {
    const first = await guestTokens(handle.db);
    const [a, b] = await Promise.all([
      refresh(first.refresh_token, at(T0, 60)),
      refresh(first.refresh_token, at(T0, 60)),
    ]);
    expect(unwrap(a)).toEqual(unwrap(b));
    expect((await refresh(unwrap(a).refresh_token, at(T0, 90))).ok).toBe(true);
  });

  it('refuse a token reused after the grace window and revoke its whole family', async () => {
    const first = await guestTokens(handle.db);
    const second = unwrap(await refresh(first.refresh_token));
    expect(await refresh(first.refresh_token, at(T0, 60 + 30))).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant' },
    });
    // The thief's replay ended the session: the legitimate newest token no longer works either.
    expect(await refresh(second.refresh_token, at(T0, 91))).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant' },
    });
    const verified = await verifyAccessToken(handle.db, ORG, second.access_token, at(T0, 60));
    expect(verified.ok && (await isSessionActive(handle.db, verified.shopper.sessionId))).toBe(
      false,
    );
  });

  it('expire with their family: 30 days for guests', async () => {
    const tokens = await guestTokens(handle.db);
    expect(await refresh(tokens.refresh_token, at(T0, 30 * 86_400))).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant' },
    });
  });

  it('refuse unknown tokens and clients', async () => {
    expect(await refresh('garbage')).toMatchObject({
      ok: false,
      error: { error: 'invalid_grant' },
    });
    const tokens = await guestTokens(handle.db);
    expect(
      await refreshTokens(deps(handle.db), {
        clientId: 'other',
        refreshToken: tokens.refresh_token,
      }),
    ).toMatchObject({
      ok: false,
      error: { error: 'invalid_client' },
    });
  });
});

describe('registered login', () => {
  const login = (username: string, password: string, now = T0) =>
    loginRegistered(deps(handle.db, now), { ...codeRequest(pkce().challenge), username, password });

  it('signs in with any case of the login and names the customer in the token', async () => {
    const tokens = await registeredTokens(handle.db, ' SAM.Fire@example.com', SHOPPER.password);
    expect(tokens).toMatchObject({
      customer_id: customerId,
      refresh_token_expires_in: 90 * 86_400,
    });
    const claims = claimsOf(tokens.access_token);
    expect(claims.isb).toMatch(
      new RegExp(
        `^uido:ecom::upn:sam\\.fire@example\\.com::uidn:Sam Fire::gcid:[\\w-]+::rcid:${customerId}::chid:SoloUS$`,
      ),
    );
    expect(claims.sty).toBe('User');
    const verified = await verifyAccessToken(handle.db, ORG, tokens.access_token, T0);
    expect(verified).toMatchObject({
      ok: true,
      shopper: { customerId, isGuest: false, login: 'sam.fire@example.com', usid: tokens.usid },
    });
  });

  it('answers a wrong password and an unknown login alike: 401', async () => {
    const wrong = await login(SHOPPER.login, 'Wrong#2024');
    const unknown = await login('nobody@example.com', 'Wrong#2024');
    expect(wrong).toEqual({
      ok: false,
      error: {
        status: 401,
        error: 'invalid_credentials',
        description: 'The login or password is not correct',
      },
    });
    expect(unknown).toEqual(wrong);
  });

  it('takes about as long for an unknown login as for a wrong password (scrypt runs for both)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login(username, 'Wrong#2024', at(T0, 7200));
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const known = Math.min(await time('timing@example.com'), await time(SHOPPER.login));
    const unknown = Math.min(
      await time('nobody-1@example.com'),
      await time('nobody-2@example.com'),
    );
    expect(unknown).toBeGreaterThan(known / 3);
    expect(unknown).toBeLessThan(known * 3);
  });

  it('tells a legacy customer with the right password to reset it, and nobody else', async () => {
    expect(await login('old@example.com', 'Embers#2019')).toMatchObject({
      ok: false,
      error: { status: 403, error: 'password_reset_required' },
    });
    expect(await login('old@example.com', 'Wrong#2019')).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });
});

describe('throttling', () => {
  const login = (username: string, password: string, now: Date) =>
    loginRegistered(deps(handle.db, now), { ...codeRequest(pkce().challenge), username, password });

  it('slows after 5 failures, locks for 15 minutes at 10, and forgets afterwards', async () => {
    const user = await addShopper(handle.db, { login: 'locked@example.com' });
    expect(user.login).toBe('locked@example.com');
    let now = at(T0, 10_000);
    for (let i = 0; i < 5; i++) {
      expect(await login('locked@example.com', 'Wrong#1', now)).toMatchObject({
        ok: false,
        error: { status: 401 },
      });
    }
    // Sixth attempt right away: refused unchecked, even with the right password.
    expect(await login('locked@example.com', SHOPPER.password, now)).toMatchObject({
      ok: false,
      error: { status: 429, error: 'too_many_attempts', retryAfter: 30 },
    });
    for (let i = 5; i < 10; i++) {
      now = at(now, 30);
      expect(await login('locked@example.com', 'Wrong#1', now)).toMatchObject({
        ok: false,
        error: { status: 401 },
      });
    }
    now = at(now, 60);
    expect(await login('locked@example.com', SHOPPER.password, now)).toMatchObject({
      ok: false,
      error: { status: 429, retryAfter: 15 * 60 - 60 },
    });
    now = at(now, 15 * 60 - 60);
    expect((await login('locked@example.com', SHOPPER.password, now)).ok).toBe(true);
    const rows = await handle.db
      .select()
      .from(schema.loginAttempts)
      .where(eq(schema.loginAttempts.loginKey, 'locked@example.com'));
    expect(rows).toEqual([]);
  });

  it('slows and locks a login that does not exist exactly the same way', async () => {
    let now = at(T0, 20_000);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login('ghost@example.com', 'Wrong#1', now));
    expect(answers.map((a) => (a.ok ? 200 : a.error.status))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    now = at(now, 16 * 60);
    expect(await login('ghost@example.com', 'Wrong#1', now)).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const tokens = await registeredTokens(handle.db, SHOPPER.login, SHOPPER.password);
    const result = unwrap(
      await logout(deps(handle.db), { clientId: CLIENT, refreshToken: tokens.refresh_token }),
    );
    expect(result).toMatchObject({
      access_token: '',
      refresh_token: '',
      usid: tokens.usid,
      customer_id: customerId,
    });
    expect(
      (
        await refreshTokens(deps(handle.db), {
          clientId: CLIENT,
          refreshToken: tokens.refresh_token,
        })
      ).ok,
    ).toBe(false);
    const verified = await verifyAccessToken(handle.db, ORG, tokens.access_token, T0);
    expect(verified.ok && (await isSessionActive(handle.db, verified.shopper.sessionId))).toBe(
      false,
    );
  });

  it('ends every session of the usid, so one started elsewhere with it stops too', async () => {
    const victim = await guestTokens(handle.db);
    // Another session of the same usid (another tab, or someone who got the usid and its proof).
    const { verifier, challenge } = pkce();
    const { code, usid } = unwrap(
      await guestAuthorize(challenge, { usid: victim.usid, usidProof: victim.refresh_token }),
    );
    expect(usid).toBe(victim.usid);
    const other = unwrap(
      await exchangeCode(deps(handle.db), {
        clientId: CLIENT,
        code,
        codeVerifier: verifier,
        redirectUri: REDIRECT,
      }),
    );
    unwrap(await logout(deps(handle.db), { clientId: CLIENT, refreshToken: victim.refresh_token }));
    const verified = await verifyAccessToken(handle.db, ORG, other.access_token, T0);
    expect(verified.ok && (await isSessionActive(handle.db, verified.shopper.sessionId))).toBe(
      false,
    );
    expect(
      (
        await refreshTokens(deps(handle.db), {
          clientId: CLIENT,
          refreshToken: other.refresh_token,
        })
      ).ok,
    ).toBe(false);
  });

  it('needs the client and a refresh token; an unknown token revokes nothing', async () => {
    expect(await logout(deps(handle.db), { clientId: 'other', refreshToken: 'x' })).toMatchObject({
      ok: false,
    });
    expect(
      await logout(deps(handle.db), { clientId: CLIENT, refreshToken: undefined }),
    ).toMatchObject({ ok: false });
    expect(
      await logout(deps(handle.db), { clientId: CLIENT, refreshToken: 'unknown' }),
    ).toMatchObject({ ok: true });
  });
});
