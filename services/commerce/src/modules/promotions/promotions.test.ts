import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, promotions } from '@solo/db/schema';
import { seedDemoData } from '@solo/fixtures';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { loadActivePromotions } from './active.ts';
import { promotionsForProduct, type PromotionSubject } from './product-promotions.ts';

const DAY_MS = 86_400_000;
const url = (query: string) =>
  `/mobify/proxy/api/pricing/shopper-promotions/v1/organizations/f_ecom_solo_001/promotions${query}`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

describe('GET promotions?ids=', () => {
  it('answers the active promotions asked for, in order, with their flags', async () => {
    const res = await t.app.request(
      url('?siteId=SoloUS&ids=pizza-week,no-such-promotion,pi-oven-free-peel,save10-order'),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { limit: number; total: number; data: object[] };
    expect(body).toMatchObject({ limit: 3, total: 3 });
    expect(body.data).toEqual([
      {
        id: 'pizza-week',
        name: 'Pizza Week',
        calloutMsg: 'Pizza Week: save on Pi ovens, ends soon',
        startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        endDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        c_freeGift: false,
        c_timeSensitive: true,
      },
      {
        id: 'pi-oven-free-peel',
        name: 'Free pizza peel with a Pi oven',
        calloutMsg: 'Free Bamboo Pizza Peel with every Pi oven',
        c_freeGift: true,
        c_timeSensitive: false,
      },
      expect.objectContaining({ id: 'save10-order', c_freeGift: false }) as unknown,
    ]);
  });

  it('translates the callout, falling back to the language of its own country', async () => {
    const res = await t.app.request(url('?siteId=SoloEU&locale=fr-BE&ids=camp-stoves-15'));
    const body = (await res.json()) as { data: Array<{ calloutMsg: string; name: string }> };
    expect(body.data[0]).toMatchObject({
      name: '15 % sur les réchauds',
      calloutMsg: '15 % sur les réchauds et la batterie de camping',
    });
  });

  it('leaves out the expired coupon', async () => {
    const res = await t.app.request(url('?siteId=SoloUS&ids=summer25'));
    expect(await res.json()).toEqual({ limit: 0, total: 0, data: [] });
  });

  it('refuses more than 50 ids and a missing ids, naming the field', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    const res = await t.app.request(url(`?siteId=SoloUS&ids=${many}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: 'ids: at most 50 ids per request, got 51; request them in chunks of 50',
      invalidFields: [{ name: 'ids' }],
    });
    const none = await t.app.request(url('?siteId=SoloUS'));
    expect(((await none.json()) as { detail: string }).detail).toBe('ids: Required');
  });

  it('skips a promotion whose stored rule is not valid, and logs it', async () => {
    await t.db.db.insert(promotions).values({
      id: 'broken',
      name: 'Broken',
      rule: { type: 'product', discount: { kind: 'percent', percent: 500 } },
    });
    const res = await t.app.request(url('?siteId=SoloUS&ids=broken,save10-order'));
    const body = (await res.json()) as { data: Array<{ id: string }> };
    expect(body.data.map((p) => p.id)).toEqual(['save10-order']);
    expect(t.logs.some((l) => l.promotionId === 'broken')).toBe(true);
    await t.db.db.delete(promotions).where(eq(promotions.id, 'broken'));
  });
});

describe('product promotions on the demo data', () => {
  const now = new Date();
  let parents: Map<string, string | null>;
  beforeAll(async () => {
    const rows = await t.db.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories);
    parents = new Map(rows.map((r) => [r.id, r.parentId]));
  });
  const forSubject = async (subject: PromotionSubject, currency: 'USD' | 'EUR' = 'USD') =>
    promotionsForProduct(
      await loadActivePromotions(t.db.db, { siteId: 'SoloUS', now, withoutCoupon: true }),
      subject,
      { currency, locale: 'en-US', parents },
    );

  it('gives a Pi oven variant two promotions, the one ending soonest first', async () => {
    const subject = {
      productIds: ['pi-pizza-oven-black', 'pi-pizza-oven'],
      categoryIds: ['pizza-ovens'],
      price: 46999,
    };
    expect(await forSubject(subject)).toEqual([
      {
        promotionId: 'pizza-week',
        calloutMsg: 'Pizza Week: save on Pi ovens, ends soon',
        promotionalPrice: 41999,
      },
      { promotionId: 'pi-oven-free-peel', calloutMsg: 'Free Bamboo Pizza Peel with every Pi oven' },
    ]);
  });

  it('takes percentages off the effective price, through subcategories', async () => {
    // stove-travel-bag is in bags-covers and camp-stoves; 19.99 − 15 % = 16.99
    const promos = await forSubject({
      productIds: ['stove-travel-bag'],
      categoryIds: ['camp-stoves'],
      price: 1999,
    });
    expect(promos).toEqual([
      expect.objectContaining({ promotionId: 'camp-stoves-15', promotionalPrice: 1699 }),
    ]);
  });

  it('never shows coupon promotions on product pages', async () => {
    // FIREPIT20 selects fire-pits and its subcategories, but needs its coupon
    expect(
      await forSubject({
        productIds: ['canyon-fire-pit'],
        categoryIds: ['wood-fire-pits'],
        price: 100,
      }),
    ).toEqual([]);
  });

  it('drops an amount-off promotion in a currency it has no amount for', async () => {
    await t.db.db
      .update(promotions)
      .set({
        rule: {
          type: 'product',
          products: { productIds: ['pi-pizza-oven'] },
          discount: { kind: 'amount', amount: { USD: 5000 } },
        },
      })
      .where(eq(promotions.id, 'pizza-week'));
    const subject = { productIds: ['pi-pizza-oven'], categoryIds: [], price: 46900 };
    expect((await forSubject(subject, 'EUR')).map((p) => p.promotionId)).toEqual([
      'pi-oven-free-peel',
    ]);
    await seedDemoData(t.db.db, { force: true });
  });

  it('loads only what runs at the time asked', async () => {
    const ids = async (at: Date) =>
      (await loadActivePromotions(t.db.db, { siteId: 'SoloUS', now: at })).map((p) => p.id);
    expect(await ids(now)).toContain('pizza-week');
    expect(await ids(new Date(now.getTime() + 5 * DAY_MS))).not.toContain('pizza-week');
    // SUMMER25 ran from 90 to 30 days before the seed time
    expect(await ids(new Date(now.getTime() - 60 * DAY_MS))).toContain('summer25');
    expect(await ids(now)).not.toContain('summer25');
  });
});
