import { describe, expect, it } from 'vitest';
import { buildIndexModel, type CatalogRows } from './index-model.ts';

type Product = CatalogRows['products'][number];
const CREATED = new Date('2025-01-01T00:00:00Z');

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  type: 'item',
  masterId: null,
  name: id,
  shortDescription: null,
  brand: 'Solo Outdoor',
  online: true,
  createdAt: CREATED,
  localized: {},
  variationValues: null,
  variationAttributes: null,
  isDefaultVariant: false,
  imageGroups: [],
  setProductIds: null,
  bundledProducts: null,
  ...over,
});

const variant = (master: string, color: string, over: Partial<Product> = {}) =>
  product(`${master}-${color}`, {
    type: 'variant',
    masterId: master,
    variationValues: { color },
    ...over,
  });

const list = (productId: string, amount: number, currency = 'usd') => ({
  priceBookId: `${currency}-list`,
  productId,
  minQuantity: 1,
  amount,
});
const sale = (productId: string, amount: number) => ({
  priceBookId: 'usd-sale',
  productId,
  minQuantity: 1,
  amount,
});
const stock = (productId: string, stockLevel: number, listId = 'inventory_us') => ({
  inventoryListId: listId,
  productId,
  stockLevel,
  safetyStock: 2,
  backorderable: false,
  preorderable: false,
  backorderLimit: 0,
  inStockDate: null,
});

/** A small catalog: a master with three variants (one offline), a set, items in and out of stock. */
function catalog(): CatalogRows {
  return {
    categories: [
      { id: 'root', parentId: null, name: 'Catalog', position: 0, online: true, localized: {} },
      {
        id: 'pits',
        parentId: 'root',
        name: 'Fire Pits',
        position: 1,
        online: true,
        localized: { 'fr-CA': { name: 'Foyers' } },
      },
      { id: 'wood', parentId: 'pits', name: 'Wood', position: 2, online: true, localized: {} },
      { id: 'hidden', parentId: 'root', name: 'Hidden', position: 3, online: false, localized: {} },
      {
        id: 'under-hidden',
        parentId: 'hidden',
        name: 'Under',
        position: 4,
        online: true,
        localized: {},
      },
    ],
    products: [
      product('pit', {
        type: 'master',
        name: 'Fire Pit',
        localized: { 'fr-CA': { name: 'Foyer', shortDescription: 'Un foyer' } },
        variationAttributes: [
          {
            id: 'color',
            name: 'Color',
            values: [
              { value: 'black', name: 'Black' },
              { value: 'ash', name: 'Ash' },
              { value: 'red', name: 'Red' },
            ],
          },
        ],
        imageGroups: [
          {
            viewType: 'large',
            variationAttributes: { color: 'black' },
            images: [{ path: 'p/black-1.svg', alt: 'Black pit', title: 'Fire Pit' }],
          },
          {
            viewType: 'large',
            variationAttributes: { color: 'ash' },
            images: [{ path: 'p/ash-1.svg', alt: 'Ash pit', title: 'Fire Pit' }],
          },
        ],
      }),
      variant('pit', 'black'),
      variant('pit', 'ash', { isDefaultVariant: true }),
      variant('pit', 'red', { online: false }),
      product('log'),
      product('gloves'),
      product('set', { type: 'set', setProductIds: ['pit', 'log', 'gone'] }),
      product('offline', { online: false }),
      product('orphan'),
      product('in-hidden'),
    ],
    productCategories: [
      { productId: 'pit', categoryId: 'wood', position: 3 },
      { productId: 'log', categoryId: 'pits', position: 1 },
      { productId: 'gloves', categoryId: 'pits', position: 2 },
      { productId: 'set', categoryId: 'pits', position: 0 },
      { productId: 'offline', categoryId: 'pits', position: 4 },
      { productId: 'in-hidden', categoryId: 'under-hidden', position: 0 },
    ],
    prices: [
      list('pit-black', 30000),
      sale('pit-black', 25000),
      list('pit-ash', 30000),
      sale('pit-ash', 0),
      list('pit-red', 100),
      list('log', 2000),
      list('gloves', 1500),
      list('log', 2600, 'cad'),
    ],
    inventory: [stock('pit-black', 0), stock('pit-ash', 5), stock('log', 10), stock('gloves', 2)],
  };
}

const model = buildIndexModel(catalog());
const doc = (id: string, locale = '') =>
  model.documents.find((d) => d.productId === id && d.locale === locale);
const offer = (id: string, site = 'SoloUS') =>
  model.offers.find((o) => o.productId === id && o.siteId === site);

describe('buildIndexModel', () => {
  it('indexes online products in online categories, never variants', () => {
    expect(model.locales).toEqual(['', 'fr-ca']);
    expect(
      model.documents
        .filter((d) => d.locale === '')
        .map((d) => d.productId)
        .sort(),
    ).toEqual(['gloves', 'log', 'pit', 'set']);
  });

  it('prices a master from its online variants: lowest effective price and the highest', () => {
    // black: list 300 with sale 250; ash: list 300, a zero sale row is no price; red is offline.
    expect(offer('pit')).toMatchObject({
      currency: 'USD',
      price: 25000,
      priceMax: 30000,
      onSale: true,
    });
  });

  it('prices a set from its online members, always as a range', () => {
    expect(offer('set')).toMatchObject({ price: 2000, priceMax: 30000, onSale: true });
    expect(offer('set', 'SoloCA')).toMatchObject({ currency: 'CAD', price: 2600, priceMax: 2600 });
    expect(offer('gloves', 'SoloCA')).toMatchObject({ price: null, priceMax: null });
  });

  it('makes a master orderable by any variant and a set only by every member', () => {
    expect(offer('pit')?.orderable).toBe(true);
    expect(offer('gloves')?.orderable).toBe(false); // stock 2 = safety stock 2
    expect(offer('set')?.orderable).toBe(true);
    expect(offer('pit', 'SoloEU')?.orderable).toBe(false);
  });

  it('keeps categories with their ancestors and the facets of online variants', () => {
    expect(doc('pit')).toMatchObject({
      categoryIds: ['wood', 'pits', 'root'],
      categoryPositions: { wood: 3 },
      facets: ['c_color:ash', 'c_color:black'],
      representedProductId: 'pit-ash',
      image: { path: 'p/ash-1.svg', alt: 'Ash pit', title: 'Fire Pit' },
    });
    expect(doc('pit')?.variationAttributes?.[0]?.values.map((v) => v.value)).toEqual([
      'black',
      'ash',
    ]);
  });

  it('writes translated rows with the base text to fall back on', () => {
    expect(doc('pit', 'fr-ca')).toMatchObject({
      name: 'Foyer',
      description: 'Un foyer',
      config: 'french',
      keywords: expect.stringContaining('Foyers') as string,
      baseText: expect.stringContaining('Fire Pit') as string,
    });
    expect(doc('log', 'fr-ca')).toMatchObject({ name: 'log', config: 'french' });
  });

  it('labels refinement values: categories with their parents, colours in first-seen order', () => {
    const values = model.facetValues.filter((f) => f.locale === 'fr-ca');
    expect(values.find((v) => v.value === 'pits')).toMatchObject({
      label: 'Foyers',
      parentValue: 'root',
    });
    expect(values.some((v) => v.value === 'under-hidden')).toBe(false);
    expect(
      values.filter((v) => v.attributeId === 'c_color').map((v) => [v.value, v.position]),
    ).toEqual([
      ['black', 0],
      ['ash', 1],
    ]);
  });
});
