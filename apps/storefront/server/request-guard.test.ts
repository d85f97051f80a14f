import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { openTestCommerce } from './testing-commerce.ts';
import { loadServerBuild, makeClientDir, silentLogger } from './testing.ts';

/** The storefront's own request guard (the commerce service's, run before any route here). */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
let app: ReturnType<typeof createStorefrontServer>;

beforeAll(async () => {
  commerce = await openTestCommerce();
  app = createStorefrontServer({
    build: loadServerBuild,
    clientDir: (await makeClientDir()).dir,
    commerce: { mode: 'in-process', app: commerce.app },
    logger: silentLogger(),
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
    requestLimits: {
      maxBodyBytes: 64 * 1024,
      maxJsonDepth: 32,
      maxJsonMembers: 1000,
      maxStringLength: 100_000,
    },
  });
});
afterAll(() => commerce.close());

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as Record<string, unknown>;
}

const sameOrigin = { origin: 'http://localhost' };

describe('storefront request guard', () => {
  it('refuses a body over the limit with a 413 problem before a route reads it', async () => {
    const res = await app.request('/us/basket', {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'text/plain' },
      body: JSON.stringify({ type: 'add', productId: 'x'.repeat(100 * 1024), quantity: 1 }),
    });
    expect(res.status).toBe(413);
    expect(await problemOf(res)).toMatchObject({ type: '/errors/payload-too-large' });
  });

  it('refuses NUL bytes and unpaired surrogates in the path and in bodies', async () => {
    const path = await app.request('/us/basket%00');
    expect(path.status).toBe(400);
    await problemOf(path);
    for (const body of ['{"type":"add","productId":"\\u0000","quantity":1}', '{"p":"\\ud800"}']) {
      const res = await app.request('/us/basket', {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': 'text/plain' },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await problemOf(res)).toMatchObject({ type: '/errors/invalid-characters' });
    }
  });

  it('refuses a malformed multipart sign-in form with a 400 problem', async () => {
    const res = await app.request('/us/login', {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
    });
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({ type: '/errors/malformed-body' });
  });

  it('answers an image path that is not valid percent-encoding with a 400, not a 502', async () => {
    const res = await app.request('/images/%');
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({ type: '/errors/invalid-image-path' });
  });
});
