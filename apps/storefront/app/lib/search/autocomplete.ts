/**
 * The search drawer's autocomplete as data (components/search/SearchAutocomplete.tsx): what was
 * typed, the suggestions last answered, the active option and the recent searches, changed only
 * through `autocompleteReducer`; and what the combobox shows for it, as groups of options the
 * keyboard moves over in one sequence.
 */
import type { CommunityPostView } from './community.ts';
import { nextActiveIndex } from './combobox.ts';
import {
  categoryPath,
  normaliseQuery,
  productPath,
  searchPath,
  SUGGESTION_MIN_LENGTH,
  type CategorySuggestionView,
  type PhraseSuggestion,
  type ProductSuggestionView,
  type SuggestionView,
} from './suggestions.ts';

export interface AutocompleteState {
  query: string;
  view: SuggestionView | null;
  /** Index of the active option among all shown; -1 for the input itself. */
  active: number;
  recent: string[];
  /** A status announced once (recent searches cleared) until the shopper types. */
  notice: string;
}

export type AutocompleteAction =
  | { type: 'typed'; query: string }
  | { type: 'cleared' }
  | { type: 'answered'; view: SuggestionView }
  | { type: 'moved'; active: number }
  | { type: 'remembered'; recent: string[] }
  | { type: 'recentCleared'; notice: string };

export const initialAutocomplete = (recent: string[]): AutocompleteState => ({
  query: '',
  view: null,
  active: -1,
  recent,
  notice: '',
});

export function autocompleteReducer(
  state: AutocompleteState,
  action: AutocompleteAction,
): AutocompleteState {
  switch (action.type) {
    case 'typed':
      return { ...state, query: action.query, active: -1, notice: '' };
    case 'cleared':
      return { ...state, query: '', active: -1 };
    case 'answered':
      return { ...state, view: action.view, active: -1 };
    case 'moved':
      return { ...state, active: action.active };
    case 'remembered':
      return { ...state, recent: action.recent };
    case 'recentCleared':
      return { ...state, recent: [], active: -1, notice: action.notice };
  }
}

/** One choice of the listbox: where it leads and, for searches, the term to remember. */
export type SuggestionOption = { key: string; path: string; index: number } & (
  | { kind: 'recent'; search: string }
  | { kind: 'phrase'; search: string; phrase: PhraseSuggestion }
  | { kind: 'category'; search?: undefined; category: CategorySuggestionView }
  | { kind: 'product'; search?: undefined; product: ProductSuggestionView }
  | { kind: 'community'; search?: undefined; post: CommunityPostView }
);

type Unnumbered<T> = T extends unknown ? Omit<T, 'index'> : never;

export interface SuggestionGroup {
  key: 'recent' | 'phrases' | 'categories' | 'products' | 'community';
  options: SuggestionOption[];
}

/** What the combobox shows: recent searches before typing, then the answer for the term. */
export function comboboxView(state: AutocompleteState) {
  const term = normaliseQuery(state.query);
  const typing = [...term].length >= SUGGESTION_MIN_LENGTH;
  const shown = typing ? state.view : null;
  const groups: SuggestionGroup[] = [];
  // Each option with its index among all options: the keyboard moves over all groups.
  let index = 0;
  const add = (key: SuggestionGroup['key'], options: Unnumbered<SuggestionOption>[]) => {
    if (options.length)
      groups.push({ key, options: options.map((o) => ({ ...o, index: index++ })) });
  };
  if (!typing)
    add(
      'recent',
      state.recent.map((s) => ({ kind: 'recent', key: `r:${s}`, path: searchPath(s), search: s })),
    );
  add(
    'phrases',
    (shown?.phrases ?? []).map((phrase) => ({
      kind: 'phrase',
      key: `s:${phrase.phrase}`,
      path: searchPath(phrase.phrase),
      search: phrase.phrase,
      phrase,
    })),
  );
  add(
    'categories',
    (shown?.categories ?? []).map((category) => ({
      kind: 'category',
      key: `c:${category.id}`,
      path: categoryPath(category.id),
      category,
    })),
  );
  add(
    'products',
    (shown?.products ?? []).map((product) => ({
      kind: 'product',
      key: `p:${product.id}`,
      path: productPath(product.id),
      product,
    })),
  );
  add(
    'community',
    (shown?.community ?? []).map((post) => ({
      kind: 'community',
      key: `b:${post.id}`,
      path: post.path,
      post,
    })),
  );
  const options = groups.flatMap((g) => g.options);
  return {
    term,
    typing,
    groups,
    options,
    activeIndex: state.active < options.length ? state.active : -1,
    /** The suggestions shown answer the term typed now. */
    loaded: Boolean(shown && shown.query === term),
  };
}

export type ComboboxView = ReturnType<typeof comboboxView>;

/** A key in the field: move the active option, follow it (Enter), or leave the key to the input. */
export function comboboxKey(
  view: ComboboxView,
  key: string,
): { move: number } | { follow: SuggestionOption } | null {
  const next = nextActiveIndex(view.activeIndex, view.options.length, key);
  if (next !== null) return { move: next };
  if (key === 'Enter' && view.activeIndex >= 0) return { follow: view.options[view.activeIndex]! };
  return null;
}
