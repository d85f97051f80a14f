/**
 * Per-process copies of what every shopper reads alike (the category tree, the promotions), kept
 * until the database announces a change to the catalog (the change feed's generation moves).
 */

import type { ChangeFeed } from './modules/changes/index.ts';

/** Which generation of the catalog's data this instance has heard of (the change feed). */
export type Generation = Pick<ChangeFeed, 'generation'>;

/**
 * `load` once per generation of the catalog: calls in one generation share one load, the first
 * call after a change loads again. The generation is read *before* loading, so a load that raced a
 * change is kept under the older generation and never served as current; a failed load is not
 * kept. It loads through the handle it is given (inside a transaction, the transaction: PGlite
 * runs one at a time, so a query beside it would wait for it). Without `changes` (tests, scripts)
 * every call loads: nothing announces changes there.
 */
export function currentBy<D, T>(
  changes: Generation | undefined,
  load: (db: D) => Promise<T>,
): (db: D) => Promise<T> {
  if (!changes) return load;
  let kept: { generation: number; value: Promise<T> } | undefined;
  return (db) => {
    const generation = changes.generation('catalog');
    if (kept?.generation === generation) return kept.value;
    const entry = { generation, value: load(db) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
}

/** Bytes a kept value is counted at: its JSON text as UTF-16, a fair bound of its objects. */
export const jsonBytes = (value: unknown): number => JSON.stringify(value).length * 2;

/**
 * `load(db, key)` once per key and generation of the catalog, keeping at most `maxBytes` of values
 * (`bytes` counts one), the least recently used given up first. Everything kept belongs to one
 * generation: the first call after a change starts empty. Without `changes` every call loads.
 */
export function currentByKey<D, T>(
  changes: Generation | undefined,
  load: (db: D, key: string) => Promise<T>,
  limits: { maxBytes: number; bytes: (value: T) => number },
): (db: D, key: string) => Promise<T> {
  if (!changes) return load;
  let generation = changes.generation('catalog');
  let kept = new Map<string, { value: Promise<T>; bytes: number }>();
  let total = 0;
  return (db, key) => {
    const now = changes.generation('catalog');
    if (now !== generation) {
      generation = now;
      kept = new Map();
      total = 0;
    }
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.value;
    }
    const map = kept;
    const entry = { value: load(db, key), bytes: 0 };
    map.set(key, entry);
    entry.value.then(
      (value) => {
        // Kept only while its generation's map is current and the entry was not given up.
        if (map !== kept || map.get(key) !== entry) return;
        entry.bytes = limits.bytes(value);
        total += entry.bytes;
        for (const [oldest, e] of map) {
          if (total <= limits.maxBytes) break;
          map.delete(oldest);
          total -= e.bytes;
        }
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    return entry.value;
  };
}
