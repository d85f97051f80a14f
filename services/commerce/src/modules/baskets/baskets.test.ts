import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  CUSTOMERS,
  add,
  call,
  fieldNames,
  guest,
  guestOn,
  newBasket,
  ok,
  problemOf,
  registered,
  seedBasketCatalog,
  type TestShopper,
} from './basket-testing.ts';
import { MAX_OPEN_BASKETS } from './constants.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let ada: TestShopper;
let bo: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  ada = await registered(t, 'ada.basket@example.com');
  bo = await registered(t, 'bo.basket@example.com');
});
afterAll(() => t.close());

describe('baskets', () => {
  it('creates an empty basket in the site currency for a guest and a registered shopper', async () => {
    const g = await guest(t);
    const basket = await newBasket(t, g, { c_containsEtching: false });
    expect(basket).toMatchObject({
      currency: 'USD',
      customerInfo: { customerId: g.customerId },
      productItems: [],
      productSubTotal: 0,
      productTotal: 0,
      c_containsEtching: false,
    });
    expect(basket.basketId).toMatch(/^[0-9a-f]{24}$/);
    // Nothing ships yet: no shipping total; tax and order total are 0.
    expect(basket).toMatchObject({ taxTotal: 0, orderTotal: 0, couponItems: [] });
    expect(basket).not.toHaveProperty('shippingTotal');
    expect(Date.parse(basket.creationDate ?? '')).not.toBeNaN();
    const mine = await newBasket(t, ada);
    expect(mine.customerInfo?.customerId).toBe(ada.customerId);
    const res = await call(t, 'GET', `${BASKETS}/${mine.basketId}`, ada.token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(mine);
  });

  it('refuses a token-less call, an unknown site and another currency', async () => {
    expect((await call(t, 'POST', BASKETS, null, {})).status).toBe(401);
    const badSite = await t.app.request(`${BASKETS}?siteId=SoloXX`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(badSite.status).toBe(400);
    expect(fieldNames(await problemOf(badSite))).toEqual(['siteId']);
    const euro = await call(t, 'POST', BASKETS, ada.token, { currency: 'EUR' });
    expect(euro.status).toBe(400);
    expect(fieldNames(await problemOf(euro))).toEqual(['currency']);
    const wrongCustom = await call(t, 'POST', BASKETS, ada.token, { c_flag: { nested: true } });
    expect(fieldNames(await problemOf(wrongCustom))).toEqual(['c_flag']);
  });

  it('answers 404 to any other shopper, for every call, and changes nothing', async () => {
    const basket = await newBasket(t, bo);
    await ok(add(t, bo, basket.basketId ?? '', [{ productId: 'log-rack', quantity: 1 }]));
    const before = await ok(call(t, 'GET', `${BASKETS}/${basket.basketId}`, bo.token));
    const itemId = before.productItems?.[0]?.itemId ?? '';
    const path = `${BASKETS}/${basket.basketId}`;
    const strangers = [ada, await guest(t)];
    for (const s of strangers) {
      const answers = await Promise.all([
        call(t, 'GET', path, s.token),
        call(t, 'PATCH', path, s.token, { c_note: 'x' }),
        call(t, 'DELETE', path, s.token),
        call(t, 'PUT', `${path}/customer`, s.token, { email: 'x@example.com' }),
        add(t, s, basket.basketId ?? '', [{ productId: 'log-rack', quantity: 1 }]),
        call(t, 'PATCH', `${path}/items`, s.token, [{ itemId, quantity: 2 }]),
        call(t, 'PATCH', `${path}/items/${itemId}`, s.token, { quantity: 2 }),
        call(t, 'DELETE', `${path}/items/${itemId}`, s.token),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(404);
        const body = await problemOf(res);
        expect(body).toMatchObject({ title: 'Basket Not Found', type: '/errors/basket-not-found' });
        expect(JSON.stringify(body)).not.toContain(bo.customerId);
      }
    }
    // A basket id that does not exist answers the same.
    const unknown = await problemOf(await call(t, 'GET', `${BASKETS}/nope`, ada.token));
    expect(unknown.title).toBe('Basket Not Found');
    expect(await ok(call(t, 'GET', path, bo.token))).toEqual(before);
  });

  it('updates custom attributes (null removes one) and the currency of the site', async () => {
    const basket = await newBasket(t, ada, { c_containsEtching: true, c_note: 'gift' });
    const path = `${BASKETS}/${basket.basketId}`;
    const updated = await ok(
      call(t, 'PATCH', path, ada.token, {
        currency: 'USD',
        c_containsEtching: false,
        c_note: null,
      }),
    );
    expect(updated).toMatchObject({ currency: 'USD', c_containsEtching: false });
    expect(updated).not.toHaveProperty('c_note');
    expect(Date.parse(updated.lastModified ?? '')).toBeGreaterThanOrEqual(
      Date.parse(basket.lastModified ?? ''),
    );
    const euro = await call(t, 'PATCH', path, ada.token, { currency: 'EUR' });
    expect(await problemOf(euro)).toMatchObject({
      status: 400,
      invalidFields: [{ name: 'currency', reason: 'SoloUS sells in USD only, got "EUR"' }],
    });
    const notJson = await t.app.request(`${path}?siteId=SoloUS`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: '{"currency":',
    });
    expect(notJson.status).toBe(400);
    await call(t, 'DELETE', path, ada.token);
  });

  it('sets the customer email, and refuses one that is not an email', async () => {
    const basket = await newBasket(t, ada);
    const path = `${BASKETS}/${basket.basketId}/customer`;
    const updated = await ok(call(t, 'PUT', path, ada.token, { email: 'ada@example.com' }));
    expect(updated.customerInfo).toEqual({ customerId: ada.customerId, email: 'ada@example.com' });
    const bad = await call(t, 'PUT', path, ada.token, { email: 'not-an-email' });
    expect(fieldNames(await problemOf(bad))).toEqual(['email']);
    const missing = await call(t, 'PUT', path, ada.token, {});
    expect(await problemOf(missing)).toMatchObject({
      invalidFields: [{ name: 'email', reason: 'Required' }],
    });
    await call(t, 'DELETE', `${BASKETS}/${basket.basketId}`, ada.token);
  });

  it('deletes a basket once', async () => {
    const basket = await newBasket(t, ada);
    const path = `${BASKETS}/${basket.basketId}`;
    expect((await call(t, 'DELETE', path, ada.token)).status).toBe(204);
    expect((await call(t, 'DELETE', path, ada.token)).status).toBe(404);
    expect((await call(t, 'GET', path, ada.token)).status).toBe(404);
  });

  it(`keeps at most ${MAX_OPEN_BASKETS} open baskets and names them when one more is asked for`, async () => {
    const cy = await registered(t, 'cy.basket@example.com');
    const made = await Promise.all(
      Array.from({ length: MAX_OPEN_BASKETS + 2 }, () => call(t, 'POST', BASKETS, cy.token, {})),
    );
    const created = made.filter((r) => r.status === 200);
    expect(created).toHaveLength(MAX_OPEN_BASKETS);
    const ids = await Promise.all(
      created.map(async (r) => ((await r.json()) as WireBasket).basketId),
    );
    const refused = await problemOf(made.find((r) => r.status === 400) ?? made[0]!);
    expect(refused).toMatchObject({
      status: 400,
      title: 'Customer Baskets Quota Exceeded',
      type: '/errors/customer-baskets-quota-exceeded',
    });
    expect([...(refused.basketIds as string[])].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(refused.detail).toContain(id);
    // The storefront deletes the listed baskets (spec 000 §8); then creating works again.
    for (const id of refused.basketIds as string[])
      expect((await call(t, 'DELETE', `${BASKETS}/${id}`, cy.token)).status).toBe(204);
    await newBasket(t, cy);
  });

  it("lists the shopper's own baskets under Shopper Customers, guests included", async () => {
    const dee = await registered(t, 'dee.basket@example.com');
    const first = await newBasket(t, dee);
    const second = await newBasket(t, dee);
    await ok(add(t, dee, first.basketId ?? '', [{ productId: 'ember-kit', quantity: 1 }]));
    const listed = await ok<{ baskets: WireBasket[]; total: number }>(
      call(t, 'GET', `${CUSTOMERS}/${dee.customerId}/baskets`, dee.token),
    );
    expect(listed.total).toBe(2);
    expect(listed.baskets.map((b) => b.basketId)).toEqual([first.basketId, second.basketId]);
    const g = await guest(t);
    const guestBasket = await newBasket(t, g);
    const own = await ok<{ baskets: WireBasket[] }>(
      call(t, 'GET', `${CUSTOMERS}/${g.customerId}/baskets`, g.token),
    );
    expect(own.baskets.map((b) => b.basketId)).toEqual([guestBasket.basketId]);
    const other = await call(t, 'GET', `${CUSTOMERS}/${dee.customerId}/baskets`, ada.token);
    expect(other.status).toBe(403);
    const byGuest = await call(t, 'GET', `${CUSTOMERS}/${dee.customerId}/baskets`, g.token);
    expect(byGuest.status).toBe(403);
  });

  it('keeps a guest basket for a new guest session of the same usid, and apart per site', async () => {
    const g = await guest(t);
    const basket = await newBasket(t, g);
    const again = await guest(t, g);
    expect(again.customerId).not.toBe(g.customerId);
    expect((await call(t, 'GET', `${BASKETS}/${basket.basketId}`, again.token)).status).toBe(200);
    const onEu = await t.app.request(`${BASKETS}/${basket.basketId}?siteId=SoloEU`, {
      headers: { authorization: `Bearer ${(await guestOn(t, 'SoloEU')).token}` },
    });
    expect(onEu.status).toBe(404);
  });
});
