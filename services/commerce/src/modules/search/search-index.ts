import type { Database } from '@solo/db';
import { loadSearchMemory, storedVersion, type SearchMemory } from './memory-index.ts';
import { SEARCH_MEMORY_BUDGET } from './constants.ts';
import { QueryTexts } from './query-texts.ts';

/**
 * The in-memory search index of one instance over one database. The tables rebuildSearchIndex
 * writes stay the shared, durable index; each instance loads them and answers from memory. Before
 * answering it compares the stored index's version with the loaded one (one primary-key read), so
 * a rebuild by any instance is seen by the next request on every instance.
 */
export class SearchIndex {
  readonly queries: QueryTexts;
  /** The load in use or under way, and the stored version it was started for. */
  private loading: { version: string; memory: Promise<SearchMemory> } | null = null;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
    this.queries = new QueryTexts(db);
  }

  /** The next `current()` reloads. */
  markStale(): void {
    this.loading = null;
  }

  /** The index as stored now: loaded again first when the stored one is newer. */
  async current(): Promise<SearchMemory> {
    const version = await storedVersion(this.db);
    if (this.loading?.version === version) return this.loading.memory;
    // One load per version: requests arriving meanwhile wait for the same one.
    const loading = { version, memory: loadSearchMemory(this.db, SEARCH_MEMORY_BUDGET) };
    this.loading = loading;
    loading.memory.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading.memory;
  }
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The search index of a database handle, one per handle and process. */
export function searchIndexOf(db: Database): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
