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
