import type { SortId } from './constants.ts';
import type { LocaleTexts, Offers, SearchMemory } from './memory-index.ts';
import type { Refinements } from './query.ts';
import type { CompiledQuery } from './text-index.ts';
import { matchesName, rankOperands, tsRank, type TsQuery } from './tsearch.ts';

/** The documents a search reads: all of them when browsing, else those matching the query. */
export interface Matching {
  documents: Int32Array;
  compiled: CompiledQuery | null;
  likely: TsQuery | null;
}

export function matchingDocuments(
  texts: LocaleTexts,
  query: TsQuery | null | 'all',
  likely: TsQuery | null,
): Matching {
  if (query === 'all') {
    const all = new Int32Array(texts.documents.size);
    for (let d = 0; d < all.length; d++) all[d] = d;
    return { documents: all, compiled: null, likely };
  }
  if (!query) return { documents: new Int32Array(0), compiled: null, likely };
  const compiled = texts.documents.compile(query, likely);
  return { documents: compiled.matching, compiled, likely };
}

/**
 * Relevance: products whose name holds every word come first (the name-weighted part of the
 * vector matches on its own), those whose name holds the likely words before them, then ts_rank,
 * where names weigh most and descriptions least.
 */
export function relevance(compiled: CompiledQuery, likely: TsQuery | null) {
  const items = rankOperands(compiled.query);
  return (d: number): number =>
    (matchesName(compiled.query, compiled, d) ? 1 : 0) +
    (likely && matchesName(likely, compiled, d) ? 1 : 0) +
    tsRank(compiled.query, items, compiled, d);
}

/** Byte order, as `collate "C"`: the same on every database. */
const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The comparator of a sort over documents of `texts`. */
function comparator(
  memory: SearchMemory,
  texts: LocaleTexts,
  offers: Offers,
  docs: Matching,
  passing: readonly number[],
  sort: SortId,
  ranked: boolean,
  refine: Refinements,
): (a: number, b: number) => number {
  const product = texts.product;
  const byName = (a: number, b: number) =>
    bytes(texts.nameKeys[a]!, texts.nameKeys[b]!) ||
    bytes(memory.productIds[product[a]!]!, memory.productIds[product[b]!]!);
  const price = (d: number) => offers.price[product[d]!]!;
  /** Nulls last in both directions, as `nulls last`. */
  const byPrice = (dir: 1 | -1) => (a: number, b: number) => {
    const pa = price(a);
    const pb = price(b);
    if (Number.isNaN(pa) || Number.isNaN(pb))
      return (Number.isNaN(pa) ? 1 : 0) - (Number.isNaN(pb) ? 1 : 0) || byName(a, b);
    return dir * (pa - pb) || byName(a, b);
  };
  switch (sort) {
    case 'price-low-to-high':
      return byPrice(1);
    case 'price-high-to-low':
      return byPrice(-1);
    case 'product-name-ascending':
      return byName;
    case 'product-name-descending':
      return (a, b) => byName(b, a);
    case 'most-recent':
      return (a, b) =>
        memory.createdAt[product[b]!]! - memory.createdAt[product[a]!]! || byName(a, b);
    case 'best-matches': {
      if (ranked && docs.compiled) {
        const score = relevance(docs.compiled, docs.likely);
        const scores = new Float64Array(texts.documents.size);
        for (const d of passing) scores[d] = score(d);
        return (a, b) => scores[b]! - scores[a]! || byName(a, b);
      }
      // Browsing one category: its merchandised order, products of subcategories after.
      const only = refine.categories?.length === 1 ? refine.categories[0]! : undefined;
      if (only === undefined) return byName;
      const position = (d: number) => memory.categoryPositions[product[d]!]![only];
      return (a, b) => {
        const pa = position(a);
        const pb = position(b);
        if (pa === undefined || pb === undefined)
          return (pa === undefined ? 1 : 0) - (pb === undefined ? 1 : 0) || byName(a, b);
        return pa - pb || byName(a, b);
      };
    }
  }
}

/** The passing documents in the order of `sort`. */
export function pageOrder(
  memory: SearchMemory,
  texts: LocaleTexts,
  offers: Offers,
  docs: Matching,
  passing: number[],
  sort: SortId,
  ranked: boolean,
  refine: Refinements,
): number[] {
  return passing.sort(comparator(memory, texts, offers, docs, passing, sort, ranked, refine));
}
