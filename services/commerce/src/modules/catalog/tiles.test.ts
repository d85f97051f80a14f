import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import type { AppEnv } from '../../http/context.ts';
import { handleError } from '../../http/errors.ts';
import { requestContext } from '../../http/request-context.ts';
import { shopperApi } from '../../http/routing.ts';
import { createLogger } from '../../logger.ts';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { getJson, type Product } from './catalog-testing.ts';
import { catalogReads } from './products.ts';
import { catalogRoutes } from './routes.ts';
import { outboxMailer } from '../mail/index.ts';
import { createSandboxGateway } from '../payments/index.ts';
import { createTtlCache, TILE_CACHE_TTL_MS } from './tile-cache.ts';

type Result = { data: Product[] };
const TILES =
  '/products?siteId=SoloUS&ids=mesa-tabletop-fire-pit,lite-camp-stove&c_productTilesPricing=true';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

const setLitePrice = (amount: number) =>
  t.db.db
    .update(prices)
    .set({ amount })
    .where(and(eq(prices.productId, 'lite-camp-stove'), eq(prices.priceBookId, 'usd-list')));

/** The catalog routes alone, with a tile cache on a clock the test moves. */
function appWithClock() {
  const clock = { now: 0 };
  const app = new Hono<AppEnv>();
  app.use(
    requestContext({
      db: t.db.db,
      config: t.config,
      logger: createLogger('silent'),
      mailer: outboxMailer(t.db.db),
      payments: createSandboxGateway(t.db.db),
      reads: catalogReads(),
    }),
  );
  app.onError(handleError);
  const tileCache = createTtlCache<unknown>({
    ttlMs: TILE_CACHE_TTL_MS,
    maxEntries: 10,
    now: () => clock.now,
  });
  shopperApi(app, 'product/shopper-products/v1', catalogRoutes({ tileCache }));
  return { app, clock };
}

describe('tile pricing (c_productTilesPricing=true)', () => {
  it('answers the tile projection with five minutes of public caching', async () => {
    const { headers, body } = await getJson<Result>(t.app, TILES);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    const mesa = body.data[0];
    expect(mesa?.imageGroups).toHaveLength(13);
    for (const group of mesa?.imageGroups ?? []) {
      expect(group.viewType).toBe('large');
      expect(group.images).toHaveLength(2);
    }
    const cVariants = mesa?.c_variants as Array<{ image_groups: Array<{ images: unknown[] }> }>;
    expect(cVariants[0]?.image_groups[0]?.images).toHaveLength(2);
    expect(body.data[1]).toMatchObject({
      price: 69.99,
      productPromotions: [{ promotionalPrice: 59.49 }],
    });
    const plain = await getJson(
      t.app,
      '/products/mesa-tabletop-fire-pit?siteId=SoloUS&allImages=true',
    );
    expect(plain.headers.get('cache-control')).toBeNull();
    expect(plain.body.imageGroups?.[0]?.images).toHaveLength(4);
  });

  it('serves the same query from the cache, other queries fresh', async () => {
    const first = await getJson<Result>(t.app, `${TILES}&locale=en-US`);
    await setLitePrice(5999);
    const second = await getJson<Result>(t.app, `${TILES}&locale=en-US`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    // the same parameters in another order are the same query
    const reordered = await getJson<Result>(
      t.app,
      `/products?locale=en-US&c_productTilesPricing=true&ids=mesa-tabletop-fire-pit,lite-camp-stove&siteId=SoloUS`,
    );
    expect(reordered.headers.get('x-cache')).toBe('HIT');
    const fresh = await getJson<Result>(t.app, '/products?siteId=SoloUS&ids=lite-camp-stove');
    expect(fresh.body.data[0]?.price).toBe(59.99);
    await setLitePrice(6999);
  });

  it('reloads once the five minutes have passed', async () => {
    const { app, clock } = appWithClock();
    const read = async () => {
      const res = await app.request(
        `/mobify/proxy/api/product/shopper-products/v1/organizations/f_ecom_solo_001${TILES}`,
      );
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as Result };
    };
    expect((await read()).cache).toBe('MISS');
    await setLitePrice(4999);
    clock.now = TILE_CACHE_TTL_MS - 1;
    const cached = await read();
    expect([cached.cache, cached.body.data[1]?.price]).toEqual(['HIT', 69.99]);
    clock.now = TILE_CACHE_TTL_MS;
    const reloaded = await read();
    expect([reloaded.cache, reloaded.body.data[1]?.price]).toEqual(['MISS', 49.99]);
    await setLitePrice(6999);
  });
});
