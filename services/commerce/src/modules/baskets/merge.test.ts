import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  CUSTOMERS,
  add,
  call,
  guest,
  linesOf,
  newBasket,
  ok,
  problemOf,
  registered,
  seedBasketCatalog,
  signIn,
} from './basket-testing.ts';
import { seedSubscriptionProduct } from '../subscriptions/subscriptions-testing.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  await seedSubscriptionProduct(t.db.db);
});
afterAll(() => t.close());

const MERGE = `${BASKETS}/actions/merge`;

describe('merging the guest basket on sign-in', () => {
  it("creates the customer's basket from the guest basket of the same usid, and deletes the guest's", async () => {
    const g = await guest(t);
    const guestBasket = await newBasket(t, g, { c_containsEtching: true });
    await ok(
      call(t, 'PUT', `${BASKETS}/${guestBasket.basketId}/customer`, g.token, {
        email: 'g@example.com',
      }),
    );
    await ok(
      add(t, g, guestBasket.basketId ?? '', [
        { productId: 'log-rack', quantity: 2 },
        { productId: 'ember-kit', quantity: 1 },
      ]),
    );
    const ada = await registered(t, 'ada.merge@example.com', g);
    expect(ada.usid).toBe(g.usid);
    const merged = await ok(call(t, 'POST', `${MERGE}?createDestinationBasket=true`, ada.token));
    expect(merged.basketId).not.toBe(guestBasket.basketId);
    expect(merged.customerInfo).toEqual({ customerId: ada.customerId });
    expect(merged).toMatchObject({ c_containsEtching: true, productSubTotal: 114.98 });
    expect(linesOf(merged)).toEqual([
      ['log-rack', 2],
      ['ember-kit', 1],
    ]);
    expect((await call(t, 'GET', `${BASKETS}/${guestBasket.basketId}`, g.token)).status).toBe(404);
    const listed = await ok<{ baskets: WireBasket[] }>(
      call(t, 'GET', `${CUSTOMERS}/${ada.customerId}/baskets`, ada.token),
    );
    expect(listed.baskets.map((b) => b.basketId)).toEqual([merged.basketId]);
    // Nothing left to merge: the customer's basket is answered as it is.
    const again = await ok(call(t, 'POST', MERGE, ada.token));
    expect(again).toEqual({ ...merged, lastModified: again.lastModified });
  });

  it("merges into the customer's newest basket, the higher quantity by default", async () => {
    await registered(t, 'bo.merge@example.com');
    const before = await signIn(t, 'bo.merge@example.com');
    const saved = await newBasket(t, before);
    await ok(
      add(t, before, saved.basketId ?? '', [
        { productId: 'log-rack', quantity: 1, c_giftWrap: true },
        { productId: 'pit-small', quantity: 1 },
      ]),
    );
    const g = await guest(t);
    const guestBasket = await newBasket(t, g);
    await ok(
      add(t, g, guestBasket.basketId ?? '', [
        { productId: 'log-rack', quantity: 3 },
        {
          productId: 'pit-small',
          quantity: 1,
          optionItems: [{ optionId: 'etchingType', optionValueId: 'customText' }],
          c_etchingText: 'Bo',
        },
      ]),
    );
    const bo = await signIn(t, 'bo.merge@example.com', g);
    const merged = await ok(call(t, 'POST', MERGE, bo.token));
    expect(merged.basketId).toBe(saved.basketId);
    expect(merged.productItems).toMatchObject([
      { productId: 'log-rack', quantity: 3, c_giftWrap: true },
      { productId: 'pit-small', quantity: 1, optionItems: [{ optionValueId: 'noEtching' }] },
      { productId: 'pit-small', quantity: 1, optionItems: [{ optionValueId: 'customText' }] },
    ]);
  });

  it('keeps a subscription line’s frequency, apart from a one-time or other-frequency line', async () => {
    await registered(t, 'di.merge@example.com');
    const before = await signIn(t, 'di.merge@example.com');
    const saved = await newBasket(t, before);
    await ok(
      add(t, before, saved.basketId ?? '', [
        { productId: 'pellets', quantity: 1 },
        { productId: 'pellets', quantity: 1, c_subscriptionFrequency: '3_3' },
      ]),
    );
    const g = await guest(t);
    const guestBasket = await newBasket(t, g);
    await ok(
      add(t, g, guestBasket.basketId ?? '', [
        { productId: 'pellets', quantity: 2, c_subscriptionFrequency: '1_3' },
        { productId: 'pellets', quantity: 4, c_subscriptionFrequency: '3_3' },
      ]),
    );
    const di = await signIn(t, 'di.merge@example.com', g);
    const merged = await ok(call(t, 'POST', MERGE, di.token));
    expect(merged.c_isSubscriptionProductInBasket).toBe(true);
    expect(
      merged.productItems?.map((i): unknown[] => [i.quantity, i.c_subscriptionFrequency, i.price]),
    ).toEqual([
      [1, undefined, 20],
      [4, '3_3', 72],
      [2, '1_3', 36],
    ]);
  });

  it('sums quantities when asked, up to what may be ordered', async () => {
    await registered(t, 'cy.merge@example.com');
    const before = await signIn(t, 'cy.merge@example.com');
    const saved = await newBasket(t, before);
    await ok(
      add(t, before, saved.basketId ?? '', [
        { productId: 'log-rack', quantity: 4 },
        { productId: 'ember-kit', quantity: 1 },
      ]),
    );
    const g = await guest(t);
    const guestBasket = await newBasket(t, g);
    await ok(
      add(t, g, guestBasket.basketId ?? '', [
        { productId: 'log-rack', quantity: 3 },
        { productId: 'ember-kit', quantity: 2 },
      ]),
    );
    const cy = await signIn(t, 'cy.merge@example.com', g);
    const merged = await ok(
      call(t, 'POST', `${MERGE}?productItemMergeMode=sum_quantities`, cy.token),
    );
    // log-rack: 4 + 3 is more than the 5 per order allowed.
    expect(linesOf(merged)).toEqual([
      ['log-rack', 5],
      ['ember-kit', 3],
    ]);
  });

  it('answers 409 without a basket to merge into unless asked to create one', async () => {
    const g = await guest(t);
    const guestBasket = await newBasket(t, g);
    await ok(add(t, g, guestBasket.basketId ?? '', [{ productId: 'log-rack', quantity: 1 }]));
    const dee = await registered(t, 'dee.merge@example.com', g);
    const refused = await call(t, 'POST', MERGE, dee.token);
    expect(refused.status).toBe(409);
    expect(await problemOf(refused)).toMatchObject({ title: 'Basket Merge Exception' });
    expect((await call(t, 'GET', `${BASKETS}/${guestBasket.basketId}`, g.token)).status).toBe(200);
  });

  it('refuses a guest token, bad parameters, and never takes a basket of another usid', async () => {
    const g = await guest(t);
    expect((await call(t, 'POST', `${MERGE}?createDestinationBasket=true`, g.token)).status).toBe(
      403,
    );
    const other = await guest(t);
    const otherBasket = await newBasket(t, other);
    await ok(add(t, other, otherBasket.basketId ?? '', [{ productId: 'log-rack', quantity: 1 }]));
    const eve = await registered(t, 'eve.merge@example.com', g);
    const bad = await call(
      t,
      'POST',
      `${MERGE}?createDestinationBasket=yes&productItemMergeMode=all`,
      eve.token,
    );
    expect(bad.status).toBe(400);
    expect(
      ((await problemOf(bad)).invalidFields as Array<{ name: string }>).map((f) => f.name),
    ).toEqual(['createDestinationBasket', 'productItemMergeMode']);
    const merged = await ok(call(t, 'POST', `${MERGE}?createDestinationBasket=true`, eve.token));
    expect(linesOf(merged)).toEqual([]);
    expect((await call(t, 'GET', `${BASKETS}/${otherBasket.basketId}`, other.token)).status).toBe(
      200,
    );
  });
});
