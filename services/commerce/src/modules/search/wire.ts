import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { ProductSearchOutcome, SearchHit } from './product-search.ts';
import type { SuggestionOutcome } from './suggestions.ts';

/** Minor units → the decimal of the wire (all four currencies have two decimals). */
const toDecimal = (minor: number): number => minor / 100;

/** Product images are served by the storefront's image service under /images (catalog-api.md). */
const image = (i: { path: string; alt: string; title: string }): ShopperSearchTypes.Image => {
  const link = `/images/${i.path}`;
  return { alt: i.alt, title: i.title, link, disBaseLink: link };
};

const HIT_TYPE: Record<SearchHit['productType'], string> = {
  master: 'master',
  item: 'product',
  set: 'set',
  bundle: 'bundle',
};

function hit(h: SearchHit): ShopperSearchTypes.ProductSearchHit {
  return {
    productId: h.productId,
    productName: h.productName,
    productType: { [h.productType]: true },
    hitType: HIT_TYPE[h.productType],
    ...(h.price !== null ? { price: toDecimal(h.price) } : {}),
    ...(h.priceMax !== null ? { priceMax: toDecimal(h.priceMax) } : {}),
    currency: h.currency,
    ...(h.image ? { image: image(h.image) } : {}),
    orderable: h.orderable,
    representedProduct: { id: h.representedProductId },
    ...(h.variationAttributes
      ? {
          variationAttributes: h.variationAttributes.map((a) => ({
            id: a.id,
            name: a.name,
            values: a.values.map((v) => ({ value: v.value, name: v.name })),
          })),
        }
      : {}),
  };
}

export function productSearchResult(
  o: ProductSearchOutcome,
  page: { limit: number; offset: number },
): ShopperSearchTypes.ProductSearchResult {
  return {
    limit: page.limit,
    offset: page.offset,
    total: o.total,
    query: o.query,
    hits: o.hits.map(hit),
    refinements: o.refinements,
    selectedRefinements: o.selectedRefinements,
    sortingOptions: [...o.sortingOptions],
    selectedSortingOption: o.selectedSortingOption,
    searchPhraseSuggestions: o.searchPhraseSuggestions,
  };
}

/**
 * The suggestion result. A product without a price in the currency (the e-gift card) is listed
 * without `price`, which the SDK type marks required: no price is better than a made-up one.
 */
export function suggestionResult(o: SuggestionOutcome): ShopperSearchTypes.SuggestionResult {
  return {
    searchPhrase: o.searchPhrase,
    categorySuggestions: { categories: o.categories, suggestedTerms: o.terms },
    productSuggestions: {
      products: o.products.map((p) => ({
        productId: p.productId,
        productName: p.productName,
        currency: p.currency,
        ...(p.price !== null ? { price: toDecimal(p.price) } : {}),
        ...(p.image ? { image: image(p.image) } : {}),
      })) as ShopperSearchTypes.SuggestedProduct[],
      suggestedPhrases: o.phrases,
      suggestedTerms: o.terms,
    },
  };
}
