import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCommerce } from '../../../server/testing-commerce.ts';
import {
  findShopperSession,
  getShopperSession,
  PERSONAL_CACHE_CONTROL,
  signOutShopper,
} from './session.server.ts';
import { cookieHeader, PAGE_CACHE, sessionHarness } from './session-testing.server.ts';

/** The React Router glue: per-request state, Set-Cookie and cache headers on the response. */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
let guestLogins = 0;

beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

const run = sessionHarness(
  () => commerce,
  (req) => {
    if (new URL(req.url).pathname.endsWith('/oauth2/authorize')) guestLogins++;
  },
);

describe('session middleware', () => {
  it('leaves a response that never used the session public and cookie-free', async () => {
    const { response } = await run('http://127.0.0.1:3000/p/ranger', () => Promise.resolve(null));
    expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE);
    expect(response.headers.getSetCookie()).toEqual([]);
    const peek = await run('http://127.0.0.1:3000/session', (args) => findShopperSession(args));
    expect(peek.result).toBeNull();
    expect(peek.response.headers.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
    expect(peek.response.headers.getSetCookie()).toEqual([]);
  });

  it("starts one guest session per request on the URL's site and keeps it private", async () => {
    guestLogins = 0;
    const { response, result } = await run('http://127.0.0.1:3000/eu/de/login', async (args) => {
      const [a, b] = await Promise.all([getShopperSession(args), getShopperSession(args)]);
      expect(b).toEqual(a);
      return a;
    });
    expect(guestLogins).toBe(1);
    expect(result).toMatchObject({ siteId: 'SoloEU', isGuest: true });
    expect(response.headers.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      'cc-at_SoloEU',
      'cc-nx-g_SoloEU',
      'cc-nx_SoloEU',
      'usid_SoloEU',
    ]);
    expect(cookies.find((c) => c.startsWith('cc-at_SoloEU='))).toMatch(
      /; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/,
    );

    // The next request of the same browser reuses it; sign-out clears it.
    const cookie = cookieHeader(response);
    const again = await run('http://127.0.0.1:3000/eu/p/ranger', getShopperSession, { cookie });
    expect(again.result).toEqual(result);
    expect(again.response.headers.getSetCookie()).toEqual([]);
    const out = await run('http://127.0.0.1:3000/eu/logout', signOutShopper, {
      cookie: `${cookie}; geoCountryCode=DE`,
    });
    expect(out.response.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(
      expect.arrayContaining(['cc-at_SoloEU=', 'cc-nx-g_SoloEU=', 'geoCountryCode=']),
    );
  });

  it('marks cookies Secure for an https origin', async () => {
    const { response } = await run('https://shop.example/login', getShopperSession, {
      origin: 'https://shop.example',
    });
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });
});
