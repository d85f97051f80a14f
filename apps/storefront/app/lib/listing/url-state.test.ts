import { describe, expect, it } from 'vitest';
import {
  apiRefine,
  clearRefinements,
  emptyListingState,
  hasRefinements,
  listingHref,
  listingQuery,
  offsetOf,
  parseListingState,
  removeRefinement,
  toggleRefinement,
  withoutCategory,
  withPage,
  withPageSize,
  withSort,
} from './url-state.ts';

const parse = (query: string, allowCategory = true) =>
  parseListingState(new URLSearchParams(query), { allowCategory });

describe('parseListingState', () => {
  it('reads the defaults of spec 000 §9 from an empty query', () => {
    expect(parse('')).toEqual({
      q: '',
      refinements: {},
      sort: 'best-matches',
      limit: 25,
      page: 1,
    });
  });

  it('reads phrase, refinements, sort, page size and page', () => {
    expect(
      parse(
        'q=+fire+pit+&refine=c_color%3Dblack%7Cash&refine=price%3D(100..200)&sort=price-low-to-high&limit=50&page=3',
      ),
    ).toEqual({
      q: 'fire pit',
      refinements: { c_color: ['black', 'ash'], price: ['(100..200)'] },
      sort: 'price-low-to-high',
      limit: 50,
      page: 3,
    });
  });

  it('merges repeated refine params of one attribute, as a GET form of checkboxes sends them', () => {
    expect(
      parse('refine=c_color=black&refine=c_color=ash&refine=c_color=black').refinements,
    ).toEqual({ c_color: ['black', 'ash'] });
  });

  it('keeps one category: the last one asked for', () => {
    expect(parse('refine=cgid=fire-pits&refine=cgid=grills').refinements).toEqual({
      cgid: ['grills'],
    });
  });

  it('ignores the category parameter on category pages, where the path decides', () => {
    expect(parse('refine=cgid=grills&refine=c_size=small', false).refinements).toEqual({
      c_size: ['small'],
    });
  });

  it('drops malformed or unknown parts instead of failing', () => {
    expect(
      parse(
        'refine=nonsense&refine=color=black&refine=c_color=&refine==x&sort=cheapest&limit=30&page=0',
      ),
    ).toEqual(emptyListingState());
    expect(parse('limit=-25&page=abc').limit).toBe(25);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse(`refine=c_color=${'x'.repeat(101)}`).refinements).toEqual({});
  });
});

describe('listingQuery and listingHref', () => {
  it('leave defaults out', () => {
    expect(listingQuery(emptyListingState())).toBe('');
    expect(listingHref('/plp/fire-pits', emptyListingState())).toBe('/plp/fire-pits');
  });

  it('write a stable query that parses back to the same state', () => {
    const state = parse(
      'page=2&limit=100&sort=most-recent&refine=price=(300..500)&refine=c_color=black|ash&q=stove',
    );
    const query = listingQuery(state);
    expect(query).toBe(
      'q=stove&refine=price%3D%28300..500%29&refine=c_color%3Dblack%7Cash&sort=most-recent&limit=100&page=2',
    );
    expect(parse(query)).toEqual(state);
  });
});

describe('state changes', () => {
  const base = parse('q=fire&refine=c_color=black&sort=price-high-to-low&limit=50&page=3');

  it('toggle a value on and off, back to the first page', () => {
    const added = toggleRefinement(base, 'c_color', 'ash');
    expect(added.refinements).toEqual({ c_color: ['black', 'ash'] });
    expect(added.page).toBe(1);
    const removed = toggleRefinement(added, 'c_color', 'black');
    expect(removed.refinements).toEqual({ c_color: ['ash'] });
    expect(toggleRefinement(removed, 'c_color', 'ash').refinements).toEqual({});
  });

  it('replace the category of a search rather than adding a second one', () => {
    const one = toggleRefinement(base, 'cgid', 'fire-pits');
    expect(toggleRefinement(one, 'cgid', 'grills').refinements.cgid).toEqual(['grills']);
    expect(withoutCategory(one).refinements).toEqual({ c_color: ['black'] });
  });

  it('remove one value, or clear all while keeping phrase, sort and page size', () => {
    expect(removeRefinement(base, 'c_color', 'black').refinements).toEqual({});
    expect(removeRefinement(base, 'c_size', 'small').refinements).toEqual(base.refinements);
    const cleared = clearRefinements(base);
    expect(cleared).toEqual({ ...base, refinements: {}, page: 1 });
    expect(hasRefinements(cleared)).toBe(false);
    expect(hasRefinements(base)).toBe(true);
  });

  it('reset the page on a new sort or page size, but not on paging', () => {
    expect(withSort(base, 'most-recent')).toMatchObject({ sort: 'most-recent', page: 1 });
    expect(withPageSize(base, 100)).toMatchObject({ limit: 100, page: 1 });
    expect(withPage(base, 4)).toMatchObject({ limit: 50, page: 4 });
    expect(offsetOf(withPage(base, 4))).toBe(150);
  });
});

describe('apiRefine', () => {
  it('puts the page category first and skips a category parameter on category pages', () => {
    const state = parse('refine=cgid=grills&refine=c_color=black|ash&refine=price=(0..50)');
    expect(apiRefine(state, 'fire-pits')).toEqual([
      'cgid=fire-pits',
      'c_color=black|ash',
      'price=(0..50)',
    ]);
    expect(apiRefine(state)).toEqual(['cgid=grills', 'c_color=black|ash', 'price=(0..50)']);
  });
});
