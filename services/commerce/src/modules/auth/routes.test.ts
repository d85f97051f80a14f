import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { addShopper, claimsOf, pkce, SHOPPER } from './auth-testing.ts';
import { isAllowedRedirectUri } from './clients.ts';

const ORG = 'f_ecom_solo_001';
const BASE = `/mobify/proxy/api/shopper/auth/v1/organizations/${ORG}/oauth2`;
const REDIRECT = 'http://localhost:3000/callback';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await addShopper(t.db.db);
});
afterAll(() => t.close());

const authorizeUrl = (params: Record<string, string>) =>
  `${BASE}/authorize?${new URLSearchParams({
    client_id: 'storefront',
    redirect_uri: REDIRECT,
    response_type: 'code',
    hint: 'guest',
    channel_id: 'SoloUS',
    ...params,
  })}`;

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});

const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
});

async function token(fields: Record<string, string>) {
  return t.app.request(
    `${BASE}/token`,
    form({ client_id: 'storefront', channel_id: 'SoloUS', ...fields }),
  );
}

describe('GET authorize', () => {
  it('answers a guest 303 to the redirect URI with code, usid and state', async () => {
    const { challenge } = pkce();
    const res = await t.app.request(authorizeUrl({ code_challenge: challenge, state: 's1' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('usid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.searchParams.get('state')).toBe('s1');
  });

  it('refuses an unknown client or an unlisted redirect URI without redirecting', async () => {
    const { challenge } = pkce();
    for (const [params, error] of [
      [{ client_id: 'intruder' }, 'invalid_client'],
      [{ redirect_uri: 'https://evil.example/callback' }, 'invalid_request'],
      [{ redirect_uri: 'http://localhost:3000/elsewhere' }, 'invalid_request'],
      [{ redirect_uri: 'not a url' }, 'invalid_request'],
    ] as const) {
      const res = await t.app.request(authorizeUrl({ code_challenge: challenge, ...params }));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.json()).toEqual({ error, error_description: expect.any(String) as unknown });
    }
  });

  it('reports other faults to the redirect URI, as OAuth does', async () => {
    const res = await t.app.request(authorizeUrl({ code_challenge: 'malformed' }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('POST login and POST token', () => {
  async function login(username: string, password: string, challenge: string) {
    return t.app.request(
      `${BASE}/login`,
      form(
        {
          client_id: 'storefront',
          redirect_uri: REDIRECT,
          channel_id: 'SoloUS',
          code_challenge: challenge,
        },
        basic(username, password),
      ),
    );
  }

  it('signs a registered shopper in: 303 with code and usid, then tokens for the code', async () => {
    const { verifier, challenge } = pkce();
    const res = await login(SHOPPER.login, SHOPPER.password, challenge);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    const code = location.searchParams.get('code') ?? '';
    const tokens = await token({
      grant_type: 'authorization_code_pkce',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      usid: location.searchParams.get('usid') ?? '',
    });
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'access_token',
        'customer_id',
        'enc_user_id',
        'expires_in',
        'id_token',
        'idp_access_token',
        'refresh_token',
        'refresh_token_expires_in',
        'token_type',
        'usid',
      ].sort(),
    );
    expect(claimsOf(String(body.access_token)).isb).toMatch(
      /^uido:ecom::upn:sam\.fire@example\.com::/,
    );
  });

  it('answers wrong credentials 401 with an OAuth error body, and missing ones 400', async () => {
    const res = await login(SHOPPER.login, 'Wrong#2024', pkce().challenge);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'invalid_credentials',
      error_description: 'The login or password is not correct',
    });
    const missing = await t.app.request(
      `${BASE}/login`,
      form({
        client_id: 'storefront',
        redirect_uri: REDIRECT,
        channel_id: 'SoloUS',
        code_challenge: pkce().challenge,
      }),
    );
    expect(missing.status).toBe(400);
  });

  it('says how long to wait once a login is slowed', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 6; i++)
      res = await login('slow@example.com', 'Wrong#2024', pkce().challenge);
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res?.json()).toMatchObject({ error: 'too_many_attempts' });
  });

  it('refuses an unsupported grant type and a wrong verifier', async () => {
    const unsupported = await token({ grant_type: 'password' });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const { challenge } = pkce();
    const res = await t.app.request(authorizeUrl({ code_challenge: challenge }));
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const wrong = await token({
      grant_type: 'authorization_code_pkce',
      code,
      code_verifier: pkce().verifier,
      redirect_uri: REDIRECT,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('refresh, logout, jwks', () => {
  async function guest() {
    const { verifier, challenge } = pkce();
    const res = await t.app.request(authorizeUrl({ code_challenge: challenge }));
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await token({
      grant_type: 'authorization_code_pkce',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    });
    return (await tokens.json()) as { refresh_token: string; access_token: string; usid: string };
  }

  it('rotates refresh tokens; a repeat right after (a concurrent refresh) gets the same pair', async () => {
    const first = await guest();
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    const repeated = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual(await second.json());
  });

  it('keeps a usid passed to authorize only with its refresh token as c_usid_proof', async () => {
    const first = await guest();
    const usidOf = async (extra: Record<string, string>) => {
      const res = await t.app.request(authorizeUrl({ code_challenge: pkce().challenge, ...extra }));
      return new URL(res.headers.get('location') ?? '').searchParams.get('usid');
    };
    const { usid } = first;
    expect(await usidOf({ usid })).not.toBe(usid);
    expect(await usidOf({ usid, c_usid_proof: first.refresh_token })).toBe(usid);
  });

  it('logs out by GET and by POST', async () => {
    for (const method of ['GET', 'POST']) {
      const tokens = await guest();
      const params = new URLSearchParams({
        client_id: 'storefront',
        refresh_token: tokens.refresh_token,
        channel_id: 'SoloUS',
      });
      const res = await t.app.request(`${BASE}/logout?${params}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(res.status, method).toBe(200);
      const after = await token({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(after.status, method).toBe(400);
    }
  });

  it('publishes the verification keys', async () => {
    const res = await t.app.request(`${BASE}/jwks`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys[0]).toMatchObject({
      kty: 'EC',
      alg: 'ES256',
      kid: expect.any(String) as unknown,
    });
    expect(body.keys[0]).not.toHaveProperty('d');
  });
});

describe('redirect URIs', () => {
  const config = (publicOrigin?: string) => ({
    publicOrigin,
    redirectUris: ['https://app.example.com/done'],
  });

  it('with PUBLIC_ORIGIN: its /callback and the configured list only', () => {
    const c = config('https://shop.example.com');
    expect(
      isAllowedRedirectUri(c, 'https://shop.example.com/callback', 'https://shop.example.com'),
    ).toBe(true);
    expect(isAllowedRedirectUri(c, 'https://app.example.com/done', 'https://x')).toBe(true);
    expect(
      isAllowedRedirectUri(c, 'http://localhost:3000/callback', 'https://shop.example.com'),
    ).toBe(false);
    expect(
      isAllowedRedirectUri(
        c,
        'https://shop.example.com/callback?next=/x',
        'https://shop.example.com',
      ),
    ).toBe(false);
    expect(
      isAllowedRedirectUri(c, 'https://shop.example.com.evil/callback', 'https://shop.example.com'),
    ).toBe(false);
  });

  it('without it: /callback on the origin called or on a loopback origin', () => {
    const c = config();
    expect(
      isAllowedRedirectUri(c, 'http://192.168.1.5:3000/callback', 'http://192.168.1.5:3000'),
    ).toBe(true);
    expect(isAllowedRedirectUri(c, 'http://127.0.0.1:4567/callback', 'http://127.0.0.1:4000')).toBe(
      true,
    );
    expect(isAllowedRedirectUri(c, 'https://evil.example/callback', 'http://127.0.0.1:4000')).toBe(
      false,
    );
  });
});

describe('sign-in budgets', () => {
  const attempt = (login: string, ip: string) =>
    t.app.request(
      `${BASE}/login`,
      form(
        {
          client_id: 'storefront',
          redirect_uri: REDIRECT,
          channel_id: 'SoloUS',
          code_challenge: pkce().challenge,
        },
        basic(login, 'Wrong#2024'),
      ),
      { peer: ip },
    );

  it('refuses one client trying 60 different logins in a few seconds: 429 with Retry-After', async () => {
    // The burst budget is 20 per 10 s: the clock stands still, so a slow machine cannot let the
    // window roll over between attempts (each hashes a password).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 60; i++) {
      const res = await attempt(`spray-${i}@example.com`, '203.0.113.60');
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ error: 'too_many_attempts' });
    // Another client is not refused for it.
    expect((await attempt('spray-0@example.com', '203.0.113.61')).status).toBe(401);
  });
});
