/**
 * Every visible string of the listing pages (/c/…, /plp/…, /search). The en-US catalogue is
 * derived from these defaults (translations.ts).
 */
export const m = {
  breadcrumb: { id: 'listing.breadcrumb', defaultMessage: 'Breadcrumb' },
  resultCount: {
    id: 'listing.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
  resultRange: {
    id: 'listing.resultRange',
    defaultMessage: '{first}–{last} of {count, plural, one {# result} other {# results}}',
  },
  searchHeading: { id: 'listing.search.heading', defaultMessage: 'Results for “{query}”' },
  searchTitle: { id: 'listing.search.title', defaultMessage: 'Search' },
  searchPrompt: {
    id: 'listing.search.prompt',
    defaultMessage:
      'What are you looking for? Search our fire pits, stoves, ovens and accessories.',
  },
  searchLabel: { id: 'listing.search.label', defaultMessage: 'Search products' },
  searchSubmit: { id: 'listing.search.submit', defaultMessage: 'Search' },
  noResultsHeading: {
    id: 'listing.search.noResults',
    defaultMessage: 'We couldn’t find anything for “{query}”',
  },
  noResultsHelp: {
    id: 'listing.search.noResultsHelp',
    defaultMessage: 'Check the spelling, use fewer words or try a more general word.',
  },
  didYouMean: { id: 'listing.search.didYouMean', defaultMessage: 'Did you mean' },
  shopByCategory: { id: 'listing.shopByCategory', defaultMessage: 'Shop by Category' },
  noMatchesHeading: {
    id: 'listing.noMatches.heading',
    defaultMessage: 'No products match these filters',
  },
  noMatchesHelp: {
    id: 'listing.noMatches.help',
    defaultMessage: 'Remove a filter or clear them all to see more products.',
  },
  emptyCategory: {
    id: 'listing.emptyCategory',
    defaultMessage: 'There are no products in this category yet.',
  },
  filters: { id: 'listing.filters', defaultMessage: 'Filters' },
  filter: { id: 'listing.filter', defaultMessage: 'Filter' },
  filterCount: { id: 'listing.filterCount', defaultMessage: 'Filter ({count})' },
  showResults: {
    id: 'listing.showResults',
    defaultMessage: 'Show {count, plural, one {# result} other {# results}}',
  },
  selectedFilters: { id: 'listing.selectedFilters', defaultMessage: 'Selected filters' },
  removeFilter: { id: 'listing.removeFilter', defaultMessage: 'Remove filter {label}' },
  clearAll: { id: 'listing.clearAll', defaultMessage: 'Clear All' },
  valueCount: { id: 'listing.valueCount', defaultMessage: '{label} ({count})' },
  products: { id: 'listing.products', defaultMessage: 'Products' },
  sortBy: { id: 'listing.sortBy', defaultMessage: 'Sort By' },
  pageSize: { id: 'listing.pageSize', defaultMessage: 'Items per page' },
  apply: { id: 'listing.apply', defaultMessage: 'Apply' },
  pagination: { id: 'listing.pagination', defaultMessage: 'Pages' },
  previousPage: { id: 'listing.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'listing.nextPage', defaultMessage: 'Next page' },
  page: { id: 'listing.page', defaultMessage: 'Page {page}' },
  pageOf: { id: 'listing.pageOf', defaultMessage: 'Page {page} of {count}' },
  // Attribute labels of the refinements the demo catalog offers; others show the API's label.
  attrCategory: { id: 'listing.attr.cgid', defaultMessage: 'Category' },
  attrPrice: { id: 'listing.attr.price', defaultMessage: 'Price' },
  attrColor: { id: 'listing.attr.c_color', defaultMessage: 'Color' },
  attrSize: { id: 'listing.attr.c_size', defaultMessage: 'Size' },
  attrInStock: { id: 'listing.attr.c_inStock', defaultMessage: 'Availability' },
  attrOnSale: { id: 'listing.attr.c_onSale', defaultMessage: 'Sale' },
  attrIsNew: { id: 'listing.attr.c_isNew', defaultMessage: 'New' },
  attrFuel: { id: 'listing.attr.c_fuel', defaultMessage: 'Fuel' },
  // The sorting options of the Shopper Search API (docs/catalog-api.md).
  sortBestMatches: { id: 'listing.sort.best-matches', defaultMessage: 'Best Matches' },
  sortPriceLowToHigh: { id: 'listing.sort.price-low-to-high', defaultMessage: 'Price Low To High' },
  sortPriceHighToLow: { id: 'listing.sort.price-high-to-low', defaultMessage: 'Price High To Low' },
  sortNameAscending: {
    id: 'listing.sort.product-name-ascending',
    defaultMessage: 'Product Name A - Z',
  },
  sortNameDescending: {
    id: 'listing.sort.product-name-descending',
    defaultMessage: 'Product Name Z - A',
  },
  sortMostRecent: { id: 'listing.sort.most-recent', defaultMessage: 'Most Recent' },
} as const;

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
