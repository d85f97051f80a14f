import type { DatabaseHandle } from '@solo/db';
import type { Logger } from '../../logger.ts';

/** The channel the database's triggers announce changes on (migration 0016). */
export const CHANGES_CHANNEL = 'solo_changes';

/**
 * What a change can make stale: `catalog` (products, categories, prices, stock, promotions, the
 * search tables) and `content` (content entries, site preferences).
 */
export const CHANGE_SCOPES = ['catalog', 'content'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/**
 * Changes to what every shopper sees alike, as this instance hears them. A cache keeps, with each
 * entry, the generation read *before* it read the data; an entry whose generation is behind the
 * current one is stale, so a read that raced a change is never kept as fresh.
 */
export interface ChangeFeed {
  /** Grows with every change heard in `scope`, and with every possibly missed one. */
  generation(scope: ChangeScope): number;
  /** Called for each change heard (every scope after a reset); returns the unsubscribe. */
  subscribe(listener: (scope: ChangeScope) => void): () => void;
  close(): Promise<void>;
}

const isScope = (value: string): value is ChangeScope =>
  (CHANGE_SCOPES as readonly string[]).includes(value);

/** Listens on the database's change channel (PostgreSQL LISTEN/NOTIFY, PGlite in-process). */
export async function openChangeFeed(db: DatabaseHandle, log: Logger): Promise<ChangeFeed> {
  const generations = new Map<ChangeScope, number>(CHANGE_SCOPES.map((s) => [s, 0]));
  const listeners = new Set<(scope: ChangeScope) => void>();
  const bump = (scope: ChangeScope) => {
    generations.set(scope, generations.get(scope)! + 1);
    for (const listener of listeners) {
      try {
        listener(scope);
      } catch (err) {
        log.error({ err, scope }, 'change listener failed');
      }
    }
  };
  const stop = await db.listen(CHANGES_CHANNEL, {
    onNotify: (payload) => {
      if (isScope(payload)) bump(payload);
      else log.warn({ payload }, 'unknown change scope announced');
    },
    onReset: () => {
      log.warn('change notifications may have been missed: every cache starts again');
      for (const scope of CHANGE_SCOPES) bump(scope);
    },
  });
  return {
    generation: (scope) => generations.get(scope)!,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
