import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { openTestCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

/**
 * Issue 13: a session cookie whose session ended at the login service (signed out elsewhere,
 * revoked) never makes a page fail. Through the real build of the app: run `npm run build` first.
 */
const SESSION_BRIDGE = '/mobify/proxy/ocapi/s/SoloUS/dw/shop/v22_8/sessions';

/** name=value of each Set-Cookie that sets a value (deletions left out). */
function cookiesSet(res: Response): Map<string, string> {
  const set = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (value && !/Max-Age=0/.test(line)) set.set(pair.slice(0, eq), value);
  }
  return set;
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describeWithServerBuild('a page with the cookies of an ended session', () => {
  let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
  let app: ReturnType<typeof createStorefrontServer>;

  beforeAll(async () => {
    commerce = await openTestCommerce();
    app = createStorefrontServer({
      build: loadServerBuild,
      clientDir: resolve(import.meta.dirname, '../build/client'),
      commerce: { mode: 'in-process', app: commerce.app },
      logger: silentLogger(),
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
    });
  });
  afterAll(() => commerce.close());

  /** A guest session's cookies, then that session ended at the login service. */
  async function endedSession(): Promise<Map<string, string>> {
    const started = await app.request(SESSION_BRIDGE, {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    });
    expect(started.status).toBe(204);
    const cookies = cookiesSet(started);
    const refreshToken = decodeURIComponent(cookies.get('cc-nx-g_SoloUS') ?? '');
    expect(refreshToken).not.toBe('');
    const base = `/mobify/proxy/api/shopper/auth/v1/organizations/${commerce.config.orgId}`;
    const out = await commerce.app.request(
      `${base}/oauth2/logout?client_id=${commerce.config.clientId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ refresh_token: refreshToken }).toString(),
      },
    );
    expect(out.status).toBe(200);
    return cookies;
  }

  it.each(['/us/cart', '/us/checkout', '/us/account/orders', '/us/account/wishlist'])(
    '%s: forgets the session and serves the page to a new guest',
    async (path) => {
      const cookies = await endedSession();
      const res = await app.request(path, { headers: { cookie: cookieHeader(cookies) } });
      expect(res.status).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) {
        const to = new URL(res.headers.get('location') ?? '', 'http://localhost').pathname;
        // An account page sends any guest to sign in (without asking the APIs).
        if (to === '/us/login') return;
        // Otherwise: sent back to the same page without the ended session's cookies.
        expect(to).toBe(path);
        const cleared = res.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c));
        expect(cleared.map((c) => c.split('=')[0])).toEqual(
          expect.arrayContaining(['cc-at_SoloUS', 'cc-nx-g_SoloUS']),
        );
        const again = await app.request(res.headers.get('location') ?? path);
        expect(again.status).toBeLessThan(500);
      }
    },
  );

  it('answers the confirmation page of an order with a clear page, not a 500', async () => {
    const cookies = await endedSession();
    const res = await app.request('/us/checkout/confirmation/00001234', {
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(res.status).toBeLessThan(500);
  });

  it('answers a resource route with a clear status, not a 500', async () => {
    const cookies = await endedSession();
    const res = await app.request('/us/wishlist-data', {
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(res.status).toBeLessThan(500);
  });
});
