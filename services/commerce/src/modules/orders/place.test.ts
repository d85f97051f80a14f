import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireOrder } from './document.ts';
import {
  CARDS,
  ORDERS,
  call,
  cardNonce,
  guest,
  ok,
  payWith,
  placeOrder,
  problemOf,
  readyBasket,
  registered,
  seedBasketCatalog,
  stockOf,
  transactions,
} from './orders-testing.ts';

const BASKETS =
  '/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/f_ecom_solo_001/baskets';

let t: TestCommerce;
beforeAll(async () => {
  // The timeout card answers after the configured delay: a short one keeps the file from idling
  // ten seconds per database (the delay itself is the gateway's own test).
  t = await createTestCommerce({ env: { PAYMENTS_SANDBOX_TIMEOUT_MS: '200' } });
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

const ordersOf = (basketId: string) =>
  t.db.db.select().from(schema.orderRequests).where(eq(schema.orderRequests.basketId, basketId));

/** Every authorisation still standing belongs to an order (spec: no charge without an order). */
async function expectNoChargeWithoutOrder() {
  const orderNos = new Set((await t.db.db.select().from(schema.orders)).map((o) => o.orderNo));
  const standing = (await transactions(t)).filter((x) => x.status === 'authorized');
  expect(standing.filter((x) => !orderNos.has(x.reference ?? ''))).toEqual([]);
}

describe('placing an order', () => {
  it('prices the basket, takes the stock, authorises the total and closes the basket', async () => {
    const g = await guest(t);
    const before = await stockOf(t, 'log-rack');
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 2 }]);
    const basket = await ok(call(t, 'GET', `${BASKETS}/${basketId}`, g.token));
    const res = await placeOrder(t, g, basketId);
    expect(res.status).toBe(201);
    const order = (await res.json()) as WireOrder;
    expect(order.orderNo).toMatch(/^\d{8}$/);
    expect(order.orderToken).toMatch(/^[\w-]{32}$/);
    expect(order).toMatchObject({
      status: 'new',
      c_status: 'ordered',
      currency: 'USD',
      orderTotal: basket.orderTotal,
      productSubTotal: 99.98,
      customerInfo: { email: 'Jordan@Example.com' },
    });
    expect(order.shipments?.[0]?.shippingAddress?.city).toBe('Austin');
    expect(order.paymentInstruments?.[0]).toMatchObject({
      paymentCard: { maskedNumber: '************1111' },
      c_transactionStatus: 'authorized',
    });
    expect(JSON.stringify(order)).not.toContain('4111111111111111');
    expect(await stockOf(t, 'log-rack')).toBe(before! - 2);
    expect((await call(t, 'GET', `${BASKETS}/${basketId}`, g.token)).status).toBe(404);
    const [charge] = (await transactions(t)).filter((x) => x.reference === order.orderNo);
    expect(charge).toMatchObject({
      status: 'authorized',
      amount: Math.round(order.orderTotal! * 100),
    });
    // The owner reads it; another shopper gets the same 404 as for an unknown number.
    await expect(ok(call(t, 'GET', `${ORDERS}/${order.orderNo}`, g.token))).resolves.toMatchObject({
      orderNo: order.orderNo,
    });
    const other = await guest(t);
    const theirs = await call(t, 'GET', `${ORDERS}/${order.orderNo}`, other.token);
    const unknown = await call(t, 'GET', `${ORDERS}/99999999`, other.token);
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect((await problemOf(theirs)).title).toBe((await problemOf(unknown)).title);
  });

  it('answers a retry with the same order and never charges twice', async () => {
    const g = await guest(t);
    const before = await stockOf(t, 'ember-kit');
    const basketId = await readyBasket(t, g, [{ productId: 'ember-kit', quantity: 1 }]);
    const first = await placeOrder(t, g, basketId, 'checkout-attempt-0001');
    const again = await placeOrder(t, g, basketId, 'checkout-attempt-0001');
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = [(await first.json()) as WireOrder, (await again.json()) as WireOrder];
    expect(b.orderNo).toBe(a.orderNo);
    expect(b.orderToken).toBe(a.orderToken);
    expect(await stockOf(t, 'ember-kit')).toBe(before! - 1);
    expect((await transactions(t)).filter((x) => x.reference === a.orderNo)).toHaveLength(1);
    // Without a key, the basket is the key: a repeated call finds the order too.
    const g2 = await guest(t);
    const id2 = await readyBasket(t, g2, [{ productId: 'ember-kit', quantity: 1 }]);
    const c1 = (await (await placeOrder(t, g2, id2)).json()) as WireOrder;
    const c2 = await placeOrder(t, g2, id2);
    expect(c2.status).toBe(200);
    expect(((await c2.json()) as WireOrder).orderNo).toBe(c1.orderNo);
    // A key is the shopper's for one basket.
    const id3 = await readyBasket(t, g, [{ productId: 'ember-kit', quantity: 1 }]);
    const reused = await placeOrder(t, g, id3, 'checkout-attempt-0001');
    expect(reused.status).toBe(422);
  });

  it('names what the basket still lacks and takes nothing', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    await t.db.db
      .delete(schema.basketShipments)
      .where(eq(schema.basketShipments.basketId, basketId));
    await t.db.db
      .update(schema.baskets)
      .set({ billingAddress: { countryCode: 'US', city: 'Austin' } })
      .where(eq(schema.baskets.id, basketId));
    const before = await stockOf(t, 'log-rack');
    const res = await placeOrder(t, g, basketId);
    expect(res.status).toBe(400);
    const names = ((await problemOf(res)).invalidFields as Array<{ name: string }>).map(
      (f) => f.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'shipments[0].shippingAddress',
        'billingAddress.firstName',
        'billingAddress.address1',
      ]),
    );
    expect(await stockOf(t, 'log-rack')).toBe(before);
    expect(await ordersOf(basketId)).toEqual([]);
  });

  it.each([
    ['declined', CARDS.decline, 402, 'declined'],
    ['declined for insufficient funds', CARDS.insufficientFunds, 402, 'insufficient_funds'],
    ['timed out at the gateway', CARDS.timeout, 504, 'gateway_timeout'],
  ])(
    'a card %s leaves no order, gives the stock back and keeps the basket',
    async (_, card, status, reason) => {
      const g = await guest(t);
      const before = await stockOf(t, 'pit-small');
      const basketId = await readyBasket(t, g, [{ productId: 'pit-small', quantity: 1 }], card);
      const basket = await ok(call(t, 'GET', `${BASKETS}/${basketId}`, g.token));
      const res = await placeOrder(t, g, basketId);
      expect(res.status).toBe(status);
      expect(await problemOf(res)).toMatchObject({ reason });
      expect(await stockOf(t, 'pit-small')).toBe(before);
      const after = await ok(call(t, 'GET', `${BASKETS}/${basketId}`, g.token));
      expect(after.productItems).toEqual(basket.productItems);
      expect(
        await t.db.db.select().from(schema.orders).where(eq(schema.orders.ownerId, g.usid)),
      ).toEqual([]);
      await expectNoChargeWithoutOrder();
      // Then a good card places it.
      await payWith(t, basketId, CARDS.approve);
      expect((await placeOrder(t, g, basketId)).status).toBe(201);
      expect(await stockOf(t, 'pit-small')).toBe(before! - 1);
    },
  );

  it("pays with a registered customer's saved card, and only their own", async () => {
    const me = await registered(t, 'saved-card@example.com');
    const cards = `/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_solo_001/customers`;
    const saved = await ok<{ paymentInstrumentId: string }>(
      call(t, 'POST', `${cards}/${me.customerId}/payment-instruments`, me.token, {
        c_paymentNonce: await cardNonce(t, CARDS.approve),
      }),
    );
    const basketId = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    const instruments = `${BASKETS}/${basketId}/payment-instruments`;
    const basket = await ok(call(t, 'GET', `${BASKETS}/${basketId}`, me.token));
    const old = basket.paymentInstruments![0]!.paymentInstrumentId!;
    await ok(call(t, 'DELETE', `${instruments}/${old}`, me.token));
    const withSaved = await ok(
      call(t, 'POST', instruments, me.token, {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: {
          cardType: 'Visa',
          maskedNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2030,
          holder: 'Jordan Miller',
        },
        customerPaymentInstrumentId: saved.paymentInstrumentId,
      }),
    );
    expect(withSaved.paymentInstruments?.[0]).toMatchObject({
      customerPaymentInstrumentId: saved.paymentInstrumentId,
      c_paymentNonceSet: false,
    });
    const res = await placeOrder(t, me, basketId);
    expect(res.status).toBe(201);
    // Someone else's stored method pays nothing; a guest cannot name one at all.
    const thief = await registered(t, 'not-the-owner@example.com');
    const theirs = await readyBasket(t, thief, [{ productId: 'log-rack', quantity: 1 }]);
    const theirBasket = await ok(call(t, 'GET', `${BASKETS}/${theirs}`, thief.token));
    const theirInstrument = theirBasket.paymentInstruments![0]!.paymentInstrumentId!;
    const named = await call(
      t,
      'PATCH',
      `${BASKETS}/${theirs}/payment-instruments/${theirInstrument}`,
      thief.token,
      { customerPaymentInstrumentId: saved.paymentInstrumentId },
    );
    expect(named.status).toBe(400);
    expect((await problemOf(named)).invalidFields).toEqual([
      {
        name: 'customerPaymentInstrumentId',
        reason: 'is not a saved payment method of this customer',
      },
    ]);
    // However it got into the basket, the authorisation refuses it.
    await t.db.db
      .update(schema.basketPaymentInstruments)
      .set({ paymentNonce: null, customerPaymentInstrumentId: saved.paymentInstrumentId })
      .where(eq(schema.basketPaymentInstruments.id, theirInstrument));
    const refused = await placeOrder(t, thief, theirs);
    expect(refused.status).toBe(400);
    expect(await problemOf(refused)).toMatchObject({ title: 'Invalid Payment' });
    await expectNoChargeWithoutOrder();
    const g = await guest(t);
    const guestBasket = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
    const gb = await ok(call(t, 'GET', `${BASKETS}/${guestBasket}`, g.token));
    const asGuest = await call(
      t,
      'PATCH',
      `${BASKETS}/${guestBasket}/payment-instruments/${gb.paymentInstruments![0]!.paymentInstrumentId}`,
      g.token,
      { customerPaymentInstrumentId: saved.paymentInstrumentId },
    );
    expect(asGuest.status).toBe(400);
  });

  it('refuses a basket whose stock went meanwhile, naming the product', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(t, g, [{ productId: 'few-left', quantity: 3 }]);
    // Another order took two of the three units that could be sold.
    await t.db.db
      .update(schema.inventory)
      .set({ stockLevel: 3 })
      .where(eq(schema.inventory.productId, 'few-left'));
    const res = await placeOrder(t, g, basketId);
    expect(res.status).toBe(409);
    expect(await problemOf(res)).toMatchObject({
      title: 'Product Out Of Stock',
      productIds: ['few-left'],
    });
    expect(await stockOf(t, 'few-left')).toBe(3);
    expect((await call(t, 'GET', `${BASKETS}/${basketId}`, g.token)).status).toBe(200);
  });
});
