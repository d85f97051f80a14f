/**
 * Refresh tokens rotate and a reused one ends the session (docs/decisions.md "Sessions, refresh
 * rotation and logout"). A browser often sends several requests with the same cookies at once
 * (a page and its data, two tabs), and a request may still carry a refresh token that another
 * request has just rotated. So, within this process, one refresh runs per refresh token and its
 * result is kept for a short grace period: requests with the same token share it instead of
 * presenting the spent token again.
 */

export interface RefreshLockOptions {
  /** How long a settled refresh is shared with late requests (default 30 s). */
  graceMs?: number;
  /** Bound of remembered refreshes (default 10,000). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  promise: Promise<T>;
  /** When the refresh settled; undefined while it runs. */
  settledAt?: number;
}

export interface RefreshLock {
  /** Runs `refresh` for `key` unless a refresh of the same key is running or just succeeded. */
  run<T>(key: string, refresh: () => Promise<T>): Promise<T>;
  /** Remembered refreshes (for tests and metrics). */
  readonly size: number;
}

export function createRefreshLock(options: RefreshLockOptions = {}): RefreshLock {
  const graceMs = options.graceMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();

  function sweep() {
    const cutoff = now() - graceMs;
    for (const [key, entry] of entries) {
      if (entry.settledAt !== undefined && entry.settledAt <= cutoff) entries.delete(key);
    }
    // Still full (a flood of distinct tokens): forget the oldest settled ones first.
    for (const [key, entry] of entries) {
      if (entries.size < maxEntries) break;
      if (entry.settledAt !== undefined) entries.delete(key);
    }
  }

  return {
    run<T>(key: string, refresh: () => Promise<T>): Promise<T> {
      const existing = entries.get(key) as Entry<T> | undefined;
      if (existing && (existing.settledAt === undefined || now() - existing.settledAt < graceMs)) {
        return existing.promise;
      }
      sweep();
      const entry: Entry<T> = { promise: refresh() };
      entries.set(key, entry);
      entry.promise.then(
        () => {
          entry.settledAt = now();
        },
        // A failed refresh is not shared: the next request decides afresh.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    get size() {
      return entries.size;
    },
  };
}
