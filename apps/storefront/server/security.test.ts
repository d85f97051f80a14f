import { parseTrustedProxies, type Commerce } from '@solo/commerce';
import { schema } from '@solo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { openSeededCommerce } from './testing-commerce.ts';
import {
  describeWithServerBuild,
  loadServerBuild,
  makeClientDir,
  silentLogger,
} from './testing.ts';

/**
 * The store's edge against the attacks of issue 13 ("Mail and links", "CSRF", "Headers"), through
 * the one-process composition on the demo data and the built app.
 */
describeWithServerBuild('the storefront edge', () => {
  let commerce: Commerce;
  let clientDir: string;
  const store = (publicOrigin?: string, paymentsProvider?: 'braintree') =>
    createStorefrontServer({
      paymentsProvider,
      build: loadServerBuild,
      clientDir,
      commerce: { mode: 'in-process', app: commerce.app },
      logger: silentLogger(),
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
      publicOrigin,
      trustedProxies: parseTrustedProxies('10.0.0.0/8'),
    });
  /** The socket peer: a shopper elsewhere, or the load balancer (a trusted proxy). */
  const SHOPPER = { peer: '203.0.113.9' };
  const BALANCER = { peer: '10.0.0.1' };

  beforeAll(async () => {
    commerce = await openSeededCommerce('edge');
    clientDir = (await makeClientDir()).dir;
  });
  afterAll(() => commerce.close());

  const mailedText = async () =>
    (await commerce.db.db.select().from(schema.mailOutbox)).map((m) => m.text).join('\n');

  const resetRequest = (url: string) =>
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=jordan.miller%40example.com',
    });

  describe('Host', () => {
    it('refuses a foreign Host, so no reset link to it is ever mailed', async () => {
      const res = await store().request(resetRequest('http://evil.example/reset-password'));
      expect(res.status).toBe(421);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await mailedText()).not.toContain('evil.example');
      for (const path of ['/', '/assets/x.js', '/mobify/proxy/api/x', '/images/x.png']) {
        expect((await store().request(`http://evil.example${path}`)).status).toBe(421);
      }
    });

    it('builds the mailed link from PUBLIC_ORIGIN, whichever allowed host was asked', async () => {
      // As `npm start` composes it: the mounted service is handed the same PUBLIC_ORIGIN.
      const PUBLIC_ORIGIN = 'https://shop.example.com';
      const mounted = await openSeededCommerce('edge-origin', { PUBLIC_ORIGIN });
      try {
        const res = await createStorefrontServer({
          build: loadServerBuild,
          clientDir,
          commerce: { mode: 'in-process', app: mounted.app },
          logger: silentLogger(),
          orgId: mounted.config.orgId,
          clientId: mounted.config.clientId,
          publicOrigin: PUBLIC_ORIGIN,
        }).request(resetRequest('http://localhost/reset-password'));
        expect(res.status).toBe(200);
        const mailed = (await mounted.db.db.select().from(schema.mailOutbox))
          .map((m) => m.text)
          .join('\n');
        expect(mailed).toMatch(/https:\/\/shop\.example\.com\/us\/setpassword\?token=/);
        expect(mailed).not.toContain('http://localhost/');
      } finally {
        await mounted.close();
      }
    });
  });

  describe('cross-site requests', () => {
    const crossSite = (path: string, headers: Record<string, string>, body: string) =>
      store().request(
        `http://localhost${path}`,
        { method: 'POST', headers: { ...headers }, body },
        SHOPPER,
      );

    it('refuses a text/plain basket write from another origin (no preflight)', async () => {
      const body = JSON.stringify({
        intent: 'add',
        items: [{ productId: 'pizza-stone', quantity: 1 }],
      });
      const res = await crossSite(
        '/us/basket',
        { 'content-type': 'text/plain', origin: 'https://evil.example' },
        body,
      );
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toMatchObject({ type: '/errors/cross-site-request' });
    });

    it('refuses wishlist writes, sign-out and page actions sent cross-site', async () => {
      const attempts: Array<[string, Record<string, string>, string]> = [
        [
          '/us/wishlist-data',
          { 'sec-fetch-site': 'cross-site' },
          'intent=add&productId=pizza-stone',
        ],
        ['/logout', { origin: 'https://evil.example' }, ''],
        ['/reset-password', { 'sec-fetch-site': 'cross-site' }, 'email=a%40b.c'],
      ];
      for (const [path, headers, body] of attempts) {
        const res = await crossSite(
          path,
          { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body,
        );
        expect(res.status, path).toBe(403);
        expect(res.headers.get('set-cookie'), path).toBeNull();
      }
    });

    it('lets the store’s own pages post', async () => {
      const res = await crossSite(
        '/us/basket',
        { 'content-type': 'application/json', origin: 'http://localhost' },
        JSON.stringify({ intent: 'add', items: [{ productId: 'pizza-stone', quantity: 1 }] }),
      );
      expect(res.status).toBe(200);
    });

    it('never signs out on GET /logout: it leads to the account page', async () => {
      const res = await store().request('http://localhost/logout', {}, SHOPPER);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/us/account');
      expect(res.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('headers', () => {
    it('sends nosniff and a referrer policy on every response, errors included', async () => {
      const app = store();
      for (const path of [
        '/',
        '/favicon.svg',
        '/assets/missing.js',
        '/mobify/proxy/api/nothing-here',
        '/us/not-a-page-at-all',
        '/healthz',
      ]) {
        const res = await app.request(`http://localhost${path}`, {}, SHOPPER);
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      }
      const refused = await app.request('http://evil.example/');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('sends HSTS only when the shopper came over TLS (told by a trusted proxy)', async () => {
      const app = store();
      const https = { 'x-forwarded-proto': 'https' };
      const viaBalancer = await app.request(
        'http://localhost/favicon.svg',
        { headers: https },
        BALANCER,
      );
      expect(viaBalancer.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      const forged = await app.request('http://localhost/favicon.svg', { headers: https }, SHOPPER);
      expect(forged.headers.get('strict-transport-security')).toBeNull();
    });

    it('gives pages a nonce-based policy that every inline script of the page carries', async () => {
      const res = await store().request('http://localhost/', {}, SHOPPER);
      expect(res.status).toBe(200);
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain("frame-ancestors 'self'");
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/\bsrc=/.test(tag) || /type="application\/(ld\+)?json"/.test(tag)) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      const again = await store().request('http://localhost/', {}, SHOPPER);
      expect(again.headers.get('content-security-policy')).not.toBe(policy);
    });

    it("allows the gateway's hosted fields origins only with PAYMENTS_PROVIDER=braintree", async () => {
      const sandbox = await store().request('http://localhost/', {}, SHOPPER);
      expect(sandbox.headers.get('content-security-policy')).not.toContain('braintreegateway');
      const braintree = await store(undefined, 'braintree').request(
        'http://localhost/',
        {},
        SHOPPER,
      );
      const policy = braintree.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/frame-src 'self' https:\/\/assets\.braintreegateway\.com/);
      expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/api\.braintreegateway\.com/);
    });

    it('marks session cookies Secure behind a trusted https proxy, not over plain http', async () => {
      const add = (env: { peer: string }, headers: Record<string, string>) =>
        store().request(
          'http://localhost/us/basket',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({
              intent: 'add',
              items: [{ productId: 'pizza-stone', quantity: 1 }],
            }),
          },
          env,
        );
      const secure = await add(BALANCER, { 'x-forwarded-proto': 'https' });
      const cookies = secure.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      const plain = await add(SHOPPER, { 'x-forwarded-proto': 'https' });
      expect(plain.headers.getSetCookie().length).toBeGreaterThan(0);
      for (const cookie of plain.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/);
    });
  });
});
