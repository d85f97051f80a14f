import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';

const url = (query: string, org = 'f_ecom_solo_001') =>
  `/mobify/proxy/api/custom/personalization/v1/organizations/${org}/recommendations?${query}`;

type Answer = { recommenderName: string; slots: Array<{ item: { sku: string } }> };

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

async function skus(query: string): Promise<string[]> {
  const res = await t.app.request(url(query));
  expect(res.status).toBe(200);
  return ((await res.json()) as Answer).slots.map((s) => s.item.sku);
}

describe('custom API personalization/recommendations', () => {
  it('answers the widget data of a recommender, cacheable for a minute', async () => {
    const res = await t.app.request(
      url('siteId=SoloUS&locale=en-US&recommender=complete-the-set&productIds=pizza-peel'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      recommenderName: 'complete-the-set',
      // The Pi Pizza Bundle (oven as its master), then the Pizza Night Set, both holding the peel.
      slots: [
        'pi-pizza-oven',
        'pizza-oven-cover',
        'pizza-oven-pellets',
        'pizza-turning-peel',
        'infrared-thermometer',
      ].map((sku) => ({ item: { sku } })),
    });
  });

  it('recommends for a basket variant its accessories, set partners and category, not itself', async () => {
    const ids = await skus(
      'siteId=SoloUS&recommender=product-to-product-einstein&productIds=signature-fire-pit-medium-stainless',
    );
    // The merchant's accessories first, then the other parts of the Backyard Set.
    expect(ids.slice(0, 6)).toEqual([
      'fire-pit-tool-kit',
      'roasting-sticks',
      'spark-screen',
      'fire-pit-lid',
      'bonfire-stand',
      'bonfire-shelter',
    ]);
    expect(ids).toContain('ranger-fire-pit');
    expect(ids).not.toContain('signature-fire-pit');
    expect(ids.some((id) => id.startsWith('signature-fire-pit-'))).toBe(false);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('completes a bundle with the masters of its variant members, in stock only', async () => {
    // The stove travel bag, an accessory of the Ranger, is out of stock.
    expect(
      await skus('siteId=SoloUS&recommender=complete-the-set&productIds=ranger-fire-pit-stainless'),
    ).toEqual(['ranger-stand', 'ranger-shelter', 'fire-pit-carry-bag', 'roasting-sticks']);
  });

  it('leaves discontinued products out of similar items', async () => {
    // Summit is in stock in the Signature's primary category, but discontinued.
    const ids = await skus(
      'siteId=SoloUS&recommender=pdp-similar-items&productIds=signature-fire-pit',
    );
    expect(ids).toEqual([
      'ranger-fire-pit',
      'bonfire-fire-pit',
      'yukon-fire-pit',
      'canyon-fire-pit',
      'heritage-fire-bowl',
    ]);
  });

  it('takes turns between the categories for products in all categories, at most 50', async () => {
    const all = await skus('siteId=SoloUS&recommender=products-in-all-categories');
    expect(all).toHaveLength(50);
    expect(all.slice(0, 3)).toEqual(['signature-fire-pit', 'lite-camp-stove', 'pi-pizza-oven']);
    expect(await skus('siteId=SoloUS&recommender=products-in-all-categories&limit=3')).toEqual(
      all.slice(0, 3),
    );
    const firePits = await skus(
      'siteId=SoloUS&recommender=products-in-all-categories&categoryId=fire-pits&limit=4',
    );
    expect(firePits).toEqual([
      'signature-fire-pit',
      'mesa-tabletop-fire-pit',
      'ranger-fire-pit',
      'mesa-xl-fire-pit',
    ]);
    expect(
      await skus('siteId=SoloUS&recommender=products-in-all-categories&categoryId=no-such'),
    ).toEqual([]);
  });

  it('answers no revenue ranking before any order', async () => {
    // The demo data holds no placed order (top-revenue.test.ts ranks some).
    const recommender = 'home-top-revenue-for-category';
    const res = await t.app.request(url(`siteId=SoloUS&recommender=${recommender}`));
    expect(await res.json()).toEqual({ recommenderName: recommender, slots: [] });
  });

  it("refuses viewed-recently-einstein without a shopper's token (viewed.test.ts answers it)", async () => {
    const res = await t.app.request(url('siteId=SoloUS&recommender=viewed-recently-einstein'));
    expect(res.status).toBe(401);
  });

  it('ignores unknown context products', async () => {
    expect(
      await skus('siteId=SoloUS&recommender=product-to-product-einstein&productIds=no-such'),
    ).toEqual([]);
  });

  it.each([
    ['siteId=SoloUS', 'recommender: Required'],
    [
      'siteId=SoloUS&recommender=top-sellers',
      'recommender: Unknown recommender "top-sellers"; valid ids: pdp-similar-items, viewed-recently-einstein, product-to-product-einstein, complete-the-set, home-top-revenue-for-category, products-in-all-categories',
    ],
    [
      'siteId=SoloUS&recommender=complete-the-set',
      'productIds: Required by recommender complete-the-set',
    ],
    [
      'siteId=SoloUS&recommender=pdp-similar-items&productIds=,',
      'productIds: must name at least one id',
    ],
    ['siteId=SoloUS&recommender=products-in-all-categories&limit=0', 'limit: must be at least 1'],
    ['siteId=SoloUS&recommender=products-in-all-categories&limit=51', 'limit: must be at most 50'],
    [
      'siteId=SoloUS&recommender=products-in-all-categories&limit=2.5',
      'limit: must be a whole number',
    ],
    ['recommender=products-in-all-categories', 'siteId: Required'],
  ])('refuses %s with a problem naming the field', async (query, detail) => {
    const res = await t.app.request(url(query));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as { detail: string; invalidFields: Array<{ name: string }> };
    expect(body.detail).toBe(detail);
    expect(body.invalidFields[0]?.name).toBe(detail.split(':')[0]);
  });

  it('refuses more than 50 context products', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    const res = await t.app.request(
      url(`siteId=SoloUS&recommender=pdp-similar-items&productIds=${ids}`),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^productIds: at most 50/);
  });

  it('answers 404 for another organization', async () => {
    const res = await t.app.request(
      url('siteId=SoloUS&recommender=products-in-all-categories', 'other_org'),
    );
    expect(res.status).toBe(404);
  });
});
