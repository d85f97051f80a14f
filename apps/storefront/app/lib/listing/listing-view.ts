/**
 * Maps a Shopper Search result and the listing's URL state to what the listing page draws:
 * refinement groups with their links, selected-refinement chips, sort and page-size choices,
 * pagination and "did you mean" phrases. Pure and serialisable: the loader computes it on the
 * server, and every link is a site-relative URL the page localises.
 */
import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { formatMoney } from '../format/money.ts';
import type { TileView } from '../tile/tile-view.ts';
import { listingBreadcrumbs, MAX_PLP_SEGMENTS, type Crumb } from '../product/breadcrumbs.ts';
import {
  CATEGORY_ATTRIBUTE,
  clearRefinements,
  hasRefinements,
  isSelected,
  listingHref,
  PAGE_SIZES,
  removeRefinement,
  toggleRefinement,
  withoutCategory,
  withPage,
  type ListingState,
} from './url-state.ts';

/** The colour refinement, drawn as swatches. */
export const COLOR_REFINEMENT = 'c_color';
export const PRICE_REFINEMENT = 'price';
/** How many "did you mean" phrases the empty search page offers. */
export const MAX_SUGGESTED_PHRASES = 3;
/** Pages linked on each side of the current page; the first and last are always linked. */
const PAGE_WINDOW = 1;

export type RefinementKind = 'category' | 'color' | 'price' | 'list';

export interface RefinementValueView {
  value: string;
  label: string;
  hitCount: number;
  selected: boolean;
  /** The listing with this value toggled (a category tree link on category pages). */
  href: string;
  /** A colour value's swatch: a CSS colour or gradient. */
  swatch?: string;
  /** Subcategories (category refinement), shown when the branch is expanded. */
  children?: RefinementValueView[];
  /** Category tree: this value or one below it is the page's category. */
  expanded?: boolean;
}

export interface RefinementView {
  attributeId: string;
  /** The API's label; the page translates known attribute ids. */
  label: string;
  kind: RefinementKind;
  values: RefinementValueView[];
}

export interface ChipView {
  attributeId: string;
  attributeLabel: string;
  value: string;
  label: string;
  /** The listing without this value. */
  removeHref: string;
}

export interface SortOptionView {
  id: string;
  label: string;
}

export type PageLink =
  { page: number; href: string; current: boolean } | { gap: true; key: string };

export interface PaginationView {
  page: number;
  pageCount: number;
  previousHref?: string;
  nextHref?: string;
  links: PageLink[];
}

/** The category a page lists: its name, description, breadcrumb and subcategory links. */
export interface CategoryView {
  id: string;
  name: string;
  description?: string;
  pageTitle?: string;
  pageDescription?: string;
  crumbs: Crumb[];
  /** Its own listing path, /plp/{ids of its levels}. */
  path: string;
  subcategories: Array<{ id: string; name: string; href: string; image?: string }>;
}

export interface ListingView {
  total: number;
  /** 1-based numbers of the first and last hit shown; 0 when there are none. */
  first: number;
  last: number;
  refinements: RefinementView[];
  chips: ChipView[];
  /** The listing without refinements; absent when none is selected. */
  clearHref?: string;
  sort: string;
  sortOptions: SortOptionView[];
  limit: number;
  pageSizes: readonly number[];
  /** Hidden fields of the sort/page-size GET form: the state it must carry along. */
  formFields: Array<{ name: string; value: string }>;
  pagination: PaginationView | null;
  /** Search only: alternative phrases when a search finds little or nothing. */
  suggestions: Array<{ phrase: string; href: string }>;
}

export interface ListingInput {
  result: ShopperSearchTypes.ProductSearchResult;
  state: ListingState;
  /** Site-relative path of the page: /plp/…, /c/… or /search. */
  basePath: string;
  /** The category of a category page; absent on search. */
  categoryId?: string;
  /** Swatch colours of colour values (from the tile products' variation values). */
  swatches?: Record<string, string>;
  /** The page's currency and locale, for labels the response does not give. */
  money?: { currency: string; localeId: string };
}

