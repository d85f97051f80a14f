import { schema } from '@solo/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './app.ts';
import { openTestCommerce } from './testing-commerce.ts';
import { loadServerBuild, makeClientDir, silentLogger } from './testing.ts';

/** The one-process composition with the real commerce service mounted in-process. */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
let app: ReturnType<typeof createStorefrontServer>;

beforeAll(async () => {
  commerce = await openTestCommerce();
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: '#aa3300' },
  })
    .png()
    .toBuffer();
  await commerce.db.db
    .insert(schema.media)
    .values({ path: 'products/grill.png', contentType: 'image/png', data: png });
  app = createStorefrontServer({
    build: loadServerBuild,
    clientDir: (await makeClientDir()).dir,
    commerce: { mode: 'in-process', app: commerce.app },
    logger: silentLogger(),
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
});

afterAll(() => commerce.close());

describe('storefront with the commerce service in-process', () => {
  it('resizes product images from the media table', async () => {
    const res = await app.request('/images/products/grill.png?w=300', {
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('vary')).toBe('Accept');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(384);
  });

  it('answers 404 for an image without an original and 400 naming a bad width', async () => {
    expect((await app.request('/images/products/none.png?w=64')).status).toBe(404);
    const bad = await app.request('/images/products/grill.png?w=99999');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'w' });
  });

  it('hands the commerce paths to the commerce app with the request id, uncompressed', async () => {
    const res = await app.request('/content-stack/entry?id=no-such-entry&locale=en-us', {
      headers: { 'x-request-id': 'req-content-1', 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.headers.get('x-request-id')).toBe('req-content-1');
    expect(res.headers.get('content-encoding')).toBeNull();

    const media = await app.request('/media/products/grill.png');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
  });

  it('reports the storefront and the commerce database on /healthz', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      storefront: { status: 'ok' },
      commerce: { status: 'ok', database: commerce.db.kind },
    });
  });
});
