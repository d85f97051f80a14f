import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { openTestCommerce } from './testing-commerce.ts';
import { describeWithServerBuild, loadServerBuild, silentLogger } from './testing.ts';

/**
 * Server rendering is tested only through the real build of the app. Without one this file is
 * skipped, or fails under CI (testing.ts `withoutBuild`): run `npm run build` first.
 */
describeWithServerBuild('server rendering through the built app', () => {
  let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
  let app: ReturnType<typeof createStorefrontServer>;
  const seen: Request[] = [];

  beforeAll(async () => {
    commerce = await openTestCommerce();
    app = createStorefrontServer({
      build: loadServerBuild,
      clientDir: resolve(import.meta.dirname, '../build/client'),
      commerce: {
        mode: 'in-process',
        app: {
          fetch: (req) => {
            seen.push(req);
            return commerce.app.fetch(req);
          },
        },
      },
      logger: silentLogger(),
      orgId: commerce.config.orgId,
      clientId: commerce.config.clientId,
    });
  });

  afterAll(() => commerce.close());

  it('renders the home page, compressed, with the security headers', async () => {
    const res = await app.request('/', {
      headers: { 'accept-encoding': 'br', 'x-request-id': 'req-ssr-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toBe('req-ssr-1');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
  });

  it('gives loaders the services context: their calls reach commerce with the page request id', async () => {
    seen.length = 0;
    await (await app.request('/', { headers: { 'x-request-id': 'req-ssr-2' } })).text();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((req) => req.headers.get('x-request-id') === 'req-ssr-2')).toBe(true);
  });

  it('serves the built client assets the page refers to', async () => {
    const build = await loadServerBuild();
    const res = await app.request(build.assets.entry.module, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});
