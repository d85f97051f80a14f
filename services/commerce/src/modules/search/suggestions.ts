import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { Database } from '@solo/db';
import type { CurrencyCode, Site } from '@solo/sites';
import { clickCounts } from './clicks.ts';
import { phraseSuggestions } from './did-you-mean.ts';
import { documentDetails } from './hit-details.ts';
import { labelKey, offersKey, type LocaleTexts, type SearchMemory } from './memory-index.ts';
import { parseQuery } from './query.ts';
import { resolveQuery, textsFor } from './resolve.ts';
import { searchIndexOf } from './search-index.ts';
import { firstInOrder, nameOrder, rankedFirst } from './search-order.ts';
import { searchConfig } from './text.ts';
import type { TsQuery } from './tsearch.ts';

export interface SuggestionParams {
  site: Site;
  locale: string;
  currency: CurrencyCode;
  q: string;
  /** Per kind: at most this many phrases, categories and products. */
  limit: number;
}

/** A suggested product with its price in minor units of `currency`. */
export interface ProductSuggestion {
  productId: string;
  productName: string;
  price: number | null;
  currency: CurrencyCode;
  image: { path: string; alt: string; title: string } | null;
}

export interface SuggestionOutcome {
  searchPhrase: string;
  categories: ShopperSearchTypes.SuggestedCategory[];
  products: ProductSuggestion[];
  phrases: ShopperSearchTypes.SuggestedPhrase[];
  terms: ShopperSearchTypes.SuggestedTerms[];
}

const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The best matching products, by relevance then name. */
async function productSuggestions(
  db: Database,
  memory: SearchMemory,
  texts: LocaleTexts,
  text: TsQuery,
  likely: TsQuery | null,
  params: SuggestionParams,
): Promise<ProductSuggestion[]> {
  const compiled = texts.documents.compile(text, likely);
  const id = (d: number) => memory.productIds[texts.product[d]!]!;
  const top = rankedFirst(
    compiled,
    likely,
    compiled.matching,
    params.limit,
    nameOrder(memory, texts),
  );
  const details = await documentDetails(db, texts.locale, top.map(id));
  const offers = memory.offers.get(offersKey(params.site.id, params.currency));
  return top.flatMap((d) => {
    const row = details.get(id(d));
    if (!row) return [];
    const price = offers?.price[texts.product[d]!];
    return [
      {
        productId: row.productId,
        productName: row.name,
        price: price === undefined || Number.isNaN(price) ? null : price,
        currency: params.currency,
        image: row.image,
      },
    ];
  });
}

/**
 * Autocomplete for a partly typed query: phrases (category names and product-name phrases, those
 * starting with the query first, then by how often shoppers clicked them, then by how many
 * products they find), categories, and the best
 * matching products. Words are completed and corrected as in product search.
 */
export async function searchSuggestions(
  db: Database,
  params: SuggestionParams,
): Promise<SuggestionOutcome> {
  const index = searchIndexOf(db);
  const memory = await index.current();
  const texts = await textsFor(memory, params.locale);
  const parsed = parseQuery(params.q);
  const none = { searchPhrase: params.q, categories: [], products: [], phrases: [], terms: [] };
  if (!texts) return none;
  const { resolved, text, likely } = await resolveQuery(
    index.queries,
    texts,
    parsed,
    searchConfig(params.locale),
  );
  const terms = phraseSuggestions(resolved, true).suggestedTerms;
  const empty = { ...none, terms };
  if (!text) return empty;
  const searched = resolved
    .filter((r) => r.kind !== 'stop')
    .map((r) => (r.kind === 'word' ? r.words.join(' ') : r.original))
    .join(' ');
  const typed = parsed.words.join(' ');

  const phrases = Array.from(texts.phrases.compile(text).matching, (p) => texts.phraseRows[p]!);
  const exact = (p: string) => p === searched || p === typed;
  const starts = (p: string) => p.startsWith(searched) || p.startsWith(typed);
  // What shoppers chose before ranks before what finds more products (spec 000 §7 analytics).
  const clicks = await clickCounts(
    db,
    'query_suggestions',
    params.locale,
    phrases.map((p) => p.phrase),
  );
  const clicked = (p: string) => clicks.get(p) ?? 0;
  const suggested = firstInOrder(
    phrases,
    params.limit,
    (a, b) =>
      Number(exact(b.phrase)) - Number(exact(a.phrase)) ||
      Number(starts(b.phrase)) - Number(starts(a.phrase)) ||
      clicked(b.phrase) - clicked(a.phrase) ||
      b.hits - a.hits ||
      a.length - b.length ||
      bytes(a.phrase, b.phrase),
  );
  const categories = firstInOrder(
    phrases.filter((p) => p.categoryId !== null),
    params.limit,
    (a, b) => b.hits - a.hits || bytes(a.phrase, b.phrase),
  ).map((p) => ({
    id: p.categoryId!,
    name: texts.facetLabels.get(labelKey('cgid', p.categoryId!))?.label ?? p.phrase,
    parentCategoryName: p.parentCategoryName,
  }));
  return {
    ...empty,
    products: await productSuggestions(db, memory, texts, text, likely, params),
    categories: categories as ShopperSearchTypes.SuggestedCategory[],
    phrases: suggested.map((p) => ({ phrase: p.phrase, exactMatch: exact(p.phrase) })),
  };
}
