import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@solo/db/schema';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { matchesEtag } from './service.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('GET /media/*', () => {
  let t: TestCommerce;
  beforeAll(async () => {
    t = await createTestCommerce();
    await t.db.db.insert(media).values([
      {
        path: 'products/fire pit.png',
        contentType: 'image/png',
        data: PNG,
        updatedAt: new Date('2024-05-01T00:00:00Z'),
      },
      { path: 'content/logo.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg/>') },
    ]);
  });
  afterAll(() => t.close());

  it('streams the original with its type, an ETag and a day of caching', async () => {
    const res = await t.app.request('/media/products/fire%20pit.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const svg = await t.app.request('/media/content/logo.svg');
    expect(await svg.text()).toBe('<svg/>');
    expect(svg.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.app.request('/media/products/fire%20pit.png');
    const etag = first.headers.get('etag') ?? '';
    const res = await t.app.request('/media/products/fire%20pit.png', {
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(await res.text()).toBe('');
  });

  it('sends the body again for a stale ETag', async () => {
    const res = await t.app.request('/media/products/fire%20pit.png', {
      headers: { 'if-none-match': '"stale"' },
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown path with a 404 problem', async () => {
    const res = await t.app.request('/media/products/none.png');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({
      type: '/errors/media-not-found',
      detail: 'No media at "products/none.png"',
    });
  });
});

describe('matchesEtag', () => {
  it('compares weakly and honours *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
