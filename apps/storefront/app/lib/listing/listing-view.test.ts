import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { describe, expect, it } from 'vitest';
import { parseListingState } from './url-state.ts';
import {
  fallbackLabel,
  pagination,
  suggestedPhrases,
  toCategoryView,
  toListingView,
  type RefinementView,
} from './listing-view.ts';

/** A trimmed response of the demo catalog's fire pits (GET product-search, refine cgid=fire-pits). */
function result(
  overrides: Partial<ShopperSearchTypes.ProductSearchResult> = {},
): ShopperSearchTypes.ProductSearchResult {
  return {
    limit: 25,
    offset: 0,
    total: 13,
    query: '',
    hits: Array.from({ length: 13 }, (_, i) => ({ productId: `p${i}` })),
    refinements: [
      {
        attributeId: 'cgid',
        label: 'Category',
        values: [
          {
            value: 'fire-pits',
            label: 'Fire Pits',
            hitCount: 13,
            values: [
              { value: 'wood-fire-pits', label: 'Wood-Burning Fire Pits', hitCount: 7 },
              { value: 'tabletop-fire-pits', label: 'Tabletop & Propane Fire Pits', hitCount: 4 },
            ],
          },
          {
            value: 'stoves-grills',
            label: 'Stoves & Grills',
            hitCount: 13,
            values: [{ value: 'grills', label: 'Grills & Griddles', hitCount: 5 }],
          },
        ],
      },
      {
        attributeId: 'price',
        label: 'Price',
        values: [
          { value: '(100..200)', label: '$100 – $200', hitCount: 5 },
          { value: '(200..300)', label: '$200 – $300', hitCount: 3 },
        ],
      },
      {
        attributeId: 'c_color',
        label: 'Color',
        values: [
          { value: 'black', label: 'Black', hitCount: 6, presentationId: 'black' },
          { value: 'ember', label: 'Ember Red', hitCount: 1, presentationId: 'ember' },
        ],
      },
      { attributeId: 'c_size', label: 'Size', values: [] },
    ],
    sortingOptions: [
      { id: 'best-matches', label: 'Best Matches' },
      { id: 'price-low-to-high', label: 'Price Low To High' },
    ],
    searchPhraseSuggestions: { suggestedTerms: [] },
    ...overrides,
  };
}

const state = (query: string, allowCategory = false) =>
  parseListingState(new URLSearchParams(query), { allowCategory });

const group = (groups: RefinementView[], id: string) => groups.find((g) => g.attributeId === id)!;

describe('toListingView on a category page', () => {
  const view = toListingView({
    result: result(),
    state: state('refine=c_color=black&sort=price-low-to-high&limit=50'),
    basePath: '/plp/fire-pits',
    categoryId: 'fire-pits',
    swatches: { black: '#2b2d30' },
  });

  it('drops refinements without values and keeps the API order', () => {
    expect(view.refinements.map((r) => [r.attributeId, r.kind])).toEqual([
      ['cgid', 'category'],
      ['price', 'price'],
      ['c_color', 'color'],
    ]);
  });

  it('links each value to the listing with that value toggled, from the first page', () => {
    const colors = group(view.refinements, 'c_color').values;
    expect(colors[0]).toEqual({
      value: 'black',
      label: 'Black',
      hitCount: 6,
      selected: true,
      href: '/plp/fire-pits?sort=price-low-to-high&limit=50',
      swatch: '#2b2d30',
    });
    expect(colors[1]).toMatchObject({
      selected: false,
      href: '/plp/fire-pits?refine=c_color%3Dblack%7Cember&sort=price-low-to-high&limit=50',
    });
    expect(colors[1]).not.toHaveProperty('swatch');
    expect(group(view.refinements, 'price').values[0]!.href).toBe(
      '/plp/fire-pits?refine=c_color%3Dblack&refine=price%3D%28100..200%29&sort=price-low-to-high&limit=50',
    );
  });

  it('turns the category tree into listing links, open along the page category', () => {
    const [firePits, stoves] = group(view.refinements, 'cgid').values;
    expect(firePits).toMatchObject({
      selected: true,
      expanded: true,
      href: '/plp/fire-pits?sort=price-low-to-high&limit=50',
    });
    expect(firePits!.children![0]).toMatchObject({
      value: 'wood-fire-pits',
      selected: false,
      href: '/plp/fire-pits/wood-fire-pits?sort=price-low-to-high&limit=50',
    });
    expect(stoves).toMatchObject({ selected: false, expanded: false });
    expect(stoves!.children![0]!.href).toBe(
      '/plp/stoves-grills/grills?sort=price-low-to-high&limit=50',
    );
  });

  it('lists chips with labels from the response and links without the value', () => {
    expect(view.chips).toEqual([
      {
        attributeId: 'c_color',
        attributeLabel: 'Color',
        value: 'black',
        label: 'Black',
        removeHref: '/plp/fire-pits?sort=price-low-to-high&limit=50',
      },
    ]);
    expect(view.clearHref).toBe('/plp/fire-pits?sort=price-low-to-high&limit=50');
  });

  it('carries the refinements in the sort form and counts the hits shown', () => {
    expect(view.formFields).toEqual([{ name: 'refine', value: 'c_color=black' }]);
    expect(view).toMatchObject({ total: 13, first: 1, last: 13, sort: 'price-low-to-high' });
    expect(view.pageSizes).toEqual([25, 50, 100]);
    expect(view.pagination).toBeNull();
    expect(view.suggestions).toEqual([]);
  });
});

