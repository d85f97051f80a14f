import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import { createApiClient } from '../api/client.server.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { verifyAccessToken } from './jwks.server.ts';
import { createLoginService, type LoginService } from './login-service.server.ts';
import { createRefreshLock, type RefreshLock } from './refresh-lock.server.ts';
import {
  resolveSession,
  signIn,
  signOut,
  type CookieWrite,
  type SessionDeps,
} from './session-core.server.ts';

/** The real login service over a fresh database; the storefront's clock is the test's. */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
let api: ReturnType<typeof createApiClient>;
const log = { info: () => {}, warn: () => {}, error: () => {} };
const origin = 'http://127.0.0.1:3000';
const SITE = 'SoloUS';
const shopper = { username: 'camper@example.com', password: 'Campfire#2024' };

beforeAll(async () => {
  commerce = await openTestCommerce();
  api = createApiClient({
    baseUrl: origin,
    fetch: (input, init) => Promise.resolve(commerce.app.fetch(new Request(input, init))),
    requestId: 'session-test',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
  // A registered shopper, registered the way the storefront does it: with a guest token.
  const login = createLoginService({ api, log }, { siteId: SITE, origin });
  const guest = await login.guest();
  if (!guest.ok) throw new Error('guest login failed');
  await new sdk.ShopperCustomers({
    ...shopperClientConfig(api, { siteId: SITE }),
    headers: { authorization: `Bearer ${guest.tokens.access_token}` },
  }).registerCustomer({
    body: {
      customer: {
        login: shopper.username,
        email: shopper.username,
        firstName: 'Cam',
        lastName: 'Per',
      },
      password: shopper.password,
    },
  });
});
afterAll(() => commerce.close());

/** A browser's cookie jar for one site. */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    apply(writes: CookieWrite[]) {
      for (const w of writes) {
        if (w.maxAge > 0) cookies.set(w.name, w.value);
        else cookies.delete(w.name);
      }
    },
  };
}

function depsFor(
  cookies: Map<string, string>,
  options: { now?: number; lock?: RefreshLock; login?: LoginService } = {},
): SessionDeps {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  return {
    siteId: SITE,
    cookies,
    login: options.login ?? createLoginService({ api, log }, { siteId: SITE, origin }),
    verify: (token) => verifyAccessToken(api, token, new Date(now * 1000)),
    lock: options.lock ?? createRefreshLock(),
    nowSeconds: () => now,
  };
}

