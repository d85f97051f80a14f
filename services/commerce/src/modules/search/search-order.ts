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
 * The first `k` of `docs` by relevance, then `tie`. Relevance: products whose name holds every
 * word come first (the name-weighted part of the vector matches on its own), those whose name
 * holds the likely words before them, then ts_rank, where names weigh most and descriptions
 * least. The name matches are counted first, so ts_rank is computed only for the documents in
 * the name-match groups that can reach the first k.
 */
export function rankedFirst(
  compiled: CompiledQuery,
  likely: TsQuery | null,
  docs: ArrayLike<number>,
  k: number,
  tie: (a: number, b: number) => number,
): number[] {
  const group = new Uint8Array(docs.length);
  const inGroup = [0, 0, 0];
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    const g =
      (matchesName(compiled.query, compiled, d) ? 1 : 0) +
      (likely && matchesName(likely, compiled, d) ? 1 : 0);
    group[i] = g;
    inGroup[g]!++;
  }
  let lowest = 2;
  for (let reached = inGroup[2]!; lowest > 0 && reached < k;) reached += inGroup[--lowest]!;
  const items = rankOperands(compiled.query);
  // Candidates as positions into docs, so that scores is a flat array.
  const candidates: number[] = [];
  const scores = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    if (group[i]! < lowest) continue;
    candidates.push(i);
    scores[i] = group[i]! + tsRank(compiled.query, items, compiled, docs[i]!);
  }
  return firstInOrder(
    candidates,
    k,
    (a, b) => scores[b]! - scores[a]! || tie(docs[a]!, docs[b]!),
  ).map((i) => docs[i]!);
}

/** Byte order, as `collate "C"`: the same on every database. */
const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By name, then product id: `name_key collate "C", product_id collate "C"`. */
export const nameOrder =
  (memory: SearchMemory, texts: LocaleTexts) =>
  (a: number, b: number): number =>
    bytes(texts.nameKeys[a]!, texts.nameKeys[b]!) ||
    bytes(memory.productIds[texts.product[a]!]!, memory.productIds[texts.product[b]!]!);

/** The comparator of a sort (other than by relevance) over documents of `texts`. */
function comparator(
  memory: SearchMemory,
  texts: LocaleTexts,
  offers: Offers,
  passing: readonly number[],
  sort: SortId,
  refine: Refinements,
): (a: number, b: number) => number {
  const product = texts.product;
  const byName = nameOrder(memory, texts);
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
      // Browsing one category: its merchandised order, products of subcategories after.
      const only = refine.categories?.length === 1 ? refine.categories[0]! : undefined;
      if (only === undefined) return byName;
      const positions = new Float64Array(texts.documents.size);
      for (const d of passing) positions[d] = memory.categoryPositions[product[d]!]![only] ?? NaN;
      const position = (d: number) => {
        const p = positions[d]!;
        return Number.isNaN(p) ? undefined : p;
      };
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

/**
 * The first `k` items in `cmp` order, without sorting the rest: a bounded max-heap keeps the k
 * best seen so far (n log k comparisons instead of n log n).
 */
export function firstInOrder<T>(items: readonly T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (items.length <= k) return [...items].sort(cmp);
  const heap: T[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const x of items) {
    if (heap.length < k) {
      heap.push(x);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (cmp(heap[i]!, heap[parent]!) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (k > 0 && cmp(x, heap[0]!) < 0) {
      heap[0] = x;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < k && cmp(heap[l]!, heap[worst]!) > 0) worst = l;
        if (r < k && cmp(heap[r]!, heap[worst]!) > 0) worst = r;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(cmp);
}

/** The first `k` passing documents in the order of `sort`. */
export function pageOrder(
  memory: SearchMemory,
  texts: LocaleTexts,
  offers: Offers,
  docs: Matching,
  passing: number[],
  sort: SortId,
  ranked: boolean,
  refine: Refinements,
  k: number,
): number[] {
  if (sort === 'best-matches' && ranked && docs.compiled)
    return rankedFirst(docs.compiled, docs.likely, passing, k, nameOrder(memory, texts));
  return firstInOrder(passing, k, comparator(memory, texts, offers, passing, sort, refine));
}