describe('toListingView on search', () => {
  it('toggles the category as a refinement of the search and keeps the phrase', () => {
    const view = toListingView({
      result: result({ query: 'fire' }),
      state: state('q=fire&refine=cgid=wood-fire-pits', true),
      basePath: '/search',
    });
    const [firePits] = group(view.refinements, 'cgid').values;
    expect(firePits).toMatchObject({
      selected: false,
      expanded: true,
      href: '/search?q=fire&refine=cgid%3Dfire-pits',
    });
    expect(firePits!.children![0]).toMatchObject({ selected: true, href: '/search?q=fire' });
    expect(view.chips[0]).toMatchObject({
      label: 'Wood-Burning Fire Pits',
      removeHref: '/search?q=fire',
    });
    expect(view.formFields).toEqual([
      { name: 'q', value: 'fire' },
      { name: 'refine', value: 'cgid=wood-fire-pits' },
    ]);
  });

  it('keeps a chip for a selected value the response no longer lists', () => {
    const view = toListingView({
      result: result({ total: 0, hits: [], refinements: [] }),
      state: state('q=fire&refine=c_color=plaid', true),
      basePath: '/search',
    });
    expect(view.chips).toEqual([
      {
        attributeId: 'c_color',
        attributeLabel: 'c_color',
        value: 'plaid',
        label: 'Plaid',
        removeHref: '/search?q=fire',
      },
    ]);
    expect(view).toMatchObject({ total: 0, first: 0, last: 0, clearHref: '/search?q=fire' });
  });

  it('offers "did you mean" phrases', () => {
    const view = toListingView({
      result: result({
        total: 0,
        hits: [],
        searchPhraseSuggestions: {
          suggestedPhrases: [{ phrase: 'fire', exactMatch: false }],
          suggestedTerms: [
            {
              originalTerm: 'zzzfire',
              terms: [{ value: 'fire', exactMatch: false, corrected: true, completed: false }],
            },
          ],
        },
      }),
      state: state('q=zzzfire'),
      basePath: '/search',
    });
    expect(view.suggestions).toEqual([{ phrase: 'fire', href: '/search?q=fire' }]);
  });
});

describe('price refinement labels in the page currency (spec 001 §9 symbols)', () => {
  const labels = (currency: string, localeId: string, refine = '') => {
    const view = toListingView({
      result: result({
        refinements: [
          {
            attributeId: 'price',
            label: 'Price',
            values: [
              { value: '(1000..2000)', label: '1 000 kr. – 2 000 kr.', hitCount: 5 },
              { value: '(5000..)', label: '5 000 kr.+', hitCount: 1 },
            ],
          },
        ],
      }),
      state: state(refine),
      basePath: '/plp/fire-pits',
      money: { currency, localeId },
    });
    return {
      values: group(view.refinements, 'price').values.map((v) => v.label),
      chips: view.chips.map((c) => c.label),
    };
  };

  it('writes kr, zł, CHF and £ as every other amount, whatever sign the service used', () => {
    // Amounts never wrap: Intl's non-breaking space between the amount and its sign.
    const nb = '\u00a0';
    expect(labels('DKK', 'da-DK').values).toEqual([`1.000${nb}kr – 2.000${nb}kr`, `5.000${nb}kr+`]);
    expect(labels('PLN', 'en-PL').values).toEqual([`1.000${nb}zł – 2.000${nb}zł`, `5.000${nb}zł+`]);
    expect(labels('GBP', 'en-GB').values).toEqual(['£1,000 – £2,000', '£5,000+']);
    expect(labels('CHF', 'de-CH', 'refine=price=(1000..2000)').chips[0]).toMatch(
      /^CHF\u00a01['’]000 – CHF\u00a02['’]000$/,
    );
  });
});

describe('fallbackLabel', () => {
  it('writes a price range the response no longer lists in the page currency', () => {
    const usd = { currency: 'USD', localeId: 'en-US' };
    expect(fallbackLabel('price', '(500..)', usd)).toBe('$500+');
    expect(fallbackLabel('price', '(100..200)', usd)).toBe('$100 – $200');
    expect(fallbackLabel('price', '(0..49.5)', usd)).toBe('$0 – $49.50');
    expect(fallbackLabel('price', '(500..)')).toBe('(500..)');
  });

  it('capitalises other values', () => {
    expect(fallbackLabel('c_color', 'deep-ocean')).toBe('Deep ocean');
  });
});

