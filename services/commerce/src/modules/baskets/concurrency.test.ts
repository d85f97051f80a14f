import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  add,
  call,
  guest,
  linesOf,
  newBasket,
  ok,
  seedBasketCatalog,
} from './basket-testing.ts';

/**
 * Parallel writes to one basket lose nothing: each runs under the basket's row lock (PostgreSQL)
 * or alone (PGlite), so every add lands on the state the previous one left.
 */
let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

describe('parallel writes to one basket', () => {
  it('keeps every line of parallel adds of different products', async () => {
    const g = await guest(t);
    const id = (await newBasket(t, g)).basketId ?? '';
    const products = ['log-rack', 'ember-kit', 'fuel-pack', 'few-left', 'pit-small', 'pit-large'];
    const answers = await Promise.all(
      products.map((productId) =>
        add(t, g, id, [{ productId, quantity: productId === 'fuel-pack' ? 2 : 1 }]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(products.map(() => 200));
    const basket = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(
      linesOf(basket)
        .map(([p]) => p)
        .sort(),
    ).toEqual([...products].sort());
  });

  it('adds up parallel adds of the same product exactly, in one line', async () => {
    const g = await guest(t);
    const id = (await newBasket(t, g)).basketId ?? '';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(t, g, id, [{ productId: 'ember-kit', quantity: 2 }])),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const basket = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(linesOf(basket)).toEqual([['ember-kit', 24]]);
    expect(basket.productSubTotal).toBe(360);
  });

  it('refuses exactly the adds past the maximum, never more or fewer', async () => {
    const g = await guest(t);
    const id = (await newBasket(t, g)).basketId ?? '';
    // log-rack allows 5 per order: of 8 parallel adds of 1, five pass and three are refused.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(t, g, id, [{ productId: 'log-rack', quantity: 1 }])),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(3);
    const basket = await ok(call(t, 'GET', `${BASKETS}/${id}`, g.token));
    expect(linesOf(basket)).toEqual([['log-rack', 5]]);
  });
});
