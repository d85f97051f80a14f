import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@solo/db';
import { PRODUCT_DEFS } from '@solo/fixtures';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { findSite } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { EXPANDS, type ReadOptions } from './context.ts';
import { readProducts } from './products.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

/** The database with every `select` counted: each builds exactly one query. */
function counting(db: Database) {
  const counter = { queries: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'select') counter.queries++;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

const site = findSite('SoloUS')!;
const options: ReadOptions = {
  site,
  locale: 'en-US',
  currency: 'USD',
  expand: new Set(EXPANDS),
  allImages: true,
  perPricebook: false,
  tile: false,
  now: new Date(),
};
const log = { warn: () => {} };

describe('queries per read', () => {
  it('reads a product page in a handful of queries, whatever its kind', async () => {
    for (const [id, max] of [
      // The product graph's levels, then prices, stock, categories, promotions and ratings.
      ['natural-fire-starters', 7],
      ['signature-fire-pit', 7],
      ['signature-fire-pit-small-ash', 8],
      ['backyard-set', 8],
      // bundle → bundled variant → its master: three levels
      ['ranger-backyard-bundle', 9],
    ] as const) {
      const { db, counter } = counting(t.db.db);
      const [product] = await readProducts(db, [id], options, log);
      expect(product?.id).toBe(id);
      expect(counter.queries, id).toBeLessThanOrEqual(max);
    }
  });

  it('reads 24 products of every kind in as many queries as one', async () => {
    const ids = PRODUCT_DEFS.filter((d) => d.type !== 'master')
      .slice(0, 12)
      .map((d) => d.id)
      .concat(
        PRODUCT_DEFS.filter((d) => d.type === 'master')
          .slice(0, 12)
          .map((d) => d.id),
      );
    expect(ids).toHaveLength(24);
    const { db, counter } = counting(t.db.db);
    const data = await readProducts(db, ids, { ...options, tile: true }, log);
    expect(data.map((p) => p.id)).toEqual(ids);
    expect(counter.queries).toBeLessThanOrEqual(9);
  });
});
