/**
 * A per-process cache with a time to live and a size bound (DESIGN.md: caches are per process
 * and bounded). One load is shared by simultaneous requests for the same key; a failed load is
 * not kept. Given the change feed's generation, a change empties it at once: the time to live
 * bounds what a CDN or browser keeps, this process never answers a price it heard change.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<{ value: T; hit: boolean }>;
  readonly size: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
  /** The change feed's catalog generation where one is heard. */
  generation?: () => number;
}

export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
  generation = () => 0,
}: TtlCacheOptions): TtlCache<T> {
  let entries = new Map<string, { expires: number; value: Promise<T> }>();
  let seen = generation();
  return {
    get size() {
      return entries.size;
    },
    async get(key, load) {
      if (generation() !== seen) {
        // A fresh map: a load started before the change settles into the old one, never here.
        entries = new Map();
        seen = generation();
      }
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return { value: await entry.value, hit: true };
      entries.delete(key);
      const value = load();
      // Map order is insertion order: the first key is the oldest.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const kept = entries;
      kept.set(key, { expires: now() + ttlMs, value });
      try {
        return { value: await value, hit: false };
      } catch (error) {
        if (kept.get(key)?.value === value) kept.delete(key);
        throw error;
      }
    },
  };
}

/** Spec 001 §7, §9: tile pricing responses are cached for 5 minutes. */
export const TILE_CACHE_TTL_MS = 5 * 60_000;
/** Our bound (docs/decisions.md "Tile pricing cache"): distinct tile queries kept per process. */
export const TILE_CACHE_MAX_ENTRIES = 500;
/** Spec 001 §7, §9: the same five minutes for a CDN or browser. */
export const TILE_CACHE_CONTROL = `public, max-age=${TILE_CACHE_TTL_MS / 1000}`;
