/**
 * A per-process cache of the catalog reads pages make through the Shopper API SDK (products,
 * categories, product search): the transport the SDK is given answers a repeated GET from memory
 * for `ttlMs` (spec 000 §9: data stale time 10 s). Only anonymous GETs of the catalog APIs are
 * kept, keyed by their full URL (site, locale, currency, ids and every option are in it), and only
 * successful answers; baskets, orders, sessions and content never pass through it. Bounded in
 * entries and bytes, least recently used dropped first; one call is shared by simultaneous
 * identical reads. Each caller gets its own Response, so parsed bodies are never shared.
 */
import type { ApiFetch } from './types.ts';

/** Spec 000 §9: "data fetch stale time 10 s". */
export const CATALOG_CACHE_TTL_MS = 10_000;
/** Our bounds (docs/decisions.md "Catalog read cache"). */
export const CATALOG_CACHE_MAX_ENTRIES = 1_000;
export const CATALOG_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Catalog reads of the Shopper Products and Shopper Search APIs. */
const CATALOG_PATH =
  /\/(?:product\/shopper-products\/v1\/organizations\/[^/]+\/(?:products|categories)|search\/shopper-search\/v1\/organizations\/[^/]+\/(?:product-search|search-suggestions))(?:\/|$)/;

interface Stored {
  status: number;
  body: string;
  contentType: string | null;
}

export interface CatalogReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
  /**
   * The change feed's generation where one is heard (commerce in this process): a change empties
   * the cache at once, and a read that started before it is not kept.
   */
  generation?: () => number;
}

export interface CachingFetch extends ApiFetch {
  /** Entries and body bytes kept now. */
  readonly size: number;
  readonly bytes: number;
}

/** The cache key of a request, or null when the request must go to the service every time. */
export function catalogCacheKey(input: string | URL | Request, init?: RequestInit): string | null {
  const request = input instanceof Request ? input : null;
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return null;
  const headers = new Headers(init?.headers ?? request?.headers);
  // A shopper's token could change what is answered: such reads are never shared.
  if (headers.has('authorization') || headers.has('cookie')) return null;
  const url = new URL(href);
  if (!CATALOG_PATH.test(url.pathname)) return null;
  url.searchParams.sort();
  return `${url.origin}${url.pathname}?${url.searchParams.toString()}`;
}

const toResponse = (s: Stored) =>
  new Response(s.body, {
    status: s.status,
    headers: s.contentType ? { 'content-type': s.contentType } : {},
  });

export function createCatalogReadCache(
  fetch: ApiFetch,
  options: CatalogReadCacheOptions = {},
): CachingFetch {
  const ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? CATALOG_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? CATALOG_CACHE_MAX_BYTES;
  const now = options.now ?? Date.now;
  const generation = options.generation ?? (() => 0);
  const entries = new Map<string, Stored & { expires: number }>();
  const loading = new Map<string, Promise<Stored>>();
  let bytes = 0;
  let seen = generation();
  /** The generation now, emptying the cache when it moved since the last look. */
  const current = () => {
    const g = generation();
    if (g !== seen) {
      entries.clear();
      bytes = 0;
      seen = g;
    }
    return g;
  };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const load = async (key: string, input: string | URL | Request, init?: RequestInit) => {
    const started = current();
    const res = await fetch(input, init);
    const stored: Stored = {
      status: res.status,
      body: await res.text(),
      contentType: res.headers.get('content-type'),
    };
    // An answer larger than the whole bound is passed on, never kept.
    if (res.status === 200 && stored.body.length <= maxBytes && current() === started) {
      drop(key);
      entries.set(key, { ...stored, expires: now() + ttlMs });
      bytes += stored.body.length;
      // Map order is least recently used first.
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
    }
    return stored;
  };

  const cachingFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const key = catalogCacheKey(input, init);
    if (key === null) return fetch(input, init);
    const gen = current();
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      return toResponse(hit);
    }
    drop(key);
    // A read in flight from before a change is not joined: it may answer the old catalog.
    const flight = `${gen}|${key}`;
    let pending = loading.get(flight);
    if (!pending) {
      pending = load(key, input, init).finally(() => loading.delete(flight));
      loading.set(flight, pending);
    }
    return toResponse(await pending);
  };

  return Object.defineProperties(cachingFetch, {
    size: { get: () => entries.size },
    bytes: { get: () => bytes },
  }) as CachingFetch;
}
