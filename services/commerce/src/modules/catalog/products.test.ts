import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { getJson, type Product } from './catalog-testing.ts';

let t: TestCommerce;
const get = <T = Product>(path: string) => getJson<T>(t.app, path);
type Result = { limit: number; total: number; data: Product[] };

beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('GET products/{id}', () => {
  it('serves a master with its range, variants, swatches and default images', async () => {
    const { status, body } = await get('/products/signature-fire-pit?siteId=SoloUS');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'signature-fire-pit',
      name: 'Signature Smokeless Fire Pit',
      currency: 'USD',
      type: { master: true },
      price: 229.99,
      priceMax: 399.99,
      listPrice: 229.99,
      master: { masterId: 'signature-fire-pit', orderable: true, price: 229.99, priceMax: 399.99 },
      inventory: { id: 'inventory_us', orderable: true },
      c_OutOfStock: false,
      c_maximumPurchaseQuantity: 5,
      c_productTileBadge: 'best_seller',
      c_gtin13: expect.stringMatching(/^\d{13}$/) as unknown,
      c_categories: [
        {
          id: 'wood-fire-pits',
          c_hideQtyField: false,
          parentCategoryTree: [
            { id: 'fire-pits', name: 'Fire Pits' },
            { id: 'wood-fire-pits', name: 'Wood-Burning Fire Pits' },
          ],
        },
      ],
    });
    expect(body.variants).toHaveLength(11);
    expect(body.variants?.find((v) => v.productId.endsWith('small-black'))).toMatchObject({
      orderable: false,
      price: 229.99,
      variationValues: { size: 'small', color: 'black' },
    });
    const colors = body.variationAttributes?.find((a) => a.id === 'color')?.values ?? [];
    expect(colors.map((v): unknown[] => [v.value, v.c_colorSwatchType])).toEqual([
      ['stainless', 'gradient'],
      ['ash', 'color'],
      ['black', 'color'],
      ['bronze', 'gradient'],
    ]);
    const cVariants = body.c_variants as Array<Record<string, unknown>>;
    expect(cVariants.filter((v) => v.isDefault).map((v) => v.productId)).toEqual([
      'signature-fire-pit-medium-stainless',
    ]);
    expect(cVariants.find((v) => v.productId === 'signature-fire-pit-small-black')).toMatchObject({
      in_stock: false,
      orderable: false,
      isDiscontinued: false,
      colorSwatchValue: '#2b2d30',
      colorSwatchType: 'color',
    });
    // allImages=false: the default variant's colour only
    expect(body.imageGroups?.map((g) => g.variationAttributes?.[0]?.values?.[0]?.value)).toEqual([
      'stainless',
    ]);
    expect(body.imageGroups?.[0]?.images[0]?.link).toBe(
      '/images/products/signature-fire-pit/stainless-1.svg',
    );
  });

  it('gives every colour with allImages, and a value no variant can sell is not orderable', async () => {
    const { body } = await get('/products/mesa-tabletop-fire-pit?siteId=SoloUS&allImages=true');
    // Every colour's gallery and its etching preview (spec 001 §9 view types large and etching).
    expect(body.imageGroups?.filter((g) => g.viewType === 'large')).toHaveLength(13);
    expect(body.imageGroups?.filter((g) => g.viewType === 'etching')).toHaveLength(13);
    const colors = body.variationAttributes?.find((a) => a.id === 'color')?.values ?? [];
    expect(colors.find((v) => v.value === 'sunset')?.orderable).toBe(false);
    expect(colors.find((v) => v.value === 'frost')?.orderable).toBe(true);
  });

  it('serves a variant with its own prices, stock, values and its master', async () => {
    const { body } = await get('/products/signature-fire-pit-large-ash?siteId=SoloUS');
    expect(body).toMatchObject({
      type: { variant: true },
      price: 399.99,
      listPrice: 449.99,
      salePrice: 399.99,
      master: { masterId: 'signature-fire-pit' },
      variationValues: { size: 'large', color: 'ash' },
      inventory: { stockLevel: 6, ats: 3, orderable: true },
      c_safetyStock: 3,
      primaryCategoryId: 'wood-fire-pits',
    });
    expect(body.variants).toHaveLength(11);
    expect(body).not.toHaveProperty('c_variants');
    expect(body.imageGroups).toEqual([
      expect.objectContaining({
        variationAttributes: [{ id: 'color', values: [{ value: 'ash' }] }],
      }),
    ]);
    const all = await get('/products/signature-fire-pit-large-ash?siteId=SoloUS&allImages=true');
    expect(all.body.imageGroups).toHaveLength(4);
  });

  it('answers 404 Product Not Found for an unknown or offline product', async () => {
    const unknown = await get<Record<string, unknown>>('/products/no-such-product?siteId=SoloUS');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect(unknown.body).toMatchObject({
      type: '/errors/product-not-found',
      title: 'Product Not Found',
      detail: 'No online product with id "no-such-product"',
    });
    await t.db.db
      .update(products)
      .set({ online: false })
      .where(eq(products.id, 'fire-pit-bellows'));
    expect((await get('/products/fire-pit-bellows?siteId=SoloUS')).status).toBe(404);
    await t.db.db.update(products).set({ online: true }).where(eq(products.id, 'fire-pit-bellows'));
  });

  it('translates by locale, then by language, then keeps the base text', async () => {
    const fr = await get('/products/signature-fire-pit?siteId=SoloCA&locale=fr-CA');
    expect(fr.body).toMatchObject({
      name: 'Foyer sans fumée Signature',
      currency: 'CAD',
      price: 299.99,
      c_categories: [
        { parentCategoryTree: [{ name: 'Foyers extérieurs' }, { name: 'Foyers à bois' }] },
      ],
    });
    // Long descriptions are not translated: base text
    expect(fr.body.longDescription).toMatch(/^The Signature fire pit/);
    const be = await get('/products/signature-fire-pit-small-ash?siteId=SoloEU&locale=fr-BE');
    expect(be.body.name).toBe('Foyer sans fumée Signature');
    const nl = await get('/products/signature-fire-pit?siteId=SoloEU&locale=nl-BE');
    expect(nl.body.name).toBe('Signature rookvrije vuurschaal');
    // A language the catalog has no texts in reads the base text.
    const hu = await get('/products/signature-fire-pit?siteId=SoloEU&locale=hu-HU');
    expect(hu.body.name).toBe('Signature Smokeless Fire Pit');
  });

  it('speaks Polish in pl-PL: names, categories, attributes, their values, options, promotions', async () => {
    const { body } = await get('/products/signature-fire-pit?siteId=SoloEU&locale=pl-PL');
    expect(body).toMatchObject({
      name: 'Bezdymne palenisko Signature',
      shortDescription:
        'Nasze flagowe palenisko z podwójną ścianką w trzech rozmiarach i czterech wykończeniach.',
      currency: 'PLN',
      c_categories: [
        { parentCategoryTree: [{ name: 'Paleniska' }, { name: 'Paleniska na drewno' }] },
      ],
    });
    expect(body.variationAttributes?.map((a) => [a.name, a.values?.map((v) => v.name)])).toEqual([
      ['Rozmiar', ['Mały (15")', 'Średni (19.5")', 'Duży (27")']],
      ['Kolor', ['Stal nierdzewna', 'Popielaty', 'Czarny', 'Brąz']],
    ]);
    // A variant reads its master's attributes in the same language.
    const variant = await get('/products/signature-fire-pit-small-ash?siteId=SoloEU&locale=pl-PL');
    expect(variant.body.variationAttributes?.[1]?.name).toBe('Kolor');
    const pi = await get('/products/pi-prime-pizza-oven?siteId=SoloEU&locale=pl-PL');
    expect(pi.body.variationAttributes?.[0]).toMatchObject({
      name: 'Adapter gazowy',
      values: [{ name: 'Propan' }, { name: 'Dwupaliwowy (gaz + drewno)' }],
    });
    expect(pi.body.productPromotions?.map((p) => p.calloutMsg).sort()).toEqual([
      'Bambusowa łopata do pizzy gratis do każdego pieca Pi',
      'Tydzień Pizzy: piece Pi taniej, tylko przez chwilę',
    ]);
    const mug = await get('/products/camp-mug?siteId=SoloEU&locale=pl-PL');
    expect(mug.body.options?.map((o) => [o.name, o.values?.map((v) => v.name)])).toEqual([
      ['Grawer', ['Bez graweru', 'Własny tekst', 'Zamówienia grupowe i firmowe']],
    ]);
    // Another Polish locale reads pl-PL; English keeps the base names.
    const other = await get('/products/signature-fire-pit?siteId=SoloEU&locale=pl-CZ');
    expect(other.body.variationAttributes?.[1]?.name).toBe('Kolor');
    const en = await get('/products/signature-fire-pit?siteId=SoloEU&locale=en-PL');
    expect(en.body.variationAttributes?.map((a) => a.name)).toEqual(['Size', 'Color']);
  });

  it("prices in the locale's currency, or the one asked for among the site's (spec 000 §3)", async () => {
    const sv = await get(
      '/products/signature-fire-pit-medium-stainless?siteId=SoloEU&locale=sv-SE',
    );
    expect(sv.body).toMatchObject({ currency: 'SEK', price: 3395 });
    const gb = await get(
      '/products/signature-fire-pit-medium-stainless?siteId=SoloEU&locale=en-GB',
    );
    expect(gb.body).toMatchObject({ currency: 'GBP', price: 255 });
    const de = await get(
      '/products/signature-fire-pit-medium-stainless?siteId=SoloEU&locale=de-DE',
    );
    expect(de.body).toMatchObject({ currency: 'EUR', price: 299 });
    const chf = await get(
      '/products/signature-fire-pit-medium-stainless?siteId=SoloEU&locale=de-DE&currency=chf',
    );
    expect(chf.body).toMatchObject({ currency: 'CHF', price: 299.9 });
    const etched = await get<Product & { options?: Array<{ values?: Array<{ price?: number }> }> }>(
      '/products/camp-mug?siteId=SoloEU&locale=da-DK',
    );
    // Collegiate logos are sold in US dollars only: not offered in kroner.
    expect(etched.body.options?.[0]?.values?.map((v) => v.price)).toEqual([0, 119.95, 0]);
    const usd = await get<Record<string, unknown>>(
      '/products/signature-fire-pit?siteId=SoloEU&currency=USD',
    );
    expect(usd.status).toBe(400);
    expect(usd.body).toMatchObject({
      detail: 'currency: SoloEU sells in EUR, SEK, DKK, PLN, NOK, CHF, GBP only, got "USD"',
    });
  });

  it('refuses a currency the site does not sell in, and an unknown expand', async () => {
    const eur = await get<Record<string, unknown>>(
      '/products/signature-fire-pit?siteId=SoloUS&currency=EUR',
    );
    expect(eur.status).toBe(400);
    expect(eur.body).toMatchObject({
      detail: 'currency: SoloUS sells in USD only, got "EUR"',
      invalidFields: [{ name: 'currency' }],
    });
    expect((await get('/products/signature-fire-pit?siteId=SoloUS&currency=usd')).status).toBe(200);
    const bad = await get<{ detail: string }>(
      '/products/signature-fire-pit?siteId=SoloUS&expand=prices,everything',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^expand: unknown value "everything"/);
  });

  it('expands only what is asked', async () => {
    const { body } = await get('/products/signature-fire-pit?siteId=SoloUS&expand=availability');
    expect(body.inventory).toBeDefined();
    for (const field of ['price', 'imageGroups', 'variants', 'productPromotions', 'options'])
      expect(body).not.toHaveProperty(field);
    const none = await get('/products/signature-fire-pit?siteId=SoloUS&expand=none');
    expect(none.body).not.toHaveProperty('inventory');
    expect(none.body).toHaveProperty('c_productTileBadge');
  });

  it('applies select to the product', async () => {
    const { body } = await get(
      '/products/signature-fire-pit?siteId=SoloUS&select=(id,master.(price))',
    );
    expect(body).toEqual({ id: 'signature-fire-pit', master: { price: 229.99 } });
    const bad = await get('/products/signature-fire-pit?siteId=SoloUS&select=id');
    expect(bad.status).toBe(400);
  });
});

describe('GET products?ids=', () => {
  it('keeps the order asked and leaves unknown ids out', async () => {
    const { body } = await get<Result>(
      '/products?siteId=SoloUS&ids=pizza-stone,nope,canyon-fire-pit,e-gift-card',
    );
    expect(body.data.map((p) => p.id)).toEqual(['pizza-stone', 'canyon-fire-pit', 'e-gift-card']);
    expect(body).toMatchObject({ limit: 3, total: 3 });
  });

  it('refuses more than 24 ids, naming ids', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `p${i}`).join(',');
    const { status, body } = await get<Record<string, unknown>>(
      `/products?siteId=SoloUS&ids=${ids}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      title: 'Bad Request',
      detail: 'ids: at most 24 ids per request, got 25; request them in chunks of 24',
      invalidFields: [{ name: 'ids' }],
    });
  });

  it('applies select to the result document', async () => {
    const { body } = await get<Result>(
      '/products?siteId=SoloUS&ids=canyon-fire-pit&select=(total,data.(id))',
    );
    expect(body).toEqual({ total: 1, data: [{ id: 'canyon-fire-pit' }] });
  });
});
