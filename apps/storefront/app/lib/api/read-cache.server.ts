/**
 * A per-process cache of service reads (content entries, site preferences) shared by all page
 * requests: bounded in entries, each kept `ttlMs` (spec 000 §9: data stale time 10 s), and one
 * load shared by simultaneous identical reads. Values are shared, never copied: callers treat
 * them as read-only. Failed reads (a load that yields `null` or throws) are not kept.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T | null>): Promise<T | null>;
  readonly size: number;
}

/** Spec 000 §9: "data fetch stale time 10 s". */
export const READ_CACHE_TTL_MS = 10_000;

export function createReadCache(options: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The change feed's generation where one is heard: a change empties the cache at once. */
  generation?: () => number;
}): ReadCache {
  const ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();
  const generation = options.generation ?? (() => 0);
  let seen = generation();
  const current = () => {
    const g = generation();
    if (g !== seen) {
      entries.clear();
      seen = g;
    }
    return g;
  };

  return {
    get size() {
      return entries.size;
    },
    async get<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const started = current();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Re-insert so the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      entries.delete(key);
      // A load in flight from before a change is not joined: it may answer what changed.
      const flight = `${started}|${key}`;
      const pending = loading.get(flight);
      if (pending) return pending as Promise<T | null>;
      const promise = load()
        .then((value) => {
          if (value !== null && current() === started) {
            entries.set(key, { value, expires: now() + ttlMs });
            while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return value;
        })
        .finally(() => loading.delete(flight));
      loading.set(flight, promise);
      return promise;
    },
  };
}
