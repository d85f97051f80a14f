import type { Database } from '@solo/db';
import { loadSearchMemory, storedVersion, type SearchMemory } from './memory-index.ts';
import { SEARCH_MEMORY_BUDGET } from './constants.ts';
import { QueryTexts } from './query-texts.ts';

/** The part of the change feed (modules/changes) the index follows. */
export interface CatalogGenerations {
  generation(scope: 'catalog'): number;
}

/**
 * The in-memory search index of one instance over one database. The tables rebuildSearchIndex
 * writes stay the shared, durable index; each instance loads them and answers from memory. Before
 * answering it compares the stored index's build with the loaded one (one primary-key read), so a
 * rebuild by any instance is seen by the next request on every instance. Following the change
 * feed, it reads the build only after a catalog change was heard (a rebuild writes the search
 * tables, whose triggers announce it), and answers from memory without a query otherwise.
 */
export class SearchIndex {
  readonly queries: QueryTexts;
  /** The load in use or under way, the stored build it was started for, and when it was checked. */
  private loading: {
    version: string;
    memory: Promise<SearchMemory>;
    checkedAt: number | undefined;
  } | null = null;
  private feed: CatalogGenerations | undefined;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
    this.queries = new QueryTexts(db);
  }

  /** Checks the stored build only when the feed heard a catalog change. */
  follow(feed: CatalogGenerations): void {
    this.feed = feed;
  }

  /** The next `current()` reloads. */
  markStale(): void {
    this.loading = null;
  }

  /** The index as stored now: loaded again first when the stored one is newer. */
  async current(): Promise<SearchMemory> {
    // Read before the build: a rebuild committing after it moves the generation on again.
    const generation = this.feed?.generation('catalog');
    if (this.loading && generation !== undefined && this.loading.checkedAt === generation)
      return this.loading.memory;
    const version = await storedVersion(this.db);
    if (this.loading?.version === version) {
      this.loading.checkedAt = generation;
      return this.loading.memory;
    }
    // One load per build: requests arriving meanwhile wait for the same one.
    const loading = {
      version,
      memory: loadSearchMemory(this.db, SEARCH_MEMORY_BUDGET),
      checkedAt: generation,
    };
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
