import { parseTrustedProxies } from '@solo/commerce';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { listenOnRandomPort, loadServerBuild, makeClientDir, silentLogger } from './testing.ts';

/**
 * Remote mode (COMMERCE_API_URL): the storefront forwards the commerce paths to a commerce service
 * that really listens on a port. Here that service echoes what it received.
 */
let upstream: Awaited<ReturnType<typeof listenOnRandomPort>>;
let storefront: ReturnType<typeof createStorefrontServer>;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const echo = new Hono()
    .get('/health', (c) => c.json({ status: 'ok', database: 'pglite' }))
    .get('/media/products/grill.png', (c) =>
      c.body(new Uint8Array(png), 200, { 'content-type': 'image/png' }),
    )
    .all('/*', async (c) =>
      c.json(
        {
          method: c.req.method,
          path: c.req.path,
          query: c.req.query(),
          body: await c.req.text(),
          headers: Object.fromEntries(c.req.raw.headers),
        },
        201,
        { 'x-upstream': 'yes', 'set-cookie': 'usid_SoloUS=abc; Path=/; HttpOnly' },
      ),
    );
  upstream = await listenOnRandomPort(echo.fetch);
  storefront = createStorefrontServer({
    build: loadServerBuild,
    clientDir: (await makeClientDir()).dir,
    commerce: { mode: 'remote', url: upstream.url },
    logger: silentLogger(),
    orgId: 'f_ecom_solo_001',
    clientId: 'storefront',
  });
});

afterAll(() => upstream.close());

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  headers: Record<string, string>;
}

describe('remote commerce mode', () => {
  it('forwards path, query, method, headers, body and request id, and streams the answer back', async () => {
    const res = await storefront.request(
      '/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/o/baskets?siteId=SoloUS',
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer token-1',
          'content-type': 'application/json',
          'x-request-id': 'req-proxy-1',
          connection: 'keep-alive, x-private',
          'x-private': 'hop',
          'accept-encoding': 'br, gzip',
        },
        body: JSON.stringify({ currency: 'USD' }),
      },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('set-cookie')).toContain('usid_SoloUS=abc');
    expect(res.headers.get('x-request-id')).toBe('req-proxy-1');
    // The JSON API hot path is passed through as it is, not compressed by the storefront.
    expect(res.headers.get('content-encoding')).toBeNull();
    const echo = (await res.json()) as Echo;
    expect(echo).toMatchObject({
      method: 'POST',
      path: '/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/o/baskets',
      query: { siteId: 'SoloUS' },
      body: '{"currency":"USD"}',
    });
    expect(echo.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-request-id': 'req-proxy-1',
    });
    expect(echo.headers['x-private']).toBeUndefined();
    expect(echo.headers['x-forwarded-host']).toBeDefined();
  });

  it('replaces the forwarding headers a client sent with the client it resolved', async () => {
    const forged = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' };
    const path = '/mobify/proxy/api/shopper/auth/v1/organizations/o/oauth2/login';
    // An untrusted peer: its own address, its forgery ignored.
    let echo = (await (
      await storefront.request(path, { headers: forged }, { peer: '::ffff:203.0.113.9' })
    ).json()) as Echo;
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(echo.headers['x-forwarded-proto']).toBe('http');

    const behindProxy = createStorefrontServer({
      build: loadServerBuild,
      clientDir: (await makeClientDir()).dir,
      commerce: { mode: 'remote', url: upstream.url },
      logger: silentLogger(),
      orgId: 'o',
      clientId: 'c',
      trustedProxies: parseTrustedProxies('10.0.0.0/8'),
    });
    echo = (await (
      await behindProxy.request(
        path,
        { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' } },
        { peer: '10.1.2.3' },
      )
    ).json()) as Echo;
    expect(echo.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(echo.headers['x-forwarded-proto']).toBe('https');
  });

  it('forwards every commerce path and generates a request id when none came', async () => {
    for (const path of [
      '/content-stack/entry?id=home',
      '/on/demandware.store/Sites-SoloUS-Site/SystemAction-GeoIP',
    ]) {
      const res = await storefront.request(path);
      const echo = (await res.json()) as Echo;
      expect(echo.path).toBe(path.split('?')[0]);
      expect(echo.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-request-id')).toBe(echo.headers['x-request-id']);
    }
  });

  it('streams a request body through when the request id is added on the way', async () => {
    const res = await storefront.request('/content-stack/entry?id=home', {
      method: 'POST',
      body: 'credentials=1',
    });
    const echo = (await res.json()) as Echo;
    expect([echo.method, echo.body]).toEqual(['POST', 'credentials=1']);
    expect(echo.headers['x-request-id']).toBe(res.headers.get('x-request-id'));
  });

  it('resizes images whose originals come from the remote media endpoint', async () => {
    const res = await storefront.request('/images/products/grill.png?w=128', {
      headers: { accept: 'image/webp' },
    });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 128]);
  });

  it('reports both services on /healthz', async () => {
    const res = await storefront.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      storefront: { status: 'ok' },
      commerce: { status: 'ok' },
    });
  });

  it('answers 502 problem+json when the commerce service is down, and /healthz says so', async () => {
    const down = await listenOnRandomPort(() => new Response('bye'));
    await down.close();
    const orphan = createStorefrontServer({
      build: loadServerBuild,
      clientDir: (await makeClientDir()).dir,
      commerce: { mode: 'remote', url: down.url },
      logger: silentLogger(),
      orgId: 'o',
      clientId: 'c',
    });
    const res = await orphan.request(
      '/mobify/proxy/api/product/shopper-products/v1/organizations/o/products/1',
    );
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ title: 'Bad Gateway' });
    const health = await orphan.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', commerce: { status: 'down' } });
    expect((await orphan.request('/images/products/grill.png?w=64')).status).toBe(502);
  });
});
