import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { Database, SearchHitType, VariationAttribute } from '@solo/db';
import type { CurrencyCode, Site } from '@solo/sites';
import { SORTING_OPTIONS, type SortId } from './constants.ts';
import { phraseSuggestions } from './did-you-mean.ts';
import { hitDetails } from './hit-details.ts';
import { offersKey } from './memory-index.ts';
import { parseQuery, type Refinements } from './query.ts';
import { buildRefinements } from './refinements.ts';
import { resolveQuery, textsFor } from './resolve.ts';
import { searchIndexOf } from './search-index.ts';
import { refinementCounts, refinementFilter } from './search-filters.ts';
import { matchingDocuments, pageOrder } from './search-order.ts';
import { searchConfig } from './text.ts';

export interface ProductSearchParams {
  site: Site;
  /** The request locale, e.g. fr-CA. */
  locale: string;
  currency: CurrencyCode;
  q: string;
  refine: Refinements;
  sort: SortId;
  limit: number;
  offset: number;
}

/** A hit with its money in minor units of `currency`. */
export interface SearchHit {
  productId: string;
  productName: string;
  productType: SearchHitType;
  price: number | null;
  priceMax: number | null;
  currency: CurrencyCode;
  image: { path: string; alt: string; title: string } | null;
  orderable: boolean;
  representedProductId: string;
  variationAttributes: VariationAttribute[] | null;
}

export interface ProductSearchOutcome {
  query: string;
  total: number;
  hits: SearchHit[];
  refinements: ShopperSearchTypes.ProductSearchRefinement[];
  selectedRefinements: Record<string, string>;
  sortingOptions: ReadonlyArray<{ id: SortId; label: string }>;
  selectedSortingOption: SortId;
  searchPhraseSuggestions: ShopperSearchTypes.Suggestion;
}

/**
 * Product search over the in-memory index: the text query (completed and corrected word by word),
 * the refinements, one page of hits in the chosen order and the hit count of every refinement
 * value with the other attributes' selections applied. The page's names and images are read from
 * the database for its rows only.
 */
export async function searchProducts(
  db: Database,
  params: ProductSearchParams,
): Promise<ProductSearchOutcome> {
  const index = searchIndexOf(db);
  const memory = await index.current();
  const texts = await textsFor(memory, params.locale);
  const parsed = parseQuery(params.q);
  const ranked = !!params.q.trim();
  const query = texts
    ? await resolveQuery(index.queries, texts, parsed, searchConfig(params.locale))
    : { resolved: [], text: null, likely: null };
  const offers = memory.offers.get(offersKey(params.site.id, params.currency));
  const docs =
    texts && offers ? matchingDocuments(texts, ranked ? query.text : 'all', query.likely) : null;
  const filter = refinementFilter(memory, params.refine);
  const passing: number[] = [];
  const counts = refinementCounts(memory, params.refine, params.currency);
  if (docs && texts && offers)
    for (const d of docs.documents) {
      const n = texts.product[d]!;
      if (!offers.flags[n]) continue; // no offer on this site: not sold here
      const failed = filter(n, offers);
      if (failed === 0) passing.push(d);
      counts.add(n, offers, failed);
    }
  const page =
    docs && texts && offers
      ? pageOrder(
          memory,
          texts,
          offers,
          docs,
          passing,
          params.sort,
          ranked,
          params.refine,
          params.offset + params.limit,
        ).slice(params.offset)
      : [];
  const total = passing.length;
  const hits =
    texts && offers ? await hitDetails(db, memory, texts, offers, page, params.currency) : [];
  return {
    query: params.q,
    total,
    hits,
    refinements: buildRefinements(
      texts ? counts.values(texts) : [],
      params.locale,
      params.currency,
    ),
    selectedRefinements: params.refine.selected,
    sortingOptions: SORTING_OPTIONS,
    selectedSortingOption: params.sort,
    searchPhraseSuggestions: phraseSuggestions(query.resolved, total > 0),
  };
}
