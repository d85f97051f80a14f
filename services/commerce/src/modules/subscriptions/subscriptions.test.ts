import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import type { WireBasket } from '../baskets/index.ts';
import type { WireOrder } from '../orders/index.ts';
import { cardNonce } from '../orders/orders-testing.ts';
import {
  BASKETS,
  ORG,
  SUBSCRIPTIONS,
  call,
  guest,
  newBasket,
  ok,
  placeOrder,
  problemOf,
  registered,
  savedCard,
  seedBasketCatalog,
  seedSubscriptionProduct,
  subscribe,
  subscriptionBasket,
} from './subscriptions-testing.ts';
import { addMonths, monthsOf, todayOn } from './schedule.ts';
import type { WireSubscription } from './manage.ts';

const PRODUCTS = `/mobify/proxy/api/product/shopper-products/v1/organizations/${ORG}/products`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  await seedSubscriptionProduct(t.db.db);
});
afterAll(() => t.close());

describe('subscription products and basket lines', () => {
  it('shows the subscription price on a subscription product of a site that offers them', async () => {
    const g = await guest(t);
    const pellets = await ok<Record<string, unknown>>(
      call(t, 'GET', `${PRODUCTS}/pellets`, g.token),
    );
    expect(pellets).toMatchObject({ c_isSubscriptionProduct: true, c_OGsubscriptionPrice: 18 });
    const rack = await ok<Record<string, unknown>>(call(t, 'GET', `${PRODUCTS}/log-rack`, g.token));
    expect(rack.c_isSubscriptionProduct).toBe(false);
    expect(rack).not.toHaveProperty('c_OGsubscriptionPrice');
  });

  it('prices a subscription line at the subscription price, apart from a one-time line', async () => {
    const g = await guest(t);
    const { basketId } = await newBasket(t, g);
    const items = `${BASKETS}/${basketId}/items`;
    let basket = await ok(
      call(t, 'POST', items, g.token, [
        { productId: 'pellets', quantity: 2, c_subscriptionFrequency: '2_3' },
        { productId: 'pellets', quantity: 1, c_subscriptionFrequency: '0_0' },
      ]),
    );
    expect(basket.c_isSubscriptionProductInBasket).toBe(true);
    const [sub, once] = basket.productItems!;
    expect(sub).toMatchObject({ c_subscriptionFrequency: '2_3', basePrice: 18, price: 36 });
    expect(once).toMatchObject({ basePrice: 20, price: 20 });
    expect(once).not.toHaveProperty('c_subscriptionFrequency');
    // Opting out ('0_0') makes it a one-time line, priced as any.
    basket = await ok(
      call(t, 'PATCH', `${items}/${sub!.itemId}`, g.token, { c_subscriptionFrequency: '0_0' }),
    );
    expect(basket.c_isSubscriptionProductInBasket).toBe(false);
    expect(basket.productItems!.every((i) => i.basePrice === 20)).toBe(true);
  });

  it('refuses a subscription of a product that is not one, and an unknown frequency', async () => {
    const g = await guest(t);
    const { basketId } = await newBasket(t, g);
    const items = `${BASKETS}/${basketId}/items`;
    const refused = await call(t, 'POST', items, g.token, [
      { productId: 'log-rack', quantity: 1, c_subscriptionFrequency: '1_3' },
    ]);
    expect(refused.status).toBe(400);
    const problem = await problemOf(refused);
    expect(problem.type).toMatch(/subscription-not-offered$/);
    expect(problem.detail).toMatch(/log-rack is not a subscription product/);
    const wrong = await call(t, 'POST', items, g.token, [
      { productId: 'pellets', quantity: 1, c_subscriptionFrequency: '4_3' },
    ]);
    expect(wrong.status).toBe(400);
    expect((await problemOf(wrong)).detail).toMatch(/c_subscriptionFrequency: must be one of 1_3/);
    const basket = await ok<WireBasket>(call(t, 'GET', `${BASKETS}/${basketId}`, g.token));
    expect(basket.productItems ?? []).toEqual([]);
  });

  it('refuses a subscription on a site whose preferences turn subscriptions off', async () => {
    const g = await guest(t);
    const { basketId } = await newBasket(t, g);
    await t.db.db
      .insert(schema.sitePreferences)
      .values({ siteId: 'SoloUS', key: 'enableSubscriptions', value: false });
    try {
      const refused = await call(t, 'POST', `${BASKETS}/${basketId}/items`, g.token, [
        { productId: 'pellets', quantity: 1, c_subscriptionFrequency: '1_3' },
      ]);
      expect(refused.status).toBe(400);
      expect((await problemOf(refused)).type).toMatch(/subscription-not-offered$/);
      const pellets = await ok<Record<string, unknown>>(
        call(t, 'GET', `${PRODUCTS}/pellets`, g.token),
      );
      expect(pellets).not.toHaveProperty('c_OGsubscriptionPrice');
    } finally {
      await t.db.db
        .delete(schema.sitePreferences)
        .where(eq(schema.sitePreferences.siteId, 'SoloUS'));
    }
  });
});

