/**
 * The state of a product listing (/c/…, /plp/…, /search) lives entirely in its URL, so every
 * state is a shareable, server-rendered link:
 *
 *   ?q=fire                       search phrase (/search only)
 *   &refine=c_color=black|ash     one per attribute, values OR-ed with "|" as the Shopper Search
 *   &refine=price=(100..200)      API takes them; repeated `refine=attr=value` params (what a GET
 *                                 form of checkboxes sends) are merged
 *   &sort=price-low-to-high       omitted for the default, best-matches
 *   &limit=50                     page size 25, 50 or 100; omitted for 25
 *   &page=2                       1-based page; omitted for the first
 *
 * Anything else in the query (quick-shop=open, tracking parameters) is not listing state: it is
 * dropped from the links a listing builds.
 */

/** Spec 000 §9: page-size options 25, 50, 100; default limit 25. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Spec 000 §9: default sort best-matches; the ids the Shopper Search API takes (docs/catalog-api.md). */
export const DEFAULT_SORT = 'best-matches';
export const SORT_IDS = [
  'best-matches',
  'price-low-to-high',
  'price-high-to-low',
  'product-name-ascending',
  'product-name-descending',
  'most-recent',
] as const;

/** The category refinement: on /plp and /c/ pages the category is the path, not a parameter. */
export const CATEGORY_ATTRIBUTE = 'cgid';

/** Attributes a listing may refine by: the category, price and custom attributes. */
const ATTRIBUTE = /^(?:cgid|price|c_[A-Za-z0-9_]{1,64})$/;
/** Values never hold the API's separators; a value longer than this is not one of ours. */
const MAX_VALUE_LENGTH = 100;
/** A page far beyond any catalog is a typo, not a request: it is read as the first page. */
const MAX_PAGE = 10_000;

export interface ListingState {
  /** The search phrase, trimmed; '' on category listings. */
  q: string;
  /** Selected values per attribute, in the order they were chosen. */
  refinements: Record<string, string[]>;
  sort: string;
  limit: number;
  /** 1-based page number. */
  page: number;
}

export interface ParseOptions {
  /** Whether `refine=cgid=…` is listing state (search) or ignored (category pages). */
  allowCategory: boolean;
}

export const emptyListingState = (q = ''): ListingState => ({
  q,
  refinements: {},
  sort: DEFAULT_SORT,
  limit: DEFAULT_PAGE_SIZE,
  page: 1,
});

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/** Reads the listing state of a URL; unknown or malformed parts fall back to their defaults. */
export function parseListingState(params: URLSearchParams, options: ParseOptions): ListingState {
  const state = emptyListingState((params.get('q') ?? '').trim());
  for (const raw of params.getAll('refine')) {
    const eq = raw.indexOf('=');
    if (eq <= 0) continue;
    const attribute = raw.slice(0, eq);
    if (!ATTRIBUTE.test(attribute)) continue;
    if (attribute === CATEGORY_ATTRIBUTE && !options.allowCategory) continue;
    const values = raw
      .slice(eq + 1)
      .split('|')
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.length <= MAX_VALUE_LENGTH);
    for (const value of values) state.refinements = addValue(state.refinements, attribute, value);
  }
  const sort = params.get('sort');
  if (sort && (SORT_IDS as readonly string[]).includes(sort)) state.sort = sort;
  const limit = positiveInt(params.get('limit'));
  if (limit && (PAGE_SIZES as readonly number[]).includes(limit)) state.limit = limit;
  const page = positiveInt(params.get('page'));
  if (page && page <= MAX_PAGE) state.page = page;
  return state;
}

function addValue(
  refinements: Record<string, string[]>,
  attribute: string,
  value: string,
): Record<string, string[]> {
  const current = refinements[attribute] ?? [];
  if (current.includes(value)) return refinements;
  // One category at a time: a search is narrowed to a category, not to several.
  const next = attribute === CATEGORY_ATTRIBUTE ? [value] : [...current, value];
  return { ...refinements, [attribute]: next };
}

/** The query string of a state, defaults left out, in a stable order (no leading "?"). */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [attribute, values] of Object.entries(state.refinements)) {
    if (values.length) params.append('refine', `${attribute}=${values.join('|')}`);
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** A site-relative link to `path` in the given state. */
export function listingHref(path: string, state: ListingState): string {
  const query = listingQuery(state);
  return query ? `${path}?${query}` : path;
}

/** Every change of refinements, sort or page size starts again at the first page. */
const firstPage = (state: ListingState): ListingState => ({ ...state, page: 1 });

export const isSelected = (state: ListingState, attribute: string, value: string): boolean =>
  state.refinements[attribute]?.includes(value) ?? false;

/** Adds the value when it is not selected, removes it when it is. */
export function toggleRefinement(
  state: ListingState,
  attribute: string,
  value: string,
): ListingState {
  if (isSelected(state, attribute, value)) return removeRefinement(state, attribute, value);
  return firstPage({ ...state, refinements: addValue(state.refinements, attribute, value) });
}

export function removeRefinement(
  state: ListingState,
  attribute: string,
  value: string,
): ListingState {
  const { [attribute]: current = [], ...others } = state.refinements;
  const rest = current.filter((v) => v !== value);
  return firstPage({
    ...state,
    refinements: rest.length ? { ...others, [attribute]: rest } : others,
  });
}

/** Removes every refinement; the search phrase, sort and page size stay. */
export const clearRefinements = (state: ListingState): ListingState =>
  firstPage({ ...state, refinements: {} });

/** The refinements without the category (a category page's tree links carry the others along). */
export function withoutCategory(state: ListingState): ListingState {
  const { [CATEGORY_ATTRIBUTE]: _category, ...others } = state.refinements;
  return firstPage({ ...state, refinements: others });
}

export const withSort = (state: ListingState, sort: string): ListingState =>
  firstPage({ ...state, sort });

export const withPageSize = (state: ListingState, limit: number): ListingState =>
  firstPage({ ...state, limit });

export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page });

export const hasRefinements = (state: ListingState): boolean =>
  Object.values(state.refinements).some((values) => values.length > 0);

/** The API's offset of the state's page. */
export const offsetOf = (state: ListingState): number => (state.page - 1) * state.limit;

/**
 * The `refine` parameters of a Shopper Search call: the page's category first (category
 * listings), then every selected attribute.
 */
export function apiRefine(state: ListingState, categoryId?: string): string[] {
  const refine = categoryId ? [`${CATEGORY_ATTRIBUTE}=${categoryId}`] : [];
  for (const [attribute, values] of Object.entries(state.refinements)) {
    if (categoryId && attribute === CATEGORY_ATTRIBUTE) continue;
    if (values.length) refine.push(`${attribute}=${values.join('|')}`);
  }
  return refine;
}
