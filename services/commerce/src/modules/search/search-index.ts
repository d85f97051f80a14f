import type { Database } from '@solo/db';
import { loadSearchMemory, storedVersion, type SearchMemory } from './memory-index.ts';
import { SEARCH_MEMORY_BUDGET } from './constants.ts';
import { QueryTexts } from './query-texts.ts';
import { refreshOffers } from './offer-refresh.ts';

/** The part of the change feed (modules/changes) the index follows. */
export interface CatalogGenerations {
  generation(scope: 'catalog'): number;
}

/** A load of one stored build, and how far its offers follow the live prices and stock. */
interface Loaded {
  version: string;
  memory: Promise<SearchMemory>;
  /** The feed generation it was last brought up to date for (undefined: not yet). */
  checkedAt: number | undefined;
  /** The latest refresh of its offers; the next one starts after it. */
  offers: Promise<void>;
  /** The horizon of its offers' last look (offer-refresh.ts). */
  since: string;
}

/**
 * The in-memory search index of one instance over one database. The tables rebuildSearchIndex
 * writes stay the shared, durable index; each instance loads them and answers from memory. Before
 * answering it compares the stored index's build with the loaded one (one primary-key read), so a
 * rebuild by any instance is seen by the next request on every instance, and re-prices the
 * products whose prices or stock were written since it last looked (offer-refresh.ts), so a price
 * or stock change reaches search without a rebuild. Following the change feed, it does both only
 * after a catalog change was heard, and answers from memory without a query otherwise.
 */
export class SearchIndex {
  readonly queries: QueryTexts;
  private loading: Loaded | null = null;
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

  /** The index as stored now, its offers as priced now: loaded again when the stored one is newer. */
  async current(): Promise<SearchMemory> {
    // Read before the build: a rebuild committing after it moves the generation on again.
    const generation = this.feed?.generation('catalog');
    const loaded = this.loading;
    if (loaded && generation !== undefined && loaded.checkedAt === generation) {
      await loaded.offers;
      return loaded.memory;
    }
    const version = await storedVersion(this.db);
    if (loaded && loaded.version === version && this.loading === loaded) {
      return this.refreshed(loaded, generation);
    }
    // One load per build: requests arriving meanwhile wait for the same one.
    const memory = loadSearchMemory(this.db, SEARCH_MEMORY_BUDGET);
    const fresh: Loaded = {
      version,
      memory,
      checkedAt: undefined,
      offers: Promise.resolve(),
      since: '',
    };
    fresh.offers = memory.then((m) => {
      fresh.since = m.offersFrom;
    });
    this.loading = fresh;
    memory.catch(() => {
      if (this.loading === fresh) this.loading = null;
    });
    return this.refreshed(fresh, generation);
  }

  /** `loaded` once its offers caught up with every price and stock write committed by now. */
  private async refreshed(loaded: Loaded, generation: number | undefined): Promise<SearchMemory> {
    if (generation === undefined || loaded.checkedAt !== generation) {
      loaded.checkedAt = generation;
      // After the previous look, whatever became of it.
      const look = loaded.offers
        .catch(() => {})
        .then(async () => {
          const result = await refreshOffers(this.db, await loaded.memory, loaded.since);
          loaded.since = result.since;
        });
      loaded.offers = look;
      // A failed look is looked again by the next request, after this one reports it.
      look.catch(() => {
        if (loaded.checkedAt === generation) loaded.checkedAt = undefined;
      });
    }
    await loaded.offers;
    return loaded.memory;
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
