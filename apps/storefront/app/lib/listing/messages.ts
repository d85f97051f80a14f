/**
 * Every visible string of the listing pages (/c/…, /plp/…, /search), as react-intl descriptors.
 * They carry only their ids: the texts, en-US included, live in components/listing/translations.ts,
 * which never reaches the browser, so listing pages ship no English defaults (docs/decisions.md).
 * Here in lib because the listing's page titles (seo.ts) use them too.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  breadcrumb: {
    id: 'listing.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Category and search result listing pages: breadcrumb.',
  },
  resultCount: {
    id: 'listing.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
    description: 'Category and search result listing pages: result count. Placeholders: {count}.',
  },
  resultRange: {
    id: 'listing.resultRange',
    defaultMessage: '{first}–{last} of {count, plural, one {# result} other {# results}}',
    description:
      'Category and search result listing pages: result range. Placeholders: {first}, {last}, {count}.',
  },
  searchHeading: {
    id: 'listing.search.heading',
    defaultMessage: 'Results for “{query}”',
    description: 'Category and search result listing pages: search heading. Placeholders: {query}.',
  },
  searchTitle: {
    id: 'listing.search.title',
    defaultMessage: 'Search',
    description: 'Category and search result listing pages: search title.',
  },
  searchPrompt: {
    id: 'listing.search.prompt',
    defaultMessage:
      'What are you looking for? Search our fire pits, stoves, ovens and accessories.',
    description: 'Category and search result listing pages: search prompt.',
  },
  searchLabel: {
    id: 'listing.search.label',
    defaultMessage: 'Search products',
    description: 'Category and search result listing pages: search label.',
  },
  searchSubmit: {
    id: 'listing.search.submit',
    defaultMessage: 'Search',
    description: 'Category and search result listing pages: search submit.',
  },
  noResultsHeading: {
    id: 'listing.search.noResults',
    defaultMessage: 'We couldn’t find anything for “{query}”',
    description:
      'Category and search result listing pages: no results heading. Placeholders: {query}.',
  },
  noResultsHelp: {
    id: 'listing.search.noResultsHelp',
    defaultMessage: 'Check the spelling, use fewer words or try a more general word.',
    description: 'Category and search result listing pages: no results help.',
  },
  didYouMean: {
    id: 'listing.search.didYouMean',
    defaultMessage: 'Did you mean {suggestions}?',
    description:
      'Search results: spelling suggestions, each a link, joined as an "or" list ("a, b or c"). Placeholders: {suggestions}.',
  },
  shopByCategory: {
    id: 'listing.shopByCategory',
    defaultMessage: 'Shop by Category',
    description: 'Category and search result listing pages: shop by category.',
  },
  noMatchesHeading: {
    id: 'listing.noMatches.heading',
    defaultMessage: 'No products match these filters',
    description: 'Category and search result listing pages: no matches heading.',
  },
  noMatchesHelp: {
    id: 'listing.noMatches.help',
    defaultMessage: 'Remove a filter or clear them all to see more products.',
    description: 'Category and search result listing pages: no matches help.',
  },
  emptyCategory: {
    id: 'listing.emptyCategory',
    defaultMessage: 'There are no products in this category yet.',
    description: 'Category and search result listing pages: empty category.',
  },
  filters: {
    id: 'listing.filters',
    defaultMessage: 'Filters',
    description: 'Category and search result listing pages: filters.',
  },
  filter: {
    id: 'listing.filter',
    defaultMessage: 'Filter',
    description: 'Category and search result listing pages: filter.',
  },
  filterCount: {
    id: 'listing.filterCount',
    defaultMessage: 'Filter ({count})',
    description: 'Category and search result listing pages: filter count. Placeholders: {count}.',
  },
  showResults: {
    id: 'listing.showResults',
    defaultMessage: 'Show {count, plural, one {# result} other {# results}}',
    description: 'Category and search result listing pages: show results. Placeholders: {count}.',
  },
  selectedFilters: {
    id: 'listing.selectedFilters',
    defaultMessage: 'Selected filters',
    description: 'Category and search result listing pages: selected filters.',
  },
  removeFilter: {
    id: 'listing.removeFilter',
    defaultMessage: 'Remove filter {label}',
    description: 'Category and search result listing pages: remove filter. Placeholders: {label}.',
  },
  clearAll: {
    id: 'listing.clearAll',
    defaultMessage: 'Clear All',
    description: 'Category and search result listing pages: clear all.',
  },
  valueCount: {
    id: 'listing.valueCount',
    defaultMessage: '{label} ({count})',
    description:
      'Category and search result listing pages: value count. Placeholders: {label}, {count}.',
  },
  products: {
    id: 'listing.products',
    defaultMessage: 'Products',
    description: 'Category and search result listing pages: products.',
  },
  sortBy: {
    id: 'listing.sortBy',
    defaultMessage: 'Sort By',
    description: 'Category and search result listing pages: sort by.',
  },
  pageSize: {
    id: 'listing.pageSize',
    defaultMessage: 'Items per page',
    description: 'Category and search result listing pages: page size.',
  },
  apply: {
    id: 'listing.apply',
    defaultMessage: 'Apply',
    description: 'Category and search result listing pages: apply.',
  },
  pagination: {
    id: 'listing.pagination',
    defaultMessage: 'Pages',
    description: 'Category and search result listing pages: pagination.',
  },
  previousPage: {
    id: 'listing.previousPage',
    defaultMessage: 'Previous page',
    description: 'Category and search result listing pages: previous page.',
  },
  nextPage: {
    id: 'listing.nextPage',
    defaultMessage: 'Next page',
    description: 'Category and search result listing pages: next page.',
  },
  page: {
    id: 'listing.page',
    defaultMessage: 'Page {page}',
    description: 'Category and search result listing pages: page. Placeholders: {page}.',
  },
  pageOf: {
    id: 'listing.pageOf',
    defaultMessage: 'Page {page} of {count}',
    description:
      'Category and search result listing pages: page of. Placeholders: {page}, {count}.',
  },
  // Attribute labels of the refinements the demo catalog offers; others show the API's label.
  attrCategory: {
    id: 'listing.attr.cgid',
    defaultMessage: 'Category',
    description:
      "Category and search result listing pages: attr category. Attribute labels of the refinements the demo catalog offers; others show the API's label.",
  },
  attrPrice: {
    id: 'listing.attr.price',
    defaultMessage: 'Price',
    description: 'Category and search result listing pages: attr price.',
  },
  attrColor: {
    id: 'listing.attr.c_color',
    defaultMessage: 'Color',
    description: 'Category and search result listing pages: attr color.',
  },
  attrSize: {
    id: 'listing.attr.c_size',
    defaultMessage: 'Size',
    description: 'Category and search result listing pages: attr size.',
  },
  attrInStock: {
    id: 'listing.attr.c_inStock',
    defaultMessage: 'Availability',
    description: 'Category and search result listing pages: attr in stock.',
  },
  attrOnSale: {
    id: 'listing.attr.c_onSale',
    defaultMessage: 'Sale',
    description: 'Category and search result listing pages: attr on sale.',
  },
  attrIsNew: {
    id: 'listing.attr.c_isNew',
    defaultMessage: 'New',
    description: 'Category and search result listing pages: attr is new.',
  },
  attrFuel: {
    id: 'listing.attr.c_fuel',
    defaultMessage: 'Fuel',
    description: 'Category and search result listing pages: attr fuel.',
  },
  // The sorting options of the Shopper Search API (docs/catalog-api.md).
  sortBestMatches: {
    id: 'listing.sort.best-matches',
    defaultMessage: 'Best Matches',
    description:
      'Category and search result listing pages: sort best matches. The sorting options of the Shopper Search API (docs/catalog-api.md).',
  },
  sortPriceLowToHigh: {
    id: 'listing.sort.price-low-to-high',
    defaultMessage: 'Price Low To High',
    description: 'Category and search result listing pages: sort price low to high.',
  },
  sortPriceHighToLow: {
    id: 'listing.sort.price-high-to-low',
    defaultMessage: 'Price High To Low',
    description: 'Category and search result listing pages: sort price high to low.',
  },
  sortNameAscending: {
    id: 'listing.sort.product-name-ascending',
    defaultMessage: 'Product Name A - Z',
    description: 'Category and search result listing pages: sort name ascending.',
  },
  sortNameDescending: {
    id: 'listing.sort.product-name-descending',
    defaultMessage: 'Product Name Z - A',
    description: 'Category and search result listing pages: sort name descending.',
  },
  sortMostRecent: {
    id: 'listing.sort.most-recent',
    defaultMessage: 'Most Recent',
    description: 'Category and search result listing pages: sort most recent.',
  },
});

export type ListingMessageKey = keyof typeof m;

/** Translated labels of known refinement attributes and sorting options, by id. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, ListingMessageKey>> = {
  cgid: 'attrCategory',
  price: 'attrPrice',
  c_color: 'attrColor',
  c_size: 'attrSize',
  c_inStock: 'attrInStock',
  c_onSale: 'attrOnSale',
  c_isNew: 'attrIsNew',
  c_fuel: 'attrFuel',
};

export const SORT_LABELS: Readonly<Record<string, ListingMessageKey>> = {
  'best-matches': 'sortBestMatches',
  'price-low-to-high': 'sortPriceLowToHigh',
  'price-high-to-low': 'sortPriceHighToLow',
  'product-name-ascending': 'sortNameAscending',
  'product-name-descending': 'sortNameDescending',
  'most-recent': 'sortMostRecent',
};
