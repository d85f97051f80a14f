import { pino } from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageService, OriginalUnavailable, type Original } from './service.ts';
import { transformImage, type Transform } from './transform.ts';

const originals = new Map<string, Original>();
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
  <rect width="100" height="50" fill="#0176D3"/><circle cx="50" cy="25" r="20" fill="#fff"/></svg>`;

beforeAll(async () => {
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#c05020' },
  })
    .jpeg()
    .toBuffer();
  const wide = await sharp({
    create: { width: 2400, height: 100, channels: 4, background: '#00000080' },
  })
    .png()
    .toBuffer();
  originals.set('products/photo.jpg', { data: photo, contentType: 'image/jpeg' });
  originals.set('content/wide.png', { data: wide, contentType: 'image/png' });
  originals.set('content/logo.svg', { data: Buffer.from(SVG), contentType: 'image/svg+xml' });
  originals.set('content/broken.png', {
    data: Buffer.from('not an image'),
    contentType: 'image/png',
  });
});

function setup(cacheBytes = 1024 * 1024) {
  const counter = { transforms: 0, loads: 0 };
  const transform: Transform = (request) => {
    counter.transforms += 1;
    return transformImage(request);
  };
  const service = createImageService({
    loadOriginal: (path) => {
      counter.loads += 1;
      if (path === 'down.jpg')
        return Promise.reject(new OriginalUnavailable('commerce answered 503'));
      return Promise.resolve(originals.get(path) ?? null);
    },
    cacheBytes,
    logger: pino({ level: 'silent' }),
    transform,
  });
  const get = (path: string, query = '', accept = '*/*') =>
    service.handle(
      new Request(`http://shop.test/images/${path}${query}`, { headers: { accept } }),
      path,
      'req-1',
    );
  return { service, counter, get };
}

async function decode(res: Response) {
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe('image service', () => {
  it('resizes to the requested allowed width, rounding up', async () => {
    const { get } = setup();
    const res = await get('products/photo.jpg', '?w=600');
    expect(res.status).toBe(200);
    const meta = await decode(res);
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(427);
  });

  it('picks avif, webp or jpeg from Accept and says it varies by Accept', async () => {
    const { get } = setup();
    const avif = await get('products/photo.jpg', '?w=128', 'image/avif,image/webp,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await decode(avif)).format).toBe('heif');
    const webp = await get('products/photo.jpg', '?w=128', 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await decode(webp)).format).toBe('webp');
    const jpeg = await get('products/photo.jpg', '?w=128', '*/*');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await decode(jpeg)).format).toBe('jpeg');
    for (const res of [avif, webp, jpeg]) {
      expect(res.headers.get('vary')).toBe('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('lets fmt override Accept', async () => {
    const { get } = setup();
    const res = await get('products/photo.jpg', '?w=128&fmt=png', 'image/avif');
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('serves the original size capped at 1920 without w, and never enlarges a bitmap', async () => {
    const { get } = setup();
    expect((await decode(await get('content/wide.png'))).width).toBe(1920);
    expect((await decode(await get('products/photo.jpg', '?w=1600'))).width).toBe(1200);
  });

  it('keeps transparency for png originals when the browser takes neither avif nor webp', async () => {
    const { get } = setup();
    const res = await get('content/wide.png', '?w=256');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await decode(res)).hasAlpha).toBe(true);
  });

  it('rasterises SVG crisply at the requested width', async () => {
    const { get } = setup();
    const meta = await decode(await get('content/logo.svg', '?w=640', 'image/webp'));
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(320);
  });

  it('serves a repeated request from the cache without running sharp again', async () => {
    const { get, counter } = setup();
    const first = await get('products/photo.jpg', '?w=256', 'image/webp');
    const second = await get('products/photo.jpg', '?w=250', 'image/webp');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(counter.transforms).toBe(1);
    expect(counter.loads).toBe(1);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('runs sharp once for many simultaneous identical requests', async () => {
    const { get, counter } = setup();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => get('products/photo.jpg', '?w=480')),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(counter.transforms).toBe(1);
    expect(counter.loads).toBe(1);
  });

  it('keeps the cache within its byte bound', async () => {
    const { get, service } = setup(4000);
    await get('products/photo.jpg', '?w=64');
    await get('products/photo.jpg', '?w=128');
    await get('products/photo.jpg', '?w=256');
    expect(service.cache.bytes).toBeLessThanOrEqual(4000);
  });

  it('answers 400 naming the field for a bad width or format', async () => {
    const { get } = setup();
    for (const query of ['?w=4000', '?w=1.5']) {
      const res = await get('products/photo.jpg', query);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ field: 'w' });
    }
    expect(await (await get('products/photo.jpg', '?fmt=bmp')).json()).toMatchObject({
      status: 400,
      field: 'fmt',
    });
  });

  it('answers 404 for a missing original, 500 when sharp fails, 502 when the original is unavailable', async () => {
    const { get } = setup();
    expect((await get('products/missing.jpg', '?w=64')).status).toBe(404);
    const broken = await get('content/broken.png', '?w=64');
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ title: 'Image processing failed' });
    expect((await get('down.jpg')).status).toBe(502);
  });
});
