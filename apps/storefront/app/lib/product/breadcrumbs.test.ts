import { describe, expect, it } from 'vitest';
import { listingBreadcrumbs, nameSlug, productBreadcrumbs } from './breadcrumbs.ts';
import { heritageFireBowl, signatureFirePit } from './test-products.ts';

const woodFirePits = {
  id: 'wood-fire-pits',
  name: 'Wood-Burning Fire Pits',
  parentCategoryTree: [
    { id: 'root', name: 'Storefront Catalog' },
    { id: 'fire-pits', name: 'Fire Pits' },
  ],
};

describe('listing breadcrumbs (spec 001 §2)', () => {
  it('"the first crumb is the lower-cased name with spaces turned into hyphens"', () => {
    expect(nameSlug(' Fire Pits ')).toBe('fire-pits');
    expect(listingBreadcrumbs({ id: 'fire-pits', name: 'Fire Pits' })).toEqual([
      { id: 'fire-pits', name: 'Fire Pits', href: '/plp/fire-pits' },
    ]);
  });

  it('"deeper crumbs join the last segment of each level with slashes", leaving out the root', () => {
    expect(listingBreadcrumbs(woodFirePits)).toEqual([
      { id: 'fire-pits', name: 'Fire Pits', href: '/plp/fire-pits' },
      {
        id: 'wood-fire-pits',
        name: 'Wood-Burning Fire Pits',
        href: '/plp/fire-pits/wood-fire-pits',
      },
    ]);
  });

  it('links by id, so translated names still give working links', () => {
    const french = { ...woodFirePits, name: 'Foyers au bois' };
    expect(listingBreadcrumbs(french).at(-1)?.href).toBe('/plp/fire-pits/wood-fire-pits');
  });

  it('slugs the name of a level that comes without an id', () => {
    expect(listingBreadcrumbs({ name: 'Fire Pits' })[0]?.href).toBe('/plp/fire-pits');
  });

  it('accepts a tree that already ends with the category', () => {
    const tree = {
      ...woodFirePits,
      parentCategoryTree: [...woodFirePits.parentCategoryTree, woodFirePits],
    };
    expect(listingBreadcrumbs(tree)).toHaveLength(2);
  });

  it('keeps the last three levels in a path, as /plp allows', () => {
    const deep = {
      id: 'd',
      name: 'D',
      parentCategoryTree: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    };
    expect(listingBreadcrumbs(deep).map((c) => c.href)).toEqual([
      '/plp/a',
      '/plp/a/b',
      '/plp/a/b/c',
      '/plp/b/c/d',
    ]);
  });

  it('has no crumb for the root itself', () => {
    expect(listingBreadcrumbs({ id: 'root', name: 'Storefront Catalog' })).toEqual([]);
  });
});

describe('product breadcrumbs', () => {
  it('walks the primary category, then names the product without a link', () => {
    expect(productBreadcrumbs(signatureFirePit)).toEqual([
      { id: 'fire-pits', name: 'Fire Pits', href: '/plp/fire-pits' },
      {
        id: 'wood-fire-pits',
        name: 'Wood-Burning Fire Pits',
        href: '/plp/fire-pits/wood-fire-pits',
      },
      { id: 'signature-fire-pit', name: 'Signature Smokeless Fire Pit' },
    ]);
  });

  it('falls back to the primary category id', () => {
    const product = { ...heritageFireBowl, primaryCategoryId: 'wood-fire-pits' };
    expect(productBreadcrumbs(product).map((c) => c.href)).toEqual([
      '/plp/wood-fire-pits',
      undefined,
    ]);
  });
});
