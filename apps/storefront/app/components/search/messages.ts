/**
 * Every visible string of the search drawer's autocomplete (spec 000 §2, §4). The search field's
 * own label and placeholder are the shell's (components/shell/messages.ts).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  listLabel: {
    id: 'search.suggestions.label',
    defaultMessage: 'Search suggestions',
    description: 'Search box suggestions and recent searches: list label.',
  },
  suggestions: {
    id: 'search.suggestions.phrases',
    defaultMessage: 'Suggestions',
    description: 'Search box suggestions and recent searches: suggestions.',
  },
  categories: {
    id: 'search.suggestions.categories',
    defaultMessage: 'Categories',
    description: 'Search box suggestions and recent searches: categories.',
  },
  products: {
    id: 'search.suggestions.products',
    defaultMessage: 'Products',
    description: 'Search box suggestions and recent searches: products.',
  },
  // Spec 000 §9: autocomplete shows up to 4 community posts.
  community: {
    id: 'search.suggestions.community',
    defaultMessage: 'Community',
    description:
      'Search box suggestions: title of the group of community posts (recipes, guides, stories) found.',
  },
  communityResults: {
    id: 'search.results.community',
    defaultMessage: 'From the community: “{query}”',
    description:
      'Search results page: heading of the community posts (recipes, guides, stories) found for the search, after the products. Placeholders: {query}, the search phrase.',
  },
  // Spec 000 §2: suggestions, submit and View All Results lead to /search?q={query}.
  viewAll: {
    id: 'search.suggestions.viewAll',
    defaultMessage: 'View All Results',
    description:
      'Search box suggestions and recent searches: view all. Spec 000 §2: suggestions, submit and View All Results lead to /search?q={query}.',
  },
  noResults: {
    id: 'search.suggestions.none',
    defaultMessage: 'No results for “{query}”',
    description: 'Search box suggestions and recent searches: no results. Placeholders: {query}.',
  },
  resultCount: {
    id: 'search.suggestions.count',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
    description: 'Search box suggestions and recent searches: result count. Placeholders: {count}.',
  },
  recentSearches: {
    id: 'search.recent.title',
    defaultMessage: 'Recent Searches',
    description: 'Search box suggestions and recent searches: recent searches.',
  },
  recentCount: {
    id: 'search.recent.count',
    defaultMessage: '{count, plural, one {# recent search} other {# recent searches}}',
    description: 'Search box suggestions and recent searches: recent count. Placeholders: {count}.',
  },
  clearRecent: {
    id: 'search.recent.clear',
    defaultMessage: 'Clear recent searches',
    description: 'Search box suggestions and recent searches: clear recent.',
  },
  recentCleared: {
    id: 'search.recent.cleared',
    defaultMessage: 'Recent searches cleared',
    description: 'Search box suggestions and recent searches: recent cleared.',
  },
});