describe('placing an order that subscribes', () => {
  it('refuses a guest and a card that is not saved, and creates nothing', async () => {
    const g = await guest(t);
    const guestBasket = await subscriptionBasket(t, g, {
      nonce: await cardNonce(t, '4111 1111 1111 1111'),
    });
    const asGuest = await placeOrder(t, g, guestBasket);
    expect(asGuest.status).toBe(400);
    expect((await problemOf(asGuest)).type).toMatch(/subscription-needs-account$/);
    const me = await registered(t, 'sub-nonce@example.com');
    const basketId = await subscriptionBasket(t, me, {
      nonce: await cardNonce(t, '4111 1111 1111 1111'),
    });
    const res = await placeOrder(t, me, basketId);
    expect(res.status).toBe(400);
    expect((await problemOf(res)).type).toMatch(/subscription-needs-saved-card$/);
    expect(
      await t.db.db
        .select()
        .from(schema.subscriptions)
        .where(eq(schema.subscriptions.customerId, me.customerId)),
    ).toEqual([]);
  });

  it('creates one subscription per subscription line with the order’s address, method and card', async () => {
    const me = await registered(t, 'sub-place@example.com');
    const { order, subscription, token } = await subscribe(t, me, '3_3');
    expect(order.productItems![0]).toMatchObject({ c_subscriptionFrequency: '3_3', price: 36 });
    const today = todayOn('SoloUS', new Date());
    expect(subscription).toMatchObject({
      customerId: me.customerId,
      siteId: 'SoloUS',
      productId: 'pellets',
      quantity: 2,
      frequency: '3_3',
      status: 'active',
      nextOrderDate: addMonths(today, monthsOf('3_3')),
      shippingMethodId: 'standard',
      paymentInstrumentId: token,
      createdFromOrderNo: order.orderNo,
    });
    expect(subscription.shippingAddress).toMatchObject({
      address1: '12 Ember Lane',
      city: 'Austin',
    });
  });
});

const url = (customerId: string, rest = '') => `${SUBSCRIPTIONS(customerId)}${rest}`;

describe('the account API of subscriptions', () => {
  it('lists, changes, skips, pauses, resumes and cancels the customer’s own subscription', async () => {
    const me = await registered(t, 'sub-api@example.com');
    const { subscription, token } = await subscribe(t, me);
    const list = await ok<{ total: number; data: WireSubscription[] }>(
      call(t, 'GET', url(me.customerId, '/subscriptions'), me.token),
    );
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: subscription.id,
      productName: 'Pellets',
      price: 18,
      currency: 'USD',
      status: 'active',
      paymentInstrument: { id: token, maskedNumber: '************1111' },
      skippedDates: [],
    });
    const one = (rest: string) => url(me.customerId, `/subscriptions/${subscription.id}${rest}`);
    const changed = await ok<WireSubscription>(
      call(t, 'PATCH', one(''), me.token, { frequency: '2_3', quantity: 4 }),
    );
    expect(changed).toMatchObject({ frequency: '2_3', quantity: 4 });
    const bad = await call(t, 'PATCH', one(''), me.token, { quantity: 21 });
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).detail).toMatch(/quantity: must be at most 20/);
    const notMine = await call(t, 'PATCH', one(''), me.token, { paymentInstrumentId: 'nope' });
    expect(notMine.status).toBe(400);
    expect((await problemOf(notMine)).detail).toMatch(
      /paymentInstrumentId: is not one of your saved/,
    );
    const badFrequency = await call(t, 'PATCH', one(''), me.token, { frequency: '0_0' });
    expect(badFrequency.status).toBe(400);

    const skipped = await ok<WireSubscription>(call(t, 'POST', one('/actions/skip'), me.token));
    expect(skipped.skippedDates).toEqual([subscription.nextOrderDate]);
    expect(skipped.nextOrderDate).toBe(
      addMonths(subscription.nextOrderDate, 2, subscription.anchorDay),
    );
    const paused = await ok<WireSubscription>(call(t, 'POST', one('/actions/pause'), me.token));
    expect(paused.status).toBe('paused');
    const resumed = await ok<WireSubscription>(call(t, 'POST', one('/actions/resume'), me.token));
    expect(resumed).toMatchObject({ status: 'active', nextOrderDate: skipped.nextOrderDate });

    const upcoming = await ok<{ ogUpcomingOrder: string | null }>(
      call(t, 'GET', url(me.customerId, '/upcoming-order'), me.token),
    );
    expect(JSON.parse(upcoming.ogUpcomingOrder!)).toEqual({
      date: skipped.nextOrderDate,
      items: [
        {
          subscriptionId: subscription.id,
          productId: 'pellets',
          productName: 'Pellets',
          quantity: 4,
          price: 18,
        },
      ],
      total: 72,
      currency: 'USD',
    });

    const canceled = await ok<WireSubscription>(call(t, 'POST', one('/actions/cancel'), me.token));
    expect(canceled.status).toBe('canceled');
    const after = await call(t, 'POST', one('/actions/resume'), me.token);
    expect(after.status).toBe(409);
    const none = await ok<{ ogUpcomingOrder: string | null }>(
      call(t, 'GET', url(me.customerId, '/upcoming-order'), me.token),
    );
    expect(none.ogUpcomingOrder).toBeNull();
  });

  it('answers 404 for another customer’s id or subscription, and 401 without a token', async () => {
    const me = await registered(t, 'sub-owner@example.com');
    const other = await registered(t, 'sub-other@example.com');
    const { subscription } = await subscribe(t, me);
    const theirs = await call(t, 'GET', url(me.customerId, '/subscriptions'), other.token);
    expect(theirs.status).toBe(404);
    for (const [method, rest, body] of [
      ['PATCH', `/subscriptions/${subscription.id}`, { quantity: 1 }],
      ['POST', `/subscriptions/${subscription.id}/actions/cancel`, undefined],
    ] as const) {
      // Through the other customer's own path: their subscription of this id does not exist.
      const res = await call(t, method, url(other.customerId, rest), other.token, body);
      expect(res.status).toBe(404);
      // Through the owner's path with the other customer's token.
      expect((await call(t, method, url(me.customerId, rest), other.token, body)).status).toBe(404);
    }
    const g = await guest(t);
    expect((await call(t, 'GET', url(me.customerId, '/subscriptions'), g.token)).status).toBe(404);
    const anonymous = await call(t, 'GET', url(me.customerId, '/subscriptions'), null);
    expect(anonymous.status).toBe(401);
    const [row] = await t.db.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'active', quantity: 2 });
    // Cards are the customer's own: another customer's saved card is refused.
    const theirCard = await savedCard(t, other.customerId);
    const res = await call(
      t,
      'PATCH',
      url(me.customerId, `/subscriptions/${subscription.id}`),
      me.token,
      {
        paymentInstrumentId: theirCard,
      },
    );
    expect(res.status).toBe(400);
  });
});

