import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../types.ts';
import { bundledItemsOf, itemsAt, optionItemsOf } from './add-items.ts';

/** A product with two options (the catalog's own products offer etching alone). */
const GRILL = {
  id: 'grill-kit',
  options: [
    {
      id: 'warranty',
      name: 'Extended warranty',
      values: [
        { id: 'none', name: 'None', price: 0 },
        { id: '3y', name: '3 years', price: 29 },
      ],
    },
    { id: 'etchingType', values: [{ id: 'noEtching' }, { id: 'customText', price: 25 }] },
  ],
} as CatalogProduct;

describe('product page add shape (spec 002 §5)', () => {
  it('sends chosen options as pairs of option id and selected value id, in option order', () => {
    expect(optionItemsOf(GRILL, { etchingType: 'customText', warranty: '3y' })).toEqual([
      { optionId: 'warranty', optionValueId: '3y' },
      { optionId: 'etchingType', optionValueId: 'customText' },
    ]);
    expect(optionItemsOf(GRILL, {})).toEqual([]);
  });

  it('leaves out an option or value the product does not offer', () => {
    expect(
      optionItemsOf(GRILL, { warranty: '10y', colour: 'red', etchingType: 'noEtching' }),
    ).toEqual([{ optionId: 'etchingType', optionValueId: 'noEtching' }]);
    expect(optionItemsOf({ id: 'plain' } as CatalogProduct, { warranty: '3y' })).toEqual([]);
  });

  it("sends each bundle child's pid and its units per bundle", () => {
    const bundle = {
      id: 'ranger-backyard-bundle',
      bundledProducts: [
        { product: { id: 'ranger-fire-pit' }, quantity: 1 },
        { product: { id: 'natural-fire-starters' }, quantity: 2 },
        { product: { id: 'fire-pit-carry-bag-small-charcoal' } },
      ],
    } as CatalogProduct;
    expect(bundledItemsOf(bundle)).toEqual([
      { productId: 'ranger-fire-pit', quantity: 1 },
      { productId: 'natural-fire-starters', quantity: 2 },
      { productId: 'fire-pit-carry-bag-small-charcoal', quantity: 1 },
    ]);
  });

  it("multiplies the items by the page's quantity; a bundle's children stay per bundle", () => {
    const items = [
      {
        productId: 'ranger-backyard-bundle',
        quantity: 1,
        bundledProductItems: [{ productId: 'natural-fire-starters', quantity: 2 }],
      },
      {
        productId: 'grill-kit',
        quantity: 2,
        optionItems: [{ optionId: 'warranty', optionValueId: '3y' }],
      },
    ];
    expect(itemsAt(items, 3)).toEqual([
      { ...items[0], quantity: 3 },
      { ...items[1], quantity: 6 },
    ]);
  });
});