describe('shopper sessions', () => {
  it('starts a guest session only when asked, keeping it in the site cookies', async () => {
    const browser = jar({ other: '1' });
    const peek = await resolveSession(depsFor(browser.cookies), { create: false });
    expect(peek).toEqual({ session: null, cookies: [] });

    const started = await resolveSession(depsFor(browser.cookies), { create: true });
    expect(started.session).toMatchObject({ siteId: SITE, isGuest: true, isRegistered: false });
    browser.apply(started.cookies);
    expect([...browser.cookies.keys()].sort()).toEqual(
      ['cc-at_SoloUS', 'cc-nx-g_SoloUS', 'other', 'usid_SoloUS'].sort(),
    );
    expect(started.cookies.find((c) => c.name === 'cc-at_SoloUS')?.maxAge).toBe(1800);

    // The next request uses the same access token: no call, no cookie.
    const again = await resolveSession(depsFor(browser.cookies), { create: true });
    expect(again.cookies).toEqual([]);
    expect(again.session).toEqual(started.session);
  });

  it('renews an expired access token once for concurrent requests, and after it expires', async () => {
    const browser = jar();
    browser.apply((await resolveSession(depsFor(browser.cookies), { create: true })).cookies);
    const first = browser.cookies.get('cc-at_SoloUS');
    const refreshToken = browser.cookies.get('cc-nx-g_SoloUS');
    // 31 minutes later, two requests arrive with the same cookies.
    const later = Math.floor(Date.now() / 1000) + 31 * 60;
    const lock = createRefreshLock();
    const [a, b] = await Promise.all([
      resolveSession(depsFor(new Map(browser.cookies), { now: later, lock }), { create: false }),
      resolveSession(depsFor(new Map(browser.cookies), { now: later, lock }), { create: false }),
    ]);
    expect(a.session?.accessToken).not.toBe(first);
    expect(b.session?.accessToken).toBe(a.session?.accessToken);
    browser.apply(a.cookies);
    expect(browser.cookies.get('cc-nx-g_SoloUS')).not.toBe(refreshToken);
    expect(a.session?.usid).toBe(b.session?.usid);
  });

  it('treats a tampered or deleted access token as expired and renews it', async () => {
    const browser = jar();
    browser.apply((await resolveSession(depsFor(browser.cookies), { create: true })).cookies);
    const { usid } = (await resolveSession(depsFor(browser.cookies), { create: false })).session!;
    browser.cookies.set('cc-at_SoloUS', `${browser.cookies.get('cc-at_SoloUS')}x`);
    const renewed = await resolveSession(depsFor(browser.cookies), { create: false });
    expect(renewed.session).toMatchObject({ usid, isGuest: true });
    browser.apply(renewed.cookies);
    browser.cookies.delete('cc-at_SoloUS');
    const again = await resolveSession(depsFor(browser.cookies), { create: false });
    expect(again.session?.usid).toBe(usid);
  });

  it('keeps the shopper when another instance refreshed the same token a moment before', async () => {
    const browser = jar();
    browser.apply((await resolveSession(depsFor(browser.cookies), { create: true })).cookies);
    const { usid } = (await resolveSession(depsFor(browser.cookies), { create: false })).session!;
    const later = Math.floor(Date.now() / 1000) + 31 * 60;
    // "Another instance" (its own lock) rotates the token first; this one gets the same pair.
    const elsewhere = await resolveSession(
      depsFor(new Map(browser.cookies), { now: later, lock: createRefreshLock() }),
      { create: false },
    );
    const here = await resolveSession(
      depsFor(new Map(browser.cookies), { now: later, lock: createRefreshLock() }),
      { create: false },
    );
    expect(here.session).toMatchObject({ usid, isGuest: true });
    expect(here.session?.accessToken).toBe(elsewhere.session?.accessToken);
  });

  it('falls back to a new guest session when the login service refuses the refresh token', async () => {
    const browser = jar();
    browser.apply((await resolveSession(depsFor(browser.cookies), { create: true })).cookies);
    const { usid } = (await resolveSession(depsFor(browser.cookies), { create: false })).session!;
    // The session ends elsewhere (a sign-out in another tab).
    await signOut(depsFor(new Map(browser.cookies)));
    const later = Math.floor(Date.now() / 1000) + 31 * 60;
    const peek = await resolveSession(depsFor(new Map(browser.cookies), { now: later }), {
      create: false,
    });
    expect(peek.session).toBeNull();
    expect(peek.cookies.map((c) => [c.name, c.maxAge])).toContainEqual(['cc-nx-g_SoloUS', 0]);
    const fresh = await resolveSession(depsFor(new Map(browser.cookies), { now: later }), {
      create: true,
    });
    expect(fresh.session).toMatchObject({ isGuest: true });
    expect(fresh.session?.usid).not.toBe(usid);
  });

  it('signs in keeping the guest usid, then signs out clearing every cookie of spec 000 §4', async () => {
    const browser = jar({ postalCode: '10178', dwsecuretoken_abc: 'x', 'cc-at_SoloEU': 'eu' });
    browser.apply((await resolveSession(depsFor(browser.cookies), { create: true })).cookies);
    const guestUsid = browser.cookies.get('usid_SoloUS');

    const wrong = await signIn(depsFor(browser.cookies), { ...shopper, password: 'Wrong#2024' });
    expect(wrong).toMatchObject({ ok: false, failure: { kind: 'invalid-credentials' } });

    const ok = await signIn(depsFor(browser.cookies), shopper);
    if (!ok.ok) throw new Error(`sign-in failed: ${ok.failure.kind}`);
    expect(ok.session).toMatchObject({
      isRegistered: true,
      login: shopper.username,
      usid: guestUsid,
    });
    expect(ok.guest?.usid).toBe(guestUsid);
    browser.apply(ok.cookies);
    expect(browser.cookies.has('cc-nx_SoloUS')).toBe(true);
    expect(browser.cookies.has('cc-nx-g_SoloUS')).toBe(false);
    const refreshToken = browser.cookies.get('cc-nx_SoloUS')!;

    const cleared = await signOut(depsFor(browser.cookies));
    browser.apply(cleared);
    expect([...browser.cookies.keys()]).toEqual(['cc-at_SoloEU']);
    const login = createLoginService({ api, log }, { siteId: SITE, origin });
    expect(await login.refresh(refreshToken)).toEqual({
      ok: false,
      failure: { kind: 'invalid-grant' },
    });
  });
});

describe('refused sign-ins', () => {
  it('slows a login down after repeated failures and says for how long', async () => {
    const login = createLoginService({ api, log }, { siteId: SITE, origin });
    const username = 'nobody-throttled@example.com';
    const results = [];
    for (let i = 0; i < 7; i++)
      results.push(await login.registered({ username, password: 'Wrong#2024' }));
    // docs/decisions.md "Sign-in throttling": 5 failures are free, then one attempt per 30 s.
    expect(results.slice(0, 5).map((r) => !r.ok && r.failure.kind)).toEqual(
      Array(5).fill('invalid-credentials'),
    );
    const last = results.at(-1);
    expect(last).toMatchObject({ ok: false, failure: { kind: 'too-many-attempts' } });
    const wait =
      last && !last.ok && last.failure.kind === 'too-many-attempts' ? last.failure : null;
    expect(wait?.retryAfterSeconds).toBeGreaterThan(0);
    expect(wait?.retryAfterSeconds).toBeLessThanOrEqual(30);
  });
});