describe('the card a subscription pays with', () => {
  const cards = (customerId: string) =>
    `/mobify/proxy/api/customer/shopper-customers/v1/organizations/${ORG}/customers/${customerId}/payment-instruments`;
  type Card = { paymentInstrumentId: string; c_removable: boolean; c_paysSubscription?: true };
  const listed = async (me: { customerId: string; token: string }) =>
    (await ok<{ data: Card[] }>(call(t, 'GET', cards(me.customerId), me.token))).data;
  const remove = (me: { customerId: string; token: string }, token: string) =>
    call(t, 'DELETE', `${cards(me.customerId)}/${token}`, me.token);

  it('stays while a live subscription pays with it, and is removable once none does', async () => {
    const me = await registered(t, 'sub-card@example.com');
    const { subscription, token } = await subscribe(t, me);
    const spare = await savedCard(t, me.customerId, '5555 5555 5555 4444');
    expect(await listed(me)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paymentInstrumentId: token,
          c_removable: false,
          c_paysSubscription: true,
        }),
        expect.objectContaining({ paymentInstrumentId: spare, c_removable: true }),
      ]),
    );
    const refused = await remove(me, token);
    expect(refused.status).toBe(403);
    expect((await problemOf(refused)).detail).toMatch(/pays for a subscription/);
    // Paused still reorders later: the card stays.
    const path = url(me.customerId, `/subscriptions/${subscription.id}`);
    await ok(call(t, 'POST', `${path}/actions/pause`, me.token));
    expect((await remove(me, token)).status).toBe(403);
    // The subscription moves to the spare card: the first one may go, the spare may not.
    await ok(call(t, 'PATCH', path, me.token, { paymentInstrumentId: spare }));
    expect((await remove(me, spare)).status).toBe(403);
    expect((await remove(me, token)).status).toBe(204);
    // Canceled, it pays with nothing.
    await ok(call(t, 'POST', `${path}/actions/cancel`, me.token));
    const after = await listed(me);
    expect(after).toEqual([
      expect.objectContaining({ paymentInstrumentId: spare, c_removable: true }),
    ]);
    expect(after[0]).not.toHaveProperty('c_paysSubscription');
    expect((await remove(me, spare)).status).toBe(204);
  });

  it('keeps another customer’s subscription card out of this customer’s answers', async () => {
    const me = await registered(t, 'sub-card-2@example.com');
    const other = await registered(t, 'sub-card-3@example.com');
    const { token } = await subscribe(t, other);
    expect((await remove(me, token)).status).toBe(404);
  });
});

export type { WireOrder };
