import { describe, expect, it } from 'vitest';
import { parseQuery, parseRefinements, type Refinements } from './query.ts';

const refine = (...items: string[]) => parseRefinements(items) as Refinements;

describe('parseQuery', () => {
  it('reads plain words, quoted phrases and exclusions', () => {
    expect(parseQuery('Fire-Pit "pizza  Oven" -gas -"dual fuel"')).toEqual({
      words: ['fire', 'pit'],
      operators: ['"pizza oven"', '-"gas"', '-"dual fuel"'],
    });
  });

  it('keeps an unclosed quote as a phrase and ignores empty operators', () => {
    expect(parseQuery('"camp stove')).toEqual({ words: [], operators: ['"camp stove"'] });
    expect(parseQuery('- "" stove')).toEqual({ words: ['stove'], operators: [] });
  });
});

describe('parseRefinements', () => {
  it('reads categories, price ranges in minor units, attributes and flags', () => {
    expect(
      refine('cgid=fire-pits', 'price=(0..50)|(500..)', 'c_color=black|blue', 'c_inStock=true'),
    ).toEqual({
      categories: ['fire-pits'],
      prices: [
        { min: 0, max: 5000 },
        { min: 50000, max: null },
      ],
      facets: { c_color: ['black', 'blue'] },
      flags: ['c_inStock'],
      selected: {
        cgid: 'fire-pits',
        price: '(0..50)|(500..)',
        c_color: 'black|blue',
        c_inStock: 'true',
      },
    });
  });

  it('reads decimal prices and adds the values of a repeated attribute', () => {
    const r = refine('price=(10.5..99.99)', 'c_size=small', 'c_size=large');
    expect(r.prices).toEqual([{ min: 1050, max: 9999 }]);
    expect(r.facets).toEqual({ c_size: ['small', 'large'] });
    expect(r.selected.c_size).toBe('small|large');
  });

  it.each([
    ['cgid', 'refinements look like'],
    ['=x', 'refinements look like'],
    ['c_color=black|', 'refinements look like'],
    ['price=0..50', 'price ranges look like'],
    ['price=(50..10)', 'is empty'],
    ['c_isNew=yes', 'c_isNew takes the value true'],
    ['htype=master', 'unknown refinement "htype"'],
  ])('rejects %s', (item, message) => {
    expect(parseRefinements([item])).toContain(message);
  });
});
