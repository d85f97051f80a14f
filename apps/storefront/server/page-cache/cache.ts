/**
 * The shared page cache for requests that carry nobody's data (policy.ts): one rendered page
 * answers every such request for the same URL until the catalog or content changes (the change
 * feed's generation), for 900 s fresh and 900 s more stale while one request renders it again in
 * the background (spec 000 §9, the policy a CDN in front applies too). Simultaneous misses of one
 * page wait for one render. A page rendered while a service call failed is answered but not kept.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { resolvePath } from '@solo/sites';
import { geoLocaleSetCookie } from '../../app/lib/page-headers.ts';
import { addVary, chooseEncoding, compressResponse, type Encoding } from '../encoding.ts';
import type { Logger } from '../logger.ts';
import { storedHeaders, unstorableBecause } from './policy.ts';
import { createPageStore, type StoredPage } from './store.ts';

/** Spec 000 §9: max-age 900 s, stale-while-revalidate 900 s. */
export const PAGE_FRESH_MS = 900_000;
export const PAGE_STALE_MS = 900_000;
/** PAGE_CACHE_MB's default. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** One render of a page, and whether any service call it made failed (then it is not kept). */
export interface Rendered {
  response: Response;
  degraded: boolean;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** The change feed's generation (catalog and content): a change makes every entry stale. */
  generation: () => number;
  log: Logger;
  now?: () => number;
}

export type PageCacheState = 'hit' | 'stale' | 'miss' | 'bypass';
export const PAGE_CACHE_HEADER = 'x-page-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encode = (encoding: Encoding, body: Uint8Array): Promise<Uint8Array> =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(body, { level: 9 });

export function createPageCache(options: PageCacheOptions) {
  const store = createPageStore(options.maxBytes);
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<StoredPage | Response>>();
  const counts = { hit: 0, stale: 0, miss: 0 };
  let seen = options.generation();

  /** The generation now; a change empties the store at once, so memory goes to current pages. */
  const current = () => {
    const g = options.generation();
    if (g !== seen) {
      store.clear();
      seen = g;
    }
    return g;
  };

  /** Renders and keeps the page when it may be kept; otherwise the response itself. */
  const renderAndKeep = async (
    key: string,
    request: Request,
    render: (request: Request) => Promise<Rendered>,
  ): Promise<StoredPage | Response> => {
    const generation = current();
    const { response, degraded } = await render(request);
    const refused = degraded ? 'a service call failed' : unstorableBecause(response);
    if (refused) return response;
    const page: StoredPage = {
      status: response.status,
      headers: storedHeaders(response),
      body: new Uint8Array(await response.arrayBuffer()),
      encoded: new Map(),
      byteLength: 0,
      storedAt: now(),
      generation,
      revalidating: false,
    };
    page.byteLength = page.body.byteLength;
    // A change heard while rendering: the page may show what changed, so it is answered only.
    if (current() === generation) store.set(key, page);
    return page;
  };

  const encoded = (key: string, page: StoredPage, encoding: Encoding): Promise<Uint8Array> => {
    let body = page.encoded.get(encoding);
    if (!body) {
      body = encode(encoding, page.body).then((bytes) => {
        page.byteLength += bytes.byteLength;
        // Counted against the bound only while this very page is kept under its key.
        store.recount(key);
        return bytes;
      });
      page.encoded.set(encoding, body);
    }
    return body;
  };

  const answer = async (
    key: string,
    page: StoredPage,
    request: Request,
    state: PageCacheState,
  ): Promise<Response> => {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, state);
    headers.set('age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    const url = new URL(request.url);
    const cookie = geoLocaleSetCookie(
      request.headers.get('cookie'),
      resolvePath(url.pathname),
      url.protocol === 'https:',
    );
    if (cookie) headers.append('set-cookie', cookie);
    addVary(headers, 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers.get('accept-encoding'));
    let body = page.body;
    if (encoding) {
      body = await encoded(key, page, encoding);
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  };

  const revalidate = (
    key: string,
    page: StoredPage,
    request: Request,
    render: (request: Request) => Promise<Rendered>,
  ) => {
    if (page.revalidating) return;
    page.revalidating = true;
    renderAndKeep(key, new Request(request.url, { headers: request.headers }), render)
      .catch((err: unknown) => options.log.warn({ err, key }, 'page revalidation failed'))
      .finally(() => {
        page.revalidating = false;
      });
  };

  return {
    /** Answers a request `pageCacheKey` gave `key` for, rendering it only when needed. */
    async serve(
      key: string,
      request: Request,
      render: (request: Request) => Promise<Rendered>,
    ): Promise<Response> {
      const generation = current();
      const page = store.get(key);
      if (page && page.generation === generation) {
        const age = now() - page.storedAt;
        if (age < PAGE_FRESH_MS) {
          counts.hit++;
          return answer(key, page, request, 'hit');
        }
        if (age < PAGE_FRESH_MS + PAGE_STALE_MS) {
          counts.stale++;
          revalidate(key, page, request, render);
          return answer(key, page, request, 'stale');
        }
      }
      counts.miss++;
      const flightKey = `${generation}|${key}`;
      const joined = inFlight.get(flightKey);
      if (joined) {
        const rendered = await joined;
        // A page that could not be kept was its sender's alone: render this one for its own.
        if (!(rendered instanceof Response)) return answer(key, rendered, request, 'hit');
      } else {
        const flight = renderAndKeep(key, request, render).finally(() =>
          inFlight.delete(flightKey),
        );
        inFlight.set(flightKey, flight);
        const rendered = await flight;
        return rendered instanceof Response
          ? withState(compressResponse(rendered, request.headers.get('accept-encoding')), 'miss')
          : answer(key, rendered, request, 'miss');
      }
      const { response } = await render(request);
      return withState(compressResponse(response, request.headers.get('accept-encoding')), 'miss');
    },
    get stats() {
      return { entries: store.size, bytes: store.bytes, ...counts };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Marks how a response was answered (the header is on every page response). */
export function withState(response: Response, state: PageCacheState): Response {
  response.headers.set(PAGE_CACHE_HEADER, state);
  return response;
}