type ApiRefinementValue = ShopperSearchTypes.ProductSearchRefinementValue;

const kindOf = (attributeId: string): RefinementKind =>
  attributeId === CATEGORY_ATTRIBUTE
    ? 'category'
    : attributeId === COLOR_REFINEMENT
      ? 'color'
      : attributeId === PRICE_REFINEMENT
        ? 'price'
        : 'list';

/** The ids from the top-level category down to `id` in a cgid value tree, or null. */
function pathTo(values: ApiRefinementValue[], id: string, above: string[] = []): string[] | null {
  for (const v of values) {
    const path = [...above, v.value];
    if (v.value === id) return path;
    const below = pathTo(v.values ?? [], id, path);
    if (below) return below;
  }
  return null;
}

/**
 * Category pages: the tree links to each category's own listing (/plp/{levels}), keeping sort
 * and page size; branches open along the page's category. Search: each category toggles the
 * `cgid` refinement of the search.
 */
function categoryValues(
  values: ApiRefinementValue[],
  input: ListingInput,
  above: string[],
  current: string[] | null,
): RefinementValueView[] {
  return values.map((v) => {
    const path = [...above, v.value];
    const onPath = current !== null && current[path.length - 1] === v.value;
    const selected = input.categoryId
      ? input.categoryId === v.value
      : isSelected(input.state, CATEGORY_ATTRIBUTE, v.value);
    const href = input.categoryId
      ? listingHref(
          `/plp/${path.slice(-MAX_PLP_SEGMENTS).map(encodeURIComponent).join('/')}`,
          clearRefinements(withoutCategory(input.state)),
        )
      : listingHref(input.basePath, toggleRefinement(input.state, CATEGORY_ATTRIBUTE, v.value));
    const children = v.values?.length ? categoryValues(v.values, input, path, current) : undefined;
    return {
      value: v.value,
      label: v.label,
      hitCount: v.hitCount,
      selected,
      href,
      ...(children ? { children } : {}),
      expanded: onPath,
    };
  });
}

function refinementViews(input: ListingInput): RefinementView[] {
  const { result, state, basePath } = input;
  return (result.refinements ?? [])
    .filter((r) => (r.values ?? []).length > 0)
    .map((r) => {
      const kind = kindOf(r.attributeId);
      if (kind === 'category') {
        const selectedId = input.categoryId ?? state.refinements[CATEGORY_ATTRIBUTE]?.[0];
        const current = selectedId ? pathTo(r.values ?? [], selectedId) : null;
        return {
          attributeId: r.attributeId,
          label: r.label ?? r.attributeId,
          kind,
          values: categoryValues(r.values ?? [], input, [], current),
        };
      }
      return {
        attributeId: r.attributeId,
        label: r.label ?? r.attributeId,
        kind,
        values: (r.values ?? []).map((v) => {
          const swatch =
            kind === 'color' ? input.swatches?.[v.presentationId ?? v.value] : undefined;
          return {
            value: v.value,
            label: valueLabel(r.attributeId, v, input.money),
            hitCount: v.hitCount,
            selected: isSelected(state, r.attributeId, v.value),
            href: listingHref(basePath, toggleRefinement(state, r.attributeId, v.value)),
            ...(swatch ? { swatch } : {}),
          };
        }),
      };
    });
}

function findLabel(values: ApiRefinementValue[] | undefined, value: string): string | undefined {
  for (const v of values ?? []) {
    if (v.value === value) return v.label;
    const nested = findLabel(v.values, value);
    if (nested) return nested;
  }
  return undefined;
}

