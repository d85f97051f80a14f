import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../app/lib/page-headers.ts';
import { silentLogger } from '../testing.ts';
import { createPageCache, PAGE_FRESH_MS, PAGE_STALE_MS, type Rendered } from './cache.ts';
import { pageCacheKey } from './policy.ts';

const URL_ = 'http://127.0.0.1:3000/us/p/signature-fire-pit';

/** A page renderer that counts its renders and shows what `price` holds at the time. */
interface PageState {
  price: string;
  headers?: Record<string, string>;
  status?: number;
}

function renderer(state: PageState) {
  const calls = { count: 0, degraded: false };
  const render = async (): Promise<Rendered> => {
    calls.count++;
    await new Promise((r) => setTimeout(r, 5));
    const response = new Response(`<html><p>${state.price}</p>${'x'.repeat(2000)}</html>`, {
      status: state.status ?? 200,
      headers: {
        'content-type': 'text/html',
        'cache-control': PAGE_CACHE_CONTROL,
        ...state.headers,
      },
    });
    return { response, degraded: calls.degraded };
  };
  return { render, calls };
}

function setup(maxBytes = 1024 * 1024) {
  const clock = { now: 1_000_000, generation: 0 };
  const cache = createPageCache({
    maxBytes,
    generation: () => clock.generation,
    log: silentLogger(),
    now: () => clock.now,
  });
  const get = (init: RequestInit = {}, url = URL_) => {
    const request = new Request(url, init);
    return { request, key: pageCacheKey(request)! };
  };
  return { cache, clock, get };
}

const text = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

describe('page cache', () => {
  it('renders a page once, then answers it from memory in every encoding', async () => {
    const { cache, get } = setup();
    const { render, calls } = renderer({ price: '$299.99' });
    const first = get();
    const miss = await cache.serve(first.key, first.request, render);
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const { request, key } = get({ headers: { 'accept-encoding': encoding } });
      const hit = await cache.serve(key, request, render);
      expect(hit.headers.get('x-page-cache')).toBe('hit');
      expect(hit.headers.get('vary')).toContain('Accept-Encoding');
      expect(await text(hit)).toContain('$299.99');
    }
    expect(calls.count).toBe(1);
  });

  it('never answers a page rendered before a change', async () => {
    const { cache, clock, get } = setup();
    const state = { price: '$299.99' };
    const { render, calls } = renderer(state);
    let { key, request } = get();
    await cache.serve(key, request, render);
    state.price = '$249.99';
    clock.generation++;
    ({ key, request } = get());
    const after = await cache.serve(key, request, render);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await text(after)).toContain('$249.99');
    expect(calls.count).toBe(2);
  });

  it('does not keep a page whose render overlapped a change', async () => {
    const { cache, clock, get } = setup();
    const state = { price: '$299.99' };
    const { render, calls } = renderer(state);
    const { key, request } = get();
    const during = cache.serve(key, request, async () => {
      const rendered = await render();
      clock.generation++; // heard while this render was under way
      return rendered;
    });
    expect(await text(await during)).toContain('$299.99');
    const next = get();
    expect((await cache.serve(next.key, next.request, render)).headers.get('x-page-cache')).toBe(
      'miss',
    );
    expect(calls.count).toBe(2);
  });

  it('keeps no error, no page that sets a cookie, and no page rendered while a call failed', async () => {
    const refused: PageState[] = [
      { price: 'x', status: 404 },
      { price: 'x', status: 500 },
      { price: 'x', headers: { 'set-cookie': 'cc-nx-g_SoloUS=x; Path=/' } },
      { price: 'x', headers: { 'cache-control': 'private, no-store' } },
    ];
    for (const state of refused) {
      const { cache, get } = setup();
      const { render, calls } = renderer(state);
      for (let i = 0; i < 2; i++) {
        const { key, request } = get();
        await (await cache.serve(key, request, render)).arrayBuffer();
      }
      expect(calls.count, JSON.stringify(state)).toBe(2);
      expect(cache.stats.entries).toBe(0);
    }
    const { cache, get } = setup();
    const { render, calls } = renderer({ price: 'x' });
    calls.degraded = true;
    for (let i = 0; i < 2; i++) {
      const { key, request } = get();
      await cache.serve(key, request, render);
    }
    expect(calls.count).toBe(2);
  });

  it('writes the site choice cookie for each answer, never the one of the render', async () => {
    const { cache, get } = setup();
    const { render } = renderer({
      price: 'x',
      headers: { 'set-cookie': '_ss_geolocale=us/en; Path=/' },
    });
    let { key, request } = get();
    await cache.serve(key, request, render);
    ({ key, request } = get({ headers: { cookie: '_ss_geolocale=us/en' } }));
    const chosen = await cache.serve(key, request, render);
    expect(chosen.headers.get('x-page-cache')).toBe('hit');
    expect(chosen.headers.getSetCookie()).toEqual([]);
    ({ key, request } = get({ headers: { cookie: '_ss_geolocale=eu/de' } }));
    const other = await cache.serve(key, request, render);
    expect(other.headers.getSetCookie()[0]).toMatch(/^_ss_geolocale=us\/en;/);
  });

  it('answers stale pages while one request renders them again, and renders pages too old', async () => {
    const { cache, clock, get } = setup();
    const state = { price: '$299.99' };
    const { render, calls } = renderer(state);
    let { key, request } = get();
    await cache.serve(key, request, render);
    clock.now += PAGE_FRESH_MS + 1;
    state.price = '$279.99';
    ({ key, request } = get());
    const stale = await cache.serve(key, request, render);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await text(stale)).toContain('$299.99');
    await new Promise((r) => setTimeout(r, 50)); // the background render
    ({ key, request } = get());
    const fresh = await cache.serve(key, request, render);
    expect(fresh.headers.get('x-page-cache')).toBe('hit');
    expect(await text(fresh)).toContain('$279.99');
    expect(calls.count).toBe(2);
    clock.now += PAGE_FRESH_MS + PAGE_STALE_MS + 1;
    ({ key, request } = get());
    expect((await cache.serve(key, request, render)).headers.get('x-page-cache')).toBe('miss');
  });

  it('renders once for simultaneous misses of one page', async () => {
    const { cache, get } = setup();
    const { render, calls } = renderer({ price: '$299.99' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => {
        const { key, request } = get();
        return cache.serve(key, request, render);
      }),
    );
    expect(calls.count).toBe(1);
    for (const answer of answers) expect(await text(answer)).toContain('$299.99');
  });

  it('holds its pages within its byte bound, least recently used dropped first', async () => {
    const bound = 64 * 1024;
    const { cache, get } = setup(bound);
    const { render } = renderer({ price: 'x' });
    for (let i = 0; i < 100; i++) {
      const { key, request } = get(
        { headers: { 'accept-encoding': 'gzip, br' } },
        `${URL_}?i=${i}`,
      );
      await (await cache.serve(key, request, render)).arrayBuffer();
      expect(cache.stats.bytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.stats.entries).toBeGreaterThan(3);
    const last = get({}, `${URL_}?i=99`);
    expect((await cache.serve(last.key, last.request, render)).headers.get('x-page-cache')).toBe(
      'hit',
    );
    const first = get({}, `${URL_}?i=0`);
    expect((await cache.serve(first.key, first.request, render)).headers.get('x-page-cache')).toBe(
      'miss',
    );
  });
});
