import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@solo/db';
import { parseTsQuery, type TsQuery } from './tsearch.ts';

/** Queries kept per index; a word costs a few hundred bytes, so this bounds the cache near 2 MB. */
const QUERY_CACHE_ENTRIES = 10_000;

const key = (config: string, text: string) => `${config}\u0000${text}`;

/**
 * `websearch_to_tsquery(config, text)` as the database computes it (its stemmers and stop words
 * are the ones that made the documents' vectors), memoised: it depends on the text search
 * configuration alone, never on the catalog, so entries never go stale. Missing ones are fetched
 * together in one statement that reads no table.
 */
export class QueryTexts {
  private readonly cache = new Map<string, TsQuery | null>();
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Makes `get` answer for each pair. */
  async prepare(pairs: ReadonlyArray<readonly [config: string, text: string]>): Promise<void> {
    const missing = [
      ...new Map(
        pairs.filter(([c, t]) => !this.cache.has(key(c, t))).map((p) => [key(...p), p]),
      ).values(),
    ];
    if (!missing.length) return;
    const rows = await queryRows<{ c: string; t: string; q: string }>(
      this.db,
      sql`select c, t, websearch_to_tsquery(c::regconfig, t)::text as q
        from unnest(${sql.param(missing.map((p) => p[0]))}::text[],
          ${sql.param(missing.map((p) => p[1]))}::text[]) as x(c, t)`,
    );
    for (const row of rows) {
      if (this.cache.size >= QUERY_CACHE_ENTRIES) {
        // Oldest first: a Map iterates in insertion order.
        this.cache.delete(this.cache.keys().next().value!);
      }
      this.cache.set(key(row.c, row.t), parseTsQuery(row.q));
    }
  }

  /** The parsed query (null when empty: only stop words); `prepare` must have seen the pair. */
  get(config: string, text: string): TsQuery | null {
    const q = this.cache.get(key(config, text));
    if (q === undefined) throw new Error(`query text not prepared: ${config} ${text}`);
    return q;
  }
}

/** `a || b` on tsqueries: an empty side gives the other. */
export const orQuery = (a: TsQuery | null, b: TsQuery | null): TsQuery | null =>
  a && b ? { op: 'or', left: a, right: b } : (a ?? b);

/** `a && b` on tsqueries: an empty side gives the other. */
export const andQuery = (a: TsQuery | null, b: TsQuery | null): TsQuery | null =>
  a && b ? { op: 'and', left: a, right: b } : (a ?? b);
