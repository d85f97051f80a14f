import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OriginalUnavailable, type Original } from '../images/service.ts';
import { parseVideoParams, renditionOrder } from './params.ts';
import { parseRange } from './range.ts';
import { createVideoService } from './service.ts';

const assets = join(import.meta.dirname, '../../../../packages/fixtures/media/videos');
const MP4 = new Uint8Array(readFileSync(join(assets, 'flame-loop.mp4')));
const WEBM = new Uint8Array(readFileSync(join(assets, 'flame-loop.webm')));
const originals = new Map<string, Original>([
  ['videos/flame-loop.mp4', { data: MP4, contentType: 'video/mp4' }],
  ['videos/flame-loop.webm', { data: WEBM, contentType: 'video/webm' }],
  ['videos/webm-only.webm', { data: WEBM, contentType: 'video/webm' }],
]);

function setup() {
  const loads: string[] = [];
  const service = createVideoService({
    loadOriginal: (path) => {
      loads.push(path);
      if (path.startsWith('videos/down'))
        return Promise.reject(new OriginalUnavailable('commerce answered 503'));
      return Promise.resolve(originals.get(path) ?? null);
    },
    cacheBytes: 1024 * 1024,
    logger: pino({ level: 'silent' }),
  });
  const get = (id: string, query = '', headers: Record<string, string> = {}, method = 'GET') =>
    service.handle(
      new Request(`http://shop.test/videos/${id}${query}`, { headers, method }),
      id,
      'r',
    );
  return { get, loads };
}

describe('GET /videos/{public_id}', () => {
  it('serves the stored MP4 whole, with ranges accepted, an ETag and a day of caching', async () => {
    const res = await setup().get('flame-loop', '?w=1280&q=auto&f=auto');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-length')).toBe(String(MP4.byteLength));
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(MP4);
  });

  it('serves the asked format, and the best stored one when that is missing', async () => {
    const { get } = setup();
    expect((await get('flame-loop', '?f=webm')).headers.get('content-type')).toBe('video/webm');
    const fallback = await get('webm-only', '?f=mp4');
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('video/webm');
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const { get } = setup();
    const res = await get('flame-loop', '', { range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-99/${MP4.byteLength}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(MP4.subarray(0, 100));
    const open = await get('flame-loop', '', { range: 'bytes=1000-' });
    expect(open.headers.get('content-range')).toBe(
      `bytes 1000-${MP4.byteLength - 1}/${MP4.byteLength}`,
    );
    const suffix = await get('flame-loop', '', { range: 'bytes=-10' });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(MP4.subarray(MP4.byteLength - 10));
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const res = await setup().get('flame-loop', '', { range: `bytes=${MP4.byteLength}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${MP4.byteLength}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const res = await setup().get('flame-loop', '', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(res.status).toBe(200);
  });

  it('answers 304 for a matching ETag and HEAD without a body', async () => {
    const { get } = setup();
    const etag = (await get('flame-loop')).headers.get('etag')!;
    expect((await get('flame-loop', '', { 'if-none-match': etag })).status).toBe(304);
    const head = await get('flame-loop', '', {}, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(MP4.byteLength));
    expect(await head.text()).toBe('');
  });

  it('rejects bad parameters with a problem naming the field', async () => {
    const { get } = setup();
    for (const [query, field] of [
      ['?w=0', 'w'],
      ['?w=abc', 'w'],
      ['?q=101', 'q'],
      ['?f=avi', 'f'],
    ] as const) {
      const res = await get('flame-loop', query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ field });
    }
  });

  it('answers 404 for unknown ids and ids that could leave the videos folder', async () => {
    const { get, loads } = setup();
    expect((await get('none')).status).toBe(404);
    expect((await get('../secret')).status).toBe(404);
    expect((await get('a.b')).status).toBe(404);
    expect(loads).toEqual(['videos/none.mp4', 'videos/none.webm']);
  });

  it('answers 502 when the media service fails', async () => {
    expect((await setup().get('down')).status).toBe(502);
  });

  it('loads a rendition once and serves ranges from the cache', async () => {
    const { get, loads } = setup();
    await get('flame-loop', '', { range: 'bytes=0-1' });
    await get('flame-loop', '', { range: 'bytes=2-3' });
    expect(loads).toEqual(['videos/flame-loop.mp4']);
  });
});

describe('video parameters', () => {
  it('accepts auto quality and format, and widths up to the image service maximum', () => {
    expect(parseVideoParams(new URLSearchParams('w=640&q=auto&f=auto'))).toEqual({
      ok: true,
      params: { width: 640, quality: null, format: null },
    });
    expect(parseVideoParams(new URLSearchParams('q=80&f=WEBM'))).toMatchObject({
      params: { quality: 80, format: 'webm' },
    });
    expect(parseVideoParams(new URLSearchParams('w=99999'))).toMatchObject({ ok: false });
  });
  it('tries the asked format first, MP4 first on auto', () => {
    expect(renditionOrder(null)).toEqual(['mp4', 'webm']);
    expect(renditionOrder('webm')).toEqual(['webm', 'mp4']);
  });
});

describe('parseRange', () => {
  it('reads one byte range and ignores what it does not understand', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ kind: 'partial', start: 5, end: 9 });
    expect(parseRange('bytes=-20', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=5-2', 10)).toEqual({ kind: 'full' });
    expect(parseRange(null, 10)).toEqual({ kind: 'full' });
  });
  it('finds unsatisfiable ranges', () => {
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});
