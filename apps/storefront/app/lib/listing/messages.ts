/**
 * Every visible string of the listing pages (/c/…, /plp/…, /search), as react-intl descriptors.
 * They carry only their ids: the texts, en-US included, live in components/listing/translations.ts,
 * which never reaches the browser, so listing pages ship no English defaults (docs/decisions.md).
 * Here in lib because the listing's page titles (seo.ts) use them too.
 */
export const m = {
  breadcrumb: { id: 'listing.breadcrumb' },
  resultCount: { id: 'listing.resultCount' },
  resultRange: { id: 'listing.resultRange' },
  searchHeading: { id: 'listing.search.heading' },
  searchTitle: { id: 'listing.search.title' },
  searchPrompt: { id: 'listing.search.prompt' },
  searchLabel: { id: 'listing.search.label' },
  searchSubmit: { id: 'listing.search.submit' },
  noResultsHeading: { id: 'listing.search.noResults' },
  noResultsHelp: { id: 'listing.search.noResultsHelp' },
  didYouMean: { id: 'listing.search.didYouMean' },
  shopByCategory: { id: 'listing.shopByCategory' },
  noMatchesHeading: { id: 'listing.noMatches.heading' },
  noMatchesHelp: { id: 'listing.noMatches.help' },
  emptyCategory: { id: 'listing.emptyCategory' },
  filters: { id: 'listing.filters' },
  filter: { id: 'listing.filter' },
  filterCount: { id: 'listing.filterCount' },
  showResults: { id: 'listing.showResults' },
  selectedFilters: { id: 'listing.selectedFilters' },
  removeFilter: { id: 'listing.removeFilter' },
  clearAll: { id: 'listing.clearAll' },
  valueCount: { id: 'listing.valueCount' },
  products: { id: 'listing.products' },
  sortBy: { id: 'listing.sortBy' },
  pageSize: { id: 'listing.pageSize' },
  apply: { id: 'listing.apply' },
  pagination: { id: 'listing.pagination' },
  previousPage: { id: 'listing.previousPage' },
  nextPage: { id: 'listing.nextPage' },
  page: { id: 'listing.page' },
  pageOf: { id: 'listing.pageOf' },
  // Attribute labels of the refinements the demo catalog offers; others show the API's label.
  attrCategory: { id: 'listing.attr.cgid' },
  attrPrice: { id: 'listing.attr.price' },
  attrColor: { id: 'listing.attr.c_color' },
  attrSize: { id: 'listing.attr.c_size' },
  attrInStock: { id: 'listing.attr.c_inStock' },
  attrOnSale: { id: 'listing.attr.c_onSale' },
  attrIsNew: { id: 'listing.attr.c_isNew' },
  attrFuel: { id: 'listing.attr.c_fuel' },
  // The sorting options of the Shopper Search API (docs/catalog-api.md).
  sortBestMatches: { id: 'listing.sort.best-matches' },
  sortPriceLowToHigh: { id: 'listing.sort.price-low-to-high' },
  sortPriceHighToLow: { id: 'listing.sort.price-high-to-low' },
  sortNameAscending: { id: 'listing.sort.product-name-ascending' },
  sortNameDescending: { id: 'listing.sort.product-name-descending' },
  sortMostRecent: { id: 'listing.sort.most-recent' },
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
