/**
 * An order keeps the currency it was placed in: the shopper who paid in Swiss francs and then
 * switches to a euro locale reads the order, its lines and its charge in francs still.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, guestOn, ok, type TestShopper } from '../baskets/basket-testing.ts';
import type { WireBasket } from '../baskets/index.ts';
import { CARDS, ORDERS, payWith, transactions } from './orders-testing.ts';
import type { WireOrder } from './document.ts';

let t: TestCommerce;
let s: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  s = await guestOn(t, 'SoloEU');
});
afterAll(() => t.close());

const eu = (method: string, path: string, locale: string, body?: unknown) =>
  t.app.request(`${path}?siteId=SoloEU&locale=${locale}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const ZURICH = {
  firstName: 'Lea',
  lastName: 'Keller',
  address1: 'Bahnhofstrasse 1',
  city: 'Zürich',
  postalCode: '8001',
  countryCode: 'CH',
  phone: '+41 44 123 45 67',
};

describe('an order keeps its currency (spec 000 §4)', () => {
  it('reads an order placed in CHF in CHF after the shopper switches to de-DE', async () => {
    const basket = await ok(eu('POST', BASKETS, 'de-CH', {}));
    expect(basket.currency).toBe('CHF');
    const id = basket.basketId!;
    await ok(
      eu('POST', `${BASKETS}/${id}/items`, 'de-CH', [{ productId: 'pizza-peel', quantity: 2 }]),
    );
    await ok(eu('PUT', `${BASKETS}/${id}/customer`, 'de-CH', { email: 'lea@example.ch' }));
    await ok(eu('PUT', `${BASKETS}/${id}/shipments/me/shipping-address`, 'de-CH', ZURICH));
    await ok(eu('PUT', `${BASKETS}/${id}/billing-address`, 'de-CH', ZURICH));
    await payWith(t, id, CARDS.approve);
    const priced = await ok<WireBasket>(eu('GET', `${BASKETS}/${id}`, 'de-CH'));
    // Two peels at 39.90 CHF, standard shipping 8.90 CHF.
    expect(priced).toMatchObject({ productSubTotal: 79.8, shippingTotal: 8.9, orderTotal: 88.7 });

    const placed = await eu('POST', ORDERS, 'de-CH', { basketId: id });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as WireOrder;
    expect(order).toMatchObject({ currency: 'CHF', orderTotal: 88.7, productSubTotal: 79.8 });
    const [charge] = (await transactions(t)).filter((x) => x.reference === order.orderNo);
    expect(charge).toMatchObject({ amount: 8870, currency: 'CHF' });

    // The shopper switches to de-DE: their next basket is in euros, the order stays in francs.
    const next = await ok(eu('POST', BASKETS, 'de-DE', {}));
    expect(next.currency).toBe('EUR');
    const read = await ok<WireOrder>(eu('GET', `${ORDERS}/${order.orderNo}`, 'de-DE'));
    expect(read).toMatchObject({
      currency: 'CHF',
      orderTotal: 88.7,
      productSubTotal: 79.8,
      shippingTotal: 8.9,
    });
    expect(read.productItems?.[0]).toMatchObject({ productId: 'pizza-peel', price: 79.8 });
    const [row] = await t.db.db
      .select({ currency: schema.orders.currency, total: schema.orders.orderTotal })
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, order.orderNo!));
    expect(row).toEqual({ currency: 'CHF', total: 8870 });
  });
});
