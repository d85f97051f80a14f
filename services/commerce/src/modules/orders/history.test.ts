import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireOrder } from './document.ts';
import type { OrderPage } from './store.ts';
import {
  ORDERS,
  call,
  guest,
  ok,
  placeOrder,
  problemOf,
  readyBasket,
  registered,
  seedBasketCatalog,
} from './orders-testing.ts';

const ORG = 'f_ecom_solo_001';
const CUSTOMERS = `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${ORG}/customers`;
const LOOKUP = `/mobify/proxy/api/custom/order/v1/organizations/${ORG}/lookup`;
const DAY = 86_400_000;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

const order = async (shopper: Awaited<ReturnType<typeof guest>>, productId = 'log-rack') => {
  const basketId = await readyBasket(t, shopper, [{ productId, quantity: 1 }]);
  return (await (await placeOrder(t, shopper, basketId)).json()) as WireOrder;
};

/** Moves an order back in time, as if it had been placed `days` ago. */
const age = (orderNo: string, days: number) =>
  t.db.db
    .update(schema.orders)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(schema.orders.orderNo, orderNo));

describe("a customer's orders", () => {
  it('lists their own orders newest first, in pages, within a date range', async () => {
    const me = await registered(t, 'history@example.com');
    const old = await order(me);
    const recent = await order(me, 'ember-kit');
    await age(old.orderNo!, 200);
    await order(await guest(t)); // someone else's
    const all = await ok<OrderPage>(
      call(t, 'GET', `${CUSTOMERS}/${me.customerId}/orders`, me.token),
    );
    expect(all.total).toBe(2);
    expect(all.data.map((o) => o.orderNo)).toEqual([recent.orderNo, old.orderNo]);
    const page = await ok<OrderPage>(
      call(t, 'GET', `${CUSTOMERS}/${me.customerId}/orders?limit=1&offset=1`, me.token),
    );
    expect([page.total, page.data.map((o) => o.orderNo)]).toEqual([2, [old.orderNo]]);
    // Spec 001 §9 "last thirty days".
    const from = new Date(Date.now() - 30 * DAY).toISOString();
    const month = await ok<OrderPage>(
      call(
        t,
        'GET',
        `${CUSTOMERS}/${me.customerId}/orders?from=${encodeURIComponent(from)}`,
        me.token,
      ),
    );
    expect(month.data.map((o) => o.orderNo)).toEqual([recent.orderNo]);
  });

  it("refuses another customer's id and names a bad parameter", async () => {
    const me = await registered(t, 'history-2@example.com');
    const other = await registered(t, 'history-3@example.com');
    const res = await call(t, 'GET', `${CUSTOMERS}/${other.customerId}/orders`, me.token);
    expect(res.status).toBe(403);
    const bad = await call(
      t,
      'GET',
      `${CUSTOMERS}/${me.customerId}/orders?limit=0&from=yesterday`,
      me.token,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await problemOf(bad))).toMatch(/limit[\s\S]*from|from[\s\S]*limit/);
  });
});

describe('Track an Order (custom API order/lookup)', () => {
  it('finds an order by number and email in any case; a miss says the same either way', async () => {
    const g = await guest(t);
    const placed = await order(g);
    const asker = await guest(t);
    const found = await ok<WireOrder>(
      call(t, 'POST', LOOKUP, asker.token, {
        orderNo: placed.orderNo,
        email: ' JORDAN@example.COM ',
      }),
    );
    expect(found.orderNo).toBe(placed.orderNo);
    const wrongEmail = await call(t, 'POST', LOOKUP, asker.token, {
      orderNo: placed.orderNo,
      email: 'someone@example.com',
    });
    const wrongNumber = await call(t, 'POST', LOOKUP, asker.token, {
      orderNo: '00000001',
      email: 'jordan@example.com',
    });
    expect([wrongEmail.status, wrongNumber.status]).toEqual([404, 404]);
    expect((await problemOf(wrongEmail)).detail).toBe((await problemOf(wrongNumber)).detail);
    const invalid = await call(t, 'POST', LOOKUP, asker.token, { orderNo: '', email: 'x' });
    expect(invalid.status).toBe(400);
    const names = ((await problemOf(invalid)).invalidFields as Array<{ name: string }>).map(
      (f) => f.name,
    );
    expect(names.sort()).toEqual(['email', 'orderNo']);
    expect((await call(t, 'POST', LOOKUP, null, { orderNo: placed.orderNo })).status).toBe(401);
  });

  it('reads an order placed on another site as unknown', async () => {
    const g = await guest(t);
    const placed = await order(g);
    const res = await t.app.request(`${ORDERS}/${placed.orderNo}?siteId=SoloCA`, {
      headers: { authorization: `Bearer ${g.token}` },
    });
    // The US token is refused on the Canadian site before the order is looked at.
    expect(res.status).toBe(403);
  });
});
