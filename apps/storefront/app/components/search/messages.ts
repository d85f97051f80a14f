/**
 * Every visible string of the search drawer's autocomplete (spec 000 §2, §4). The search field's
 * own label and placeholder are the shell's (components/shell/messages.ts).
 */
export const m = {
  listLabel: { id: 'search.suggestions.label', defaultMessage: 'Search suggestions' },
  suggestions: { id: 'search.suggestions.phrases', defaultMessage: 'Suggestions' },
  categories: { id: 'search.suggestions.categories', defaultMessage: 'Categories' },
  products: { id: 'search.suggestions.products', defaultMessage: 'Products' },
  // Spec 000 §2: suggestions, submit and View All Results lead to /search?q={query}.
  viewAll: { id: 'search.suggestions.viewAll', defaultMessage: 'View All Results' },
  noResults: { id: 'search.suggestions.none', defaultMessage: 'No results for “{query}”' },
  resultCount: {
    id: 'search.suggestions.count',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  },
  recentSearches: { id: 'search.recent.title', defaultMessage: 'Recent Searches' },
  recentCount: {
    id: 'search.recent.count',
    defaultMessage: '{count, plural, one {# recent search} other {# recent searches}}',
  },
  clearRecent: { id: 'search.recent.clear', defaultMessage: 'Clear recent searches' },
  recentCleared: { id: 'search.recent.cleared', defaultMessage: 'Recent searches cleared' },
} as const;