describe('suggestedPhrases', () => {
  it('corrects each term of a phrase and never repeats the query', () => {
    expect(
      suggestedPhrases(
        {
          suggestedTerms: [
            {
              originalTerm: 'smokles',
              terms: [{ value: 'smokeless', exactMatch: false, corrected: true, completed: false }],
            },
            {
              originalTerm: 'pit',
              terms: [{ value: 'pit', exactMatch: true, corrected: false, completed: false }],
            },
          ],
        },
        'smokles pit',
      ),
    ).toEqual(['smokeless pit']);
    expect(
      suggestedPhrases(
        {
          suggestedPhrases: [
            { phrase: 'Fire', exactMatch: false },
            { phrase: 'a', exactMatch: false },
            { phrase: 'b', exactMatch: false },
            { phrase: 'c', exactMatch: false },
          ],
          suggestedTerms: [{ originalTerm: 'fire', terms: [] }],
        },
        'fire',
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(suggestedPhrases(undefined, 'fire')).toEqual([]);
  });
});

describe('pagination', () => {
  it('links the first, the last and the pages around the current one', () => {
    const view = pagination(state('limit=25&page=5&sort=most-recent'), 240, '/plp/fire-pits');
    expect(view).toMatchObject({
      page: 5,
      pageCount: 10,
      previousHref: '/plp/fire-pits?sort=most-recent&page=4',
      nextHref: '/plp/fire-pits?sort=most-recent&page=6',
    });
    expect(view!.links.map((l) => ('gap' in l ? '…' : l.current ? `[${l.page}]` : l.page))).toEqual(
      [1, '…', 4, '[5]', 6, '…', 10],
    );
    expect(view!.links[0]).toEqual({
      page: 1,
      href: '/plp/fire-pits?sort=most-recent',
      current: false,
    });
  });

  it('has no previous link on the first page, no next link on the last, none for one page', () => {
    expect(pagination(state(''), 60, '/search')).toMatchObject({ pageCount: 3 });
    expect(pagination(state(''), 60, '/search')).not.toHaveProperty('previousHref');
    expect(pagination(state('page=3'), 60, '/search')).not.toHaveProperty('nextHref');
    expect(pagination(state('limit=100'), 60, '/search')).toBeNull();
  });
});

describe('toCategoryView', () => {
  it('gives the breadcrumb of spec 001 §2, the listing path and subcategory links', () => {
    const view = toCategoryView({
      id: 'fire-pits',
      name: 'Fire Pits',
      description: 'Smokeless fire pits.',
      pageTitle: 'Fire Pits',
      parentCategoryTree: [{ id: 'fire-pits', name: 'Fire Pits' }],
      categories: [
        {
          id: 'wood-fire-pits',
          name: 'Wood-Burning Fire Pits',
          parentCategoryTree: [
            { id: 'fire-pits', name: 'Fire Pits' },
            { id: 'wood-fire-pits', name: 'Wood-Burning Fire Pits' },
          ],
        },
        // A subcategory without its own tree still links below its parent.
        { id: 'tabletop-fire-pits', name: 'Tabletop & Propane Fire Pits' },
      ],
    });
    expect(view).toEqual({
      id: 'fire-pits',
      name: 'Fire Pits',
      description: 'Smokeless fire pits.',
      pageTitle: 'Fire Pits',
      crumbs: [{ id: 'fire-pits', name: 'Fire Pits', href: '/plp/fire-pits' }],
      path: '/plp/fire-pits',
      subcategories: [
        {
          id: 'wood-fire-pits',
          name: 'Wood-Burning Fire Pits',
          href: '/plp/fire-pits/wood-fire-pits',
        },
        {
          id: 'tabletop-fire-pits',
          name: 'Tabletop & Propane Fire Pits',
          href: '/plp/fire-pits/tabletop-fire-pits',
        },
      ],
    });
  });

  it('lists the root’s children as top-level listings', () => {
    const view = toCategoryView({
      id: 'root',
      name: 'Storefront Catalog',
      parentCategoryTree: [{ id: 'root', name: 'Storefront Catalog' }],
      categories: [
        {
          id: 'fire-pits',
          name: 'Fire Pits',
          parentCategoryTree: [{ id: 'fire-pits', name: 'Fire Pits' }],
        },
      ],
    });
    expect(view.crumbs).toEqual([]);
    expect(view.subcategories).toEqual([
      { id: 'fire-pits', name: 'Fire Pits', href: '/plp/fire-pits' },
    ]);
  });
});
