import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../../http/problem.ts';
import type { TestCommerce } from '../../testing.ts';
import { createSearchTestStore } from './test-store.ts';

const BASE = '/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_solo_001';

describe('Shopper Search routes', () => {
  let t: TestCommerce;
  const get = async <T>(path: string) => {
    const res = await t.app.request(`${BASE}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };
  const problem = (path: string) => get<ProblemBody>(path);

  beforeAll(async () => {
    t = await createSearchTestStore();
  });
  afterAll(() => t.close());

  it('answers product search in the wire shape, money as decimals', async () => {
    const { status, body } = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=SoloUS&q=signature&refine=cgid=fire-pits&refine=c_color=black&sort=price-low-to-high&limit=5',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      limit: 5,
      offset: 0,
      query: 'signature',
      selectedRefinements: { cgid: 'fire-pits', c_color: 'black' },
      selectedSortingOption: 'price-low-to-high',
      searchPhraseSuggestions: { suggestedTerms: [{ originalTerm: 'signature' }] },
    });
    expect(body.sortingOptions).toHaveLength(6);
    expect(body.sortingOptions[0]).toEqual({ id: 'best-matches', label: 'Best Matches' });
    expect(body.hits[0]).toEqual({
      productId: 'signature-fire-pit',
      productName: 'Signature Smokeless Fire Pit',
      productType: { master: true },
      hitType: 'master',
      price: 229.99,
      priceMax: 399.99,
      currency: 'USD',
      image: {
        alt: 'Signature Smokeless Fire Pit, Stainless Steel, front view',
        title: 'Signature Smokeless Fire Pit',
        link: '/images/products/signature-fire-pit/stainless-1.svg',
        disBaseLink: '/images/products/signature-fire-pit/stainless-1.svg',
      },
      orderable: true,
      representedProduct: { id: 'signature-fire-pit-medium-stainless' },
      variationAttributes: [
        expect.objectContaining({ id: 'size', name: 'Size' }),
        expect.objectContaining({
          id: 'color',
          values: expect.arrayContaining([{ value: 'black', name: 'Black' }]) as unknown,
        }) as unknown,
      ],
    });
    const price = body.refinements.find((r) => r.attributeId === 'price');
    expect(price?.values?.[0]?.label).toMatch(/^\$\d+ – \$\d+$/);
  });

  it('gives items, sets and bundles their hit types, and a priceless product no price', async () => {
    const { body } = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=SoloUS&refine=cgid=bundles|gift-cards&limit=50',
    );
    const types = Object.fromEntries(body.hits.map((h) => [h.productId, h.hitType]));
    expect(types).toMatchObject({
      'backyard-set': 'set',
      'ranger-backyard-bundle': 'bundle',
      'e-gift-card': 'product',
    });
    const gift = body.hits.find((h) => h.productId === 'e-gift-card');
    expect(gift).not.toHaveProperty('price');
    expect(gift?.productType).toEqual({ item: true });
  });

  it('defaults locale and currency from the site', async () => {
    const { body } = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=SoloCA&q=foyer',
    );
    expect(body.total).toBe(0); // en-CA: English names
    const fr = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=ca&locale=fr-CA&q=foyer',
    );
    expect(fr.body.hits[0]?.currency).toBe('CAD');
    expect(fr.body.limit).toBe(25);
  });

  it("prices hits, price buckets and suggestions in the locale's currency", async () => {
    const { body } = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=SoloEU&locale=sv-SE&refine=cgid=wood-fire-pits',
    );
    expect(body.hits.length).toBeGreaterThan(0);
    for (const hit of body.hits) expect(hit.currency).toBe('SEK');
    const price = body.refinements.find((r) => r.attributeId === 'price');
    expect(price?.values?.map((v) => v.value)).toContain('(2000..3500)');
    const gbp = await get<ShopperSearchTypes.ProductSearchResult>(
      '/product-search?siteId=SoloEU&locale=de-DE&currency=GBP&q=signature',
    );
    expect(gbp.body.hits[0]).toMatchObject({ currency: 'GBP' });
    const suggested = await get<ShopperSearchTypes.SuggestionResult>(
      '/search-suggestions?siteId=SoloEU&locale=pl-PL&q=signature',
    );
    expect(suggested.body.productSuggestions?.products?.[0]).toMatchObject({ currency: 'PLN' });
    const refused = await problem('/product-search?siteId=SoloEU&currency=USD');
    expect(refused.body.invalidFields?.map((f) => f.name)).toEqual(['currency']);
  });

  it.each([
    ['/product-search?siteId=SoloUS&limit=201', 'limit'],
    ['/product-search?siteId=SoloUS&limit=0', 'limit'],
    ['/product-search?siteId=SoloUS&offset=-1', 'offset'],
    ['/product-search?siteId=SoloUS&sort=cheapest', 'sort'],
    ['/product-search?siteId=SoloUS&refine=price=cheap', 'refine'],
    ['/product-search?siteId=SoloUS&refine=htype=master', 'refine'],
    ['/product-search?siteId=SoloUS&currency=EUR', 'currency'],
    ['/product-search?siteId=SoloUS&expand=everything', 'expand'],
    ['/product-search?q=fire', 'siteId'],
    ['/product-search?siteId=SoloXX', 'siteId'],
    ['/search-suggestions?siteId=SoloUS', 'q'],
    ['/search-suggestions?siteId=SoloUS&q=fire&limit=11', 'limit'],
  ])('rejects %s naming %s', async (path, field) => {
    const { status, body } = await problem(path);
    expect(status).toBe(400);
    expect(body.type).toBe('/errors/invalid-request');
    expect(body.invalidFields?.map((f) => f.name)).toContain(field);
  });

  it('answers search suggestions, 5 of each kind by default', async () => {
    const { status, body } = await get<ShopperSearchTypes.SuggestionResult>(
      '/search-suggestions?siteId=SoloUS&q=fi',
    );
    expect(status).toBe(200);
    expect(body.searchPhrase).toBe('fi');
    expect(body.productSuggestions?.suggestedPhrases).toHaveLength(5);
    expect(body.productSuggestions?.products).toHaveLength(5);
    expect(body.productSuggestions?.products?.[0]).toMatchObject({
      currency: 'USD',
      price: expect.any(Number) as unknown,
      image: { link: expect.stringMatching(/^\/images\/products\//) as unknown },
    });
    expect(body.categorySuggestions?.categories?.[0]).toMatchObject({ id: 'fire-pits' });
    const ten = await get<ShopperSearchTypes.SuggestionResult>(
      '/search-suggestions?siteId=SoloUS&q=f&limit=10',
    );
    expect(ten.body.productSuggestions?.suggestedPhrases).toHaveLength(10);
  });

  it('answers 404 for another organization', async () => {
    const res = await t.app.request(
      BASE.replace('f_ecom_solo_001', 'other') + '/product-search?siteId=SoloUS',
    );
    expect(res.status).toBe(404);
  });
});
