import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { productPricing } from '../catalog/catalog-testing.ts';
import { loadPriceRows } from './service.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('pricing on the demo catalog', () => {
  it('loads the rows of many products in one query, only of the currency asked', async () => {
    const rows = await loadPriceRows(
      t.db.db,
      ['natural-fire-starters', 'bonfire-fire-pit-black', 'no-such-product'],
      'CAD',
    );
    expect([...rows.keys()].sort()).toEqual(['bonfire-fire-pit-black', 'natural-fire-starters']);
    expect(
      rows
        .get('bonfire-fire-pit-black')
        ?.map((r) => r.priceBookId)
        .sort(),
    ).toEqual(['cad-list', 'cad-sale']);
  });

  it('gives natural-fire-starters its 1/3/6 tiers', async () => {
    const p = (await productPricing(t.db.db, ['natural-fire-starters'], 'USD')).get(
      'natural-fire-starters',
    );
    expect(p).toMatchObject({ price: 1299, listPrice: 1299 });
    expect(p?.tiers.map((x) => [x.quantity, x.amount])).toEqual([
      [1, 1299],
      [3, 1199],
      [6, 999],
    ]);
  });

  it('puts bonfire-fire-pit on sale in the US and Canada only', async () => {
    const usd = (await productPricing(t.db.db, ['bonfire-fire-pit'], 'USD')).get(
      'bonfire-fire-pit',
    );
    expect(usd).toMatchObject({ price: 27999, listPrice: 34999, salePrice: 27999 });
    expect(usd).not.toHaveProperty('priceMax');
    const cad = (await productPricing(t.db.db, ['bonfire-fire-pit-black'], 'CAD')).get(
      'bonfire-fire-pit-black',
    );
    expect(cad).toMatchObject({ price: 37999, salePrice: 37999 });
    const eur = (await productPricing(t.db.db, ['bonfire-fire-pit'], 'EUR')).get(
      'bonfire-fire-pit',
    );
    expect(eur).toMatchObject({ price: 34900, listPrice: 34900 });
    expect(eur).not.toHaveProperty('salePrice');
  });

  it('gives signature-fire-pit the range from the small size to the large sale price', async () => {
    const p = (await productPricing(t.db.db, ['signature-fire-pit'], 'USD')).get(
      'signature-fire-pit',
    );
    expect(p).toMatchObject({ price: 22999, priceMax: 39999, listPrice: 22999 });
    expect(p?.byBook).toEqual({ 'usd-list': 22999, 'usd-sale': 39999 });
  });

  it('prices sets over their members, masters included, always as a range', async () => {
    const prices = await productPricing(t.db.db, ['camp-kitchen-set', 'backyard-set'], 'USD');
    // lite-camp-stove 69.99, pot-900 34.99, natural-fire-starters 12.99
    expect(prices.get('camp-kitchen-set')).toMatchObject({ price: 1299, priceMax: 6999 });
    // the Signature's range tops the set; the cheapest member is the 69.99 stand
    expect(prices.get('backyard-set')).toMatchObject({ price: 6999, priceMax: 39999 });
  });

  it('leaves out products without a price', async () => {
    const prices = await productPricing(t.db.db, ['e-gift-card', 'bonfire-backyard-bundle'], 'AUD');
    expect(prices.has('e-gift-card')).toBe(false);
    expect(prices.get('bonfire-backyard-bundle')).toMatchObject({ price: 65900, salePrice: 65900 });
  });
});
