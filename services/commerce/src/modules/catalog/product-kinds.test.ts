import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { getJson, type Product } from './catalog-testing.ts';

let t: TestCommerce;
const get = (path: string) => getJson<Product>(t.app, path).then((r) => r.body);

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('prices on the wire', () => {
  it('lists the tiers of natural-fire-starters', async () => {
    expect((await get('/products/natural-fire-starters?siteId=SoloUS')).tieredPrices).toEqual([
      { price: 12.99, pricebook: 'usd-list', quantity: 1 },
      { price: 11.99, pricebook: 'usd-list', quantity: 3 },
      { price: 9.99, pricebook: 'usd-list', quantity: 6 },
    ]);
  });

  it('adds the price of each book with perPricebook', async () => {
    const id = '/products/bonfire-fire-pit-black?siteId=SoloUS';
    expect((await get(`${id}&perPricebook=true`)).prices).toEqual({
      'usd-list': 349.99,
      'usd-sale': 279.99,
    });
    expect(await get(id)).not.toHaveProperty('prices');
  });

  it('gives the e-gift card no price', async () => {
    const card = await get('/products/e-gift-card?siteId=SoloUS');
    expect(card).not.toHaveProperty('price');
    expect(card).toMatchObject({
      c_isEgiftCard: true,
      c_hideQtySelectorOnPDP: true,
      c_categories: [{ id: 'gift-cards', c_hideQtyField: true }],
      inventory: { orderable: true },
    });
  });

  it('prices the etching option in the site currency', async () => {
    const ca = await get('/products/mesa-tabletop-fire-pit?siteId=SoloCA');
    expect(ca.options).toEqual([
      {
        id: 'etchingType',
        name: 'Etching',
        values: [
          { id: 'noEtching', name: 'No Etching', price: 0, default: true },
          { id: 'customText', name: 'Custom Text', price: 19.99 },
          // Team logos are sold on SoloUS only (priced in US dollars alone).
          { id: 'group', name: 'Group and Corporate Orders', price: 0 },
        ],
      },
    ]);
  });
});

describe('stock states', () => {
  it('shows the low, safety-stock and zero stock products', async () => {
    expect(await get('/products/canyon-fire-pit?siteId=SoloUS')).toMatchObject({
      inventory: { stockLevel: 5, ats: 3, orderable: true },
      c_safetyStock: 2,
      c_OutOfStock: false,
    });
    expect(await get('/products/stove-travel-bag?siteId=SoloUS')).toMatchObject({
      inventory: { stockLevel: 3, ats: 0, orderable: false },
      c_safetyStock: 3,
      c_OutOfStock: true,
    });
    expect(await get('/products/kindling-bundle?siteId=SoloUS')).toMatchObject({
      c_OutOfStock: true,
      c_productTileBadge: 'out_of_stock',
    });
  });

  it('shows back-orders and pre-orders with their in-stock date', async () => {
    const titan = await get('/products/titan-camp-stove?siteId=SoloUS');
    expect(titan.inventory).toMatchObject({ orderable: true, backorderable: true, stockLevel: 0 });
    expect(titan.inventory?.inStockDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(titan.c_OutOfStock).toBe(false);
    const mesaXl = await get('/products/mesa-xl-fire-pit?siteId=SoloUS');
    expect(mesaXl.inventory).toMatchObject({ orderable: true, preorderable: true });
  });

  it('reads the stock of the site inventory list', async () => {
    expect((await get('/products/pizza-stone?siteId=SoloEU')).c_OutOfStock).toBe(true);
    expect(await get('/products/pizza-stone?siteId=SoloAUS')).toMatchObject({
      c_OutOfStock: false,
      inventory: { id: 'inventory_aus' },
    });
  });
});

describe('bundles and sets', () => {
  it('nests the bundled products with their quantities', async () => {
    const bundle = await get('/products/bonfire-backyard-bundle?siteId=SoloUS');
    expect(bundle).toMatchObject({ type: { bundle: true }, price: 429.99, listPrice: 489.99 });
    expect(bundle.bundledProducts?.map((b) => [b.product.id, b.quantity])).toEqual([
      ['bonfire-fire-pit-black', 1],
      ['bonfire-stand', 1],
      ['bonfire-shelter', 1],
      ['kiln-dried-logs', 2],
    ]);
    const firePit = bundle.bundledProducts?.[0]?.product;
    expect(firePit).toMatchObject({
      price: 279.99,
      master: { masterId: 'bonfire-fire-pit' },
      variationValues: { color: 'black' },
    });
    expect(firePit).not.toHaveProperty('bundledProducts');
  });

  it('lists set members, a master among them, and prices the set as a range', async () => {
    const set = await get('/products/backyard-set?siteId=SoloUS');
    expect(set).toMatchObject({ type: { set: true }, price: 69.99, priceMax: 399.99 });
    expect(set.setProducts?.map((p) => p.id)).toEqual([
      'signature-fire-pit',
      'bonfire-stand',
      'bonfire-shelter',
      'fire-pit-tool-kit',
    ]);
    expect(set.setProducts?.[0]?.variants).toHaveLength(11);
  });
});

describe('product promotions', () => {
  it('shows both Pi oven promotions on the master and on a variant, ending soonest first', async () => {
    for (const id of ['pi-pizza-oven', 'pi-pizza-oven-black']) {
      expect((await get(`/products/${id}?siteId=SoloUS`)).productPromotions).toEqual([
        {
          promotionId: 'pizza-week',
          calloutMsg: 'Pizza Week: save on Pi ovens, ends soon',
          promotionalPrice: 419.99,
        },
        {
          promotionId: 'pi-oven-free-peel',
          calloutMsg: 'Free Bamboo Pizza Peel with every Pi oven',
        },
      ]);
    }
  });

  it('takes a percentage off in the site currency, with the translated callout', async () => {
    expect((await get('/products/lite-camp-stove?siteId=SoloUS')).productPromotions).toEqual([
      {
        promotionId: 'camp-stoves-15',
        calloutMsg: '15% off camp stoves and cookware',
        promotionalPrice: 59.49,
      },
    ]);
    const de = await get('/products/lite-camp-stove?siteId=SoloEU&locale=de-DE');
    expect(de.productPromotions?.[0]).toMatchObject({
      calloutMsg: '15 % auf Campingkocher und Kochgeschirr',
      promotionalPrice: 59.46,
    });
  });

  it('shows no coupon promotion', async () => {
    expect((await get('/products/canyon-fire-pit?siteId=SoloUS')).productPromotions).toEqual([]);
  });
});