/** A price refinement value, `(100..200)` or `(500..)`, in the page's currency. */
const PRICE_VALUE = /^\((\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?\)$/;

/**
 * A price range value as a label in the page's currency, with the spec's symbols (spec 001 §9:
 * kr, zł, CHF, £ …) through formatMoney, whole amounts without decimals: `$100 – $200`,
 * `1 000 kr – 2 000 kr`, `$500+`. Undefined for a value that is not a range.
 */
function priceRangeLabel(
  value: string,
  money: { currency: string; localeId: string },
): string | undefined {
  const range = PRICE_VALUE.exec(value);
  if (!range || !(range[1] || range[2])) return undefined;
  const format = (n: string) =>
    formatMoney(Number(n), money.currency, money.localeId).replace(/[.,]00(?!\d)/, '');
  if (range[1] && range[2]) return `${format(range[1])} – ${format(range[2])}`;
  return range[1] ? `${format(range[1])}+` : `– ${format(range[2]!)}`;
}

/**
 * The label of a selected value the response does not list (no hits left with it): a price range
 * in the page's currency, else the value with its first letter capitalised and hyphens spaced.
 */
export function fallbackLabel(
  attributeId: string,
  value: string,
  money?: { currency: string; localeId: string },
): string {
  const price =
    attributeId === PRICE_REFINEMENT && money ? priceRangeLabel(value, money) : undefined;
  if (price) return price;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a listed value: a price range in the page's currency written as every other
 * amount on the page (the service's label has the locale's own sign, `PLN` or `kr.`), else the
 * response's label.
 */
const valueLabel = (
  attributeId: string,
  value: { value: string; label?: string | undefined },
  money?: { currency: string; localeId: string },
): string =>
  (attributeId === PRICE_REFINEMENT && money ? priceRangeLabel(value.value, money) : undefined) ??
  value.label ??
  value.value;

/** One chip per selected value, in the order chosen; labels from the response where it has them. */
function chips(input: ListingInput): ChipView[] {
  const { result, state, basePath } = input;
  return Object.entries(state.refinements).flatMap(([attributeId, values]) => {
    const refinement = result.refinements?.find((r) => r.attributeId === attributeId);
    return values.map((value) => ({
      attributeId,
      attributeLabel: refinement?.label ?? attributeId,
      value,
      label:
        (attributeId === PRICE_REFINEMENT && input.money
          ? priceRangeLabel(value, input.money)
          : undefined) ??
        findLabel(refinement?.values, value) ??
        fallbackLabel(attributeId, value, input.money),
      removeHref: listingHref(basePath, removeRefinement(state, attributeId, value)),
    }));
  });
}

/** Numbered page links: the first, the last and a window around the current page, gaps between. */
export function pagination(
  state: ListingState,
  total: number,
  basePath: string,
): PaginationView | null {
  const pageCount = Math.ceil(total / state.limit);
  if (pageCount <= 1) return null;
  const page = Math.min(state.page, pageCount);
  const href = (n: number) => listingHref(basePath, withPage(state, n));
  const links: PageLink[] = [];
  let previous = 0;
  for (let n = 1; n <= pageCount; n++) {
    const shown = n === 1 || n === pageCount || Math.abs(n - page) <= PAGE_WINDOW;
    if (!shown) continue;
    if (n - previous > 1) links.push({ gap: true, key: `gap-${n}` });
    links.push({ page: n, href: href(n), current: n === page });
    previous = n;
  }
  return {
    page,
    pageCount,
    ...(page > 1 ? { previousHref: href(page - 1) } : {}),
    ...(page < pageCount ? { nextHref: href(page + 1) } : {}),
    links,
  };
}

/**
 * "Did you mean": the API's suggested phrases, then the query with each term replaced by its
 * first suggested correction or completion; never the query itself, at most three.
 */
export function suggestedPhrases(
  suggestions: ShopperSearchTypes.ProductSearchResult['searchPhraseSuggestions'] | undefined,
  query: string,
): string[] {
  const phrases: string[] = (suggestions?.suggestedPhrases ?? []).map((p) => p.phrase);
  const terms = suggestions?.suggestedTerms ?? [];
  if (terms.some((t) => t.terms?.length)) {
    let corrected = query;
    for (const t of terms) {
      const replacement = t.terms?.[0]?.value;
      if (replacement) corrected = corrected.replace(t.originalTerm, replacement);
    }
    phrases.push(corrected);
  }
  const seen = new Set<string>([query.trim().toLowerCase()]);
  return phrases
    .map((p) => p.trim())
    .filter((p) => {
      const key = p.toLowerCase();
      if (!p || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SUGGESTED_PHRASES);
}

/** Fields the sort and page-size form carries so a submit keeps the phrase and refinements. */
function formFields(state: ListingState): Array<{ name: string; value: string }> {
  const fields: Array<{ name: string; value: string }> = [];
  if (state.q) fields.push({ name: 'q', value: state.q });
  for (const [attribute, values] of Object.entries(state.refinements)) {
    if (values.length) fields.push({ name: 'refine', value: `${attribute}=${values.join('|')}` });
  }
  return fields;
}

export function toListingView(input: ListingInput): ListingView {
  const { result, state, basePath } = input;
  const total = result.total ?? 0;
  const shown = result.hits?.length ?? 0;
  const first = shown ? (result.offset ?? 0) + 1 : 0;
  return {
    total,
    first,
    last: shown ? first + shown - 1 : 0,
    refinements: refinementViews(input),
    chips: chips(input),
    ...(hasRefinements(state) ? { clearHref: listingHref(basePath, clearRefinements(state)) } : {}),
    sort: state.sort,
    sortOptions: (result.sortingOptions ?? []).map((o) => ({ id: o.id, label: o.label })),
    limit: state.limit,
    pageSizes: PAGE_SIZES,
    formFields: formFields(state),
    pagination: pagination(state, total, basePath),
    suggestions: state.q
      ? suggestedPhrases(result.searchPhraseSuggestions, state.q).map((phrase) => ({
          phrase,
          href: `/search?q=${encodeURIComponent(phrase)}`,
        }))
      : [],
  };
}

/** The shape of a category the view needs (Shopper Products `Category`). */
export interface CategoryInput {
  id: string;
  name?: string;
  description?: string;
  pageTitle?: string;
  pageDescription?: string;
  image?: string;
  parentCategoryTree?: Array<{ id?: string; name?: string }>;
  categories?: CategoryInput[];
}

/** A category's name, breadcrumb (spec 001 §2), own listing path and subcategory links. */
export function toCategoryView(category: CategoryInput): CategoryView {
  const crumbs = listingBreadcrumbs(category);
  const path = crumbs.at(-1)?.href ?? `/plp/${encodeURIComponent(category.id)}`;
  return {
    id: category.id,
    name: category.name ?? category.id,
    ...(category.description ? { description: category.description } : {}),
    ...(category.pageTitle ? { pageTitle: category.pageTitle } : {}),
    ...(category.pageDescription ? { pageDescription: category.pageDescription } : {}),
    crumbs,
    path,
    subcategories: (category.categories ?? []).map((sub) => {
      // A subcategory's tree runs through its parent; build it when the response has none.
      const parentCategoryTree = sub.parentCategoryTree ?? [
        ...(category.parentCategoryTree ?? [{ id: category.id, name: category.name }]),
        { id: sub.id, name: sub.name },
      ];
      return {
        id: sub.id,
        name: sub.name ?? sub.id,
        href: listingBreadcrumbs({ ...sub, parentCategoryTree }).at(-1)?.href ?? path,
        ...(sub.image ? { image: sub.image } : {}),
      };
    }),
  };
}

export type ListingKind = 'landing' | 'category' | 'search';

export interface ListingPageData {
  kind: ListingKind;
  siteId: string;
  localeId: string;
  /** Site-relative path of the listing, without its query. */
  basePath: string;
  q: string;
  category?: CategoryView;
  view: ListingView;
  /** One tile per hit whose product the tile call returned, in hit order. */
  tiles: TileView[];
  /** Search without results: the top-level categories to continue from. */
  helpfulCategories?: Array<{ id: string; name: string; href: string }>;
}
