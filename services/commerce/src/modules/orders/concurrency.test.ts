import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  guest,
  placeOrder,
  readyBasket,
  seedBasketCatalog,
  stockOf,
  transactions,
} from './orders-testing.ts';

/**
 * Shoppers racing for the last units: 200 place-order calls, all at once, for 10 units of one
 * product. Exactly 10 orders, the stock at 0 and never below, and no charge without an order.
 * On PostgreSQL the calls really interleave (row locks decide); PGlite runs one at a time.
 */
const SHOPPERS = 200;
const UNITS = 10;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  await t.db.db
    .update(schema.inventory)
    .set({ stockLevel: UNITS })
    .where(eq(schema.inventory.productId, 'pit-large'));
}, 120_000);
afterAll(() => t.close());

describe('the last units', () => {
  it(`${SHOPPERS} parallel orders for ${UNITS} units: ${UNITS} orders, stock 0, no stray charge`, async () => {
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const g = await guest(t);
      shoppers.push({
        g,
        basketId: await readyBasket(t, g, [{ productId: 'pit-large', quantity: 1 }]),
      });
    }
    const answers = await Promise.all(
      shoppers.map(({ g, basketId }) => placeOrder(t, g, basketId)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - UNITS);
    const refused: unknown = await answers.find((r) => r.status === 409)!.json();
    expect(refused).toMatchObject({ title: 'Product Out Of Stock', productIds: ['pit-large'] });
    expect(await stockOf(t, 'pit-large')).toBe(0);
    const orders = await t.db.db.select().from(schema.orders);
    expect(orders).toHaveLength(UNITS);
    const charged = (await transactions(t)).filter((x) => x.status === 'authorized');
    expect(charged.map((x) => x.reference).sort()).toEqual(orders.map((o) => o.orderNo).sort());
  }, 300_000);
});
