import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { findSite, type Site } from '@solo/sites';
import { createCommerceApp } from '../../http/app.ts';
import { createTestCommerce, memoryLogger, type TestCommerce } from '../../testing.ts';
import type { RecommendationsProvider } from './recommenders.ts';
import { recommend, recommendationReads } from './service.ts';

/** An engine that answers a fixed list, as a vendor's might, whatever it is asked. */
const answering = (ids: string[]): RecommendationsProvider => ({
  candidates: () => Promise.resolve(ids),
});

let t: TestCommerce;
const US = findSite('SoloUS') as Site;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

const run = (ids: string[], productIds: string[] = [], limit = 50) =>
  recommend(t.db.db, answering(ids), {
    recommender: 'product-to-product-einstein',
    site: US,
    productIds,
    limit,
  });

describe('recommend', () => {
  it('answers pages: a variant becomes its master, each once, in the engine order', async () => {
    expect(
      await run([
        'pizza-stone',
        'ranger-fire-pit-black',
        'ranger-fire-pit-stainless',
        'pizza-stone',
        'no-such-product',
      ]),
    ).toEqual(['pizza-stone', 'ranger-fire-pit']);
  });

  it("leaves out the context's own products, their masters and variants", async () => {
    const candidates = ['signature-fire-pit', 'signature-fire-pit-large-black', 'pizza-stone'];
    expect(await run(candidates, ['signature-fire-pit-medium-stainless'])).toEqual(['pizza-stone']);
    expect(await run(['ranger-fire-pit-black', 'pizza-peel'], ['ranger-fire-pit'])).toEqual([
      'pizza-peel',
    ]);
  });

  it('leaves out discontinued, non-orderable and offline products', async () => {
    // Summit is discontinued (in stock); the stove travel bag is out of stock.
    expect(await run(['summit-fire-pit', 'stove-travel-bag', 'pizza-peel'])).toEqual([
      'pizza-peel',
    ]);
    await t.db.db.update(products).set({ online: false }).where(eq(products.id, 'pizza-peel'));
    try {
      expect(await run(['pizza-peel', 'pizza-stone'])).toEqual(['pizza-stone']);
    } finally {
      await t.db.db.update(products).set({ online: true }).where(eq(products.id, 'pizza-peel'));
    }
  });

  it('treats a master whose every variant is discontinued as discontinued', async () => {
    const discontinued = sql`${products.custom} || '{"isDiscontinued": true}'::jsonb`;
    await t.db.db
      .update(products)
      .set({ custom: discontinued })
      .where(eq(products.masterId, 'ranger-fire-pit'));
    try {
      expect(await run(['ranger-fire-pit', 'pizza-stone'])).toEqual(['pizza-stone']);
    } finally {
      await t.db.db
        .update(products)
        .set({ custom: sql`${products.custom} - 'isDiscontinued'` })
        .where(eq(products.masterId, 'ranger-fire-pit'));
    }
    expect(await run(['ranger-fire-pit'])).toEqual(['ranger-fire-pit']);
  });

  it('stops at the limit, reading past unsellable candidates', async () => {
    const candidates = ['summit-fire-pit', 'stove-travel-bag', 'pizza-peel', 'pizza-stone'];
    expect(await run(candidates, [], 1)).toEqual(['pizza-peel']);
  });
});

describe('recommendation reads kept per catalog generation', () => {
  it('answer from memory until a change is heard, then see the change', async () => {
    let generation = 0;
    const reads = recommendationReads({ generation: () => generation });
    const kept = (ids: string[]) =>
      recommend(
        t.db.db,
        answering(ids),
        { recommender: 'home-top-revenue-for-category', site: US, productIds: [], limit: 50 },
        reads,
      );
    expect(await kept(['pizza-peel', 'pizza-stone'])).toEqual(['pizza-peel', 'pizza-stone']);
    await t.db.db.update(products).set({ online: false }).where(eq(products.id, 'pizza-peel'));
    try {
      // Nothing heard yet: the kept answer (the write's notice is what moves the generation).
      expect(await kept(['pizza-peel', 'pizza-stone'])).toEqual(['pizza-peel', 'pizza-stone']);
      generation++;
      expect(await kept(['pizza-peel', 'pizza-stone'])).toEqual(['pizza-stone']);
    } finally {
      await t.db.db.update(products).set({ online: true }).where(eq(products.id, 'pizza-peel'));
    }
  });
});

describe('a vendor adapter', () => {
  it('replaces the catalog engine in the app, its answers filtered the same way', async () => {
    const app = createCommerceApp({
      db: t.db,
      config: t.config,
      logger: memoryLogger().logger,
      recommendations: answering(['summit-fire-pit', 'ranger-fire-pit-black', 'pizza-stone']),
    });
    const res = await app.request(
      '/mobify/proxy/api/custom/personalization/v1/organizations/f_ecom_solo_001/recommendations?siteId=SoloUS&recommender=products-in-all-categories',
    );
    expect(await res.json()).toEqual({
      recommenderName: 'products-in-all-categories',
      slots: [{ item: { sku: 'ranger-fire-pit' } }, { item: { sku: 'pizza-stone' } }],
    });
  });
});
