import type { CurrencyCode } from '@solo/sites';

/** Spec 000 §9: default search limit 25, offset 0, sort best-matches. */
export const SEARCH_DEFAULT_LIMIT = 25;
/** The Shopper Search API's maximum page size (docs/catalog-api.md). */
export const SEARCH_MAX_LIMIT = 200;
/** Longest query we parse; longer input is a client error rather than a slow query. */
export const SEARCH_MAX_QUERY_LENGTH = 200;

/**
 * Search suggestions: the storefront shows 7 query suggestions and 4 products (spec 000 §7, §9:
 * hitsPerPage 7 and 4), so one request asks for up to 10 of each kind; 5 by default.
 */
export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SUGGESTIONS_MAX_LIMIT = 10;

export const SORT_IDS = [
  'best-matches',
  'price-low-to-high',
  'price-high-to-low',
  'product-name-ascending',
  'product-name-descending',
  'most-recent',
] as const;
export type SortId = (typeof SORT_IDS)[number];

export const SORTING_OPTIONS: ReadonlyArray<{ id: SortId; label: string }> = [
  { id: 'best-matches', label: 'Best Matches' },
  { id: 'price-low-to-high', label: 'Price Low To High' },
  { id: 'price-high-to-low', label: 'Price High To Low' },
  { id: 'product-name-ascending', label: 'Product Name A - Z' },
  { id: 'product-name-descending', label: 'Product Name Z - A' },
  { id: 'most-recent', label: 'Most Recent' },
];

/** Refinements computed from the offer and the product's age rather than stored values. */
export const FLAG_REFINEMENTS = {
  c_inStock: { label: 'Availability', valueLabel: 'In Stock' },
  c_onSale: { label: 'Sale', valueLabel: 'On Sale' },
  c_isNew: { label: 'New', valueLabel: 'New Arrivals' },
} as const;
export type FlagRefinement = keyof typeof FLAG_REFINEMENTS;
export const isFlagRefinement = (id: string): id is FlagRefinement => id in FLAG_REFINEMENTS;

/** Order of the refinements in a response; other variation attributes follow the known ones. */
export const REFINEMENT_ORDER = [
  'cgid',
  'price',
  'c_color',
  'c_size',
  'c_fuel',
  'c_inStock',
  'c_onSale',
  'c_isNew',
];

export const CATEGORY_LABEL = 'Category';
export const PRICE_LABEL = 'Price';

/**
 * Price bucket edges in major units per currency. Canadian and Australian shelf prices run about
 * 1.35 and 1.5 times the US ones (packages/fixtures money.ts), so their edges are wider; the EU
 * site's other currencies have the euro edges in round local amounts (kronor about ten times,
 * złoty about four times, pounds a little under the euro figures). The last bucket is open:
 * `(500..)`.
 */
export const PRICE_BUCKET_EDGES: Record<CurrencyCode, readonly number[]> = {
  USD: [0, 25, 50, 100, 200, 300, 500],
  EUR: [0, 25, 50, 100, 200, 300, 500],
  CAD: [0, 35, 75, 150, 250, 400, 700],
  AUD: [0, 35, 75, 150, 300, 450, 750],
  SEK: [0, 250, 500, 1000, 2000, 3500, 5000],
  DKK: [0, 200, 400, 750, 1500, 2500, 4000],
  NOK: [0, 250, 500, 1000, 2000, 3500, 5000],
  PLN: [0, 100, 200, 400, 800, 1300, 2000],
  CHF: [0, 25, 50, 100, 200, 300, 500],
  GBP: [0, 20, 40, 80, 150, 250, 400],
};

/** Query words are corrected to dictionary words this many edits away, by word length. */
export const maxEdits = (length: number): number => (length < 3 ? 0 : length < 6 ? 1 : 2);
/** Corrections shorter than this are never proposed: "pi" is rarely what "pti" meant. */
export const MIN_CORRECTION_LENGTH = 3;
/** Nearest dictionary words (trigram distance) checked for a correction. */
export const CORRECTION_CANDIDATES = 30;
/** Completions listed per typed prefix in suggestedTerms. */
export const COMPLETIONS_PER_TERM = 3;

/**
 * Bytes of text locales (documents, dictionary, phrases) an instance keeps in memory; the least
 * recently searched locale is dropped past it and loaded again when next searched in. A locale of
 * the generated 10,000-product catalog takes 7–9 MB of heap, its products and offers 8 MB more:
 * about fifteen locales fit, against the 500 MB the process may use in all (issue 17).
 */
export const SEARCH_MEMORY_BUDGET = 128 * 1024 * 1024;
