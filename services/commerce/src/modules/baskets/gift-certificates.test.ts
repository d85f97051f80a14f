/** Gift certificate items of baskets (spec 001 §3, §5, §7, §8, §9), on the demo data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  CUSTOMERS,
  call,
  fieldNames,
  guest,
  ok,
  problemOf,
  registered,
  signIn,
  type TestShopper,
} from './basket-testing.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let g: TestShopper;
let other: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  g = await guest(t);
  other = await guest(t);
});
afterAll(() => t.close());

/** A new basket of `s` holding `items`; the shopper's earlier baskets are deleted (the quota). */
async function basketWith(items: unknown[], s = g): Promise<WireBasket> {
  const listed = await ok<{ baskets: WireBasket[] }>(
    call(t, 'GET', `${CUSTOMERS}/${s.customerId}/baskets`, s.token),
  );
  for (const b of listed.baskets) await call(t, 'DELETE', `${BASKETS}/${b.basketId}`, s.token);
  const b = await ok(call(t, 'POST', BASKETS, s.token, {}));
  return items.length ? ok(call(t, 'POST', `${BASKETS}/${b.basketId}/items`, s.token, items)) : b;
}

const card = {
  amount: 100,
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam Ember',
  senderName: 'Alex',
  message: 'Happy birthday 1732460000000',
  shipmentId: 'me',
  c_variantID: 'e-gift-card',
  c_productImageUrl: '/images/e-gift-card.png',
  c_cartImageUrl: '{"src":"/images/e-gift-card.png"}',
};

const gifts = (b: WireBasket) => `${BASKETS}/${b.basketId}/gift-certificate-items`;
const addCard = (b: WireBasket, body: unknown = card, s = g) =>
  call(t, 'POST', gifts(b), s.token, body);
const cents = (n: number | undefined) => Math.round((n ?? NaN) * 100);

describe('gift certificate items', () => {
  it('adds a gift card in the Shopper Baskets shape: in the order total only, no shipping or tax', async () => {
    const b = await ok(addCard(await basketWith([])));
    expect(b.giftCertificateItems).toEqual([
      {
        giftCertificateItemId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
        amount: 100,
        recipientEmail: 'sam@example.com',
        recipientName: 'Sam Ember',
        senderName: 'Alex',
        message: 'Happy birthday 1732460000000',
        shipmentId: 'me',
        c_variantID: 'e-gift-card',
        c_productImageUrl: '/images/e-gift-card.png',
        c_cartImageUrl: '{"src":"/images/e-gift-card.png"}',
      },
    ]);
    expect(b).toMatchObject({ productSubTotal: 0, productTotal: 0, taxTotal: 0, orderTotal: 100 });
    // Only gift certificates: nothing ships, so no shipping cost and no free-shipping approach.
    expect(b.shippingTotal).toBeUndefined();
    expect(b.shipments).toEqual([{ shipmentId: 'me' }]);
    expect(b.productItems).toEqual([]);
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.giftCertificateItems).toEqual(b.giftCertificateItems);
  });

  it('leaves shipping, tax, free-shipping approach and order promotions to the products', async () => {
    const peel = await basketWith([{ productId: 'pizza-peel', quantity: 1 }]);
    const sub = cents(peel.productSubTotal);
    expect(sub).toBeLessThan(10000);
    const b = await ok(addCard(peel, { ...card, amount: 500 }));
    expect(cents(b.productSubTotal)).toBe(sub);
    expect(b.shippingTotal).toBe(9.99);
    expect(cents(b.taxTotal)).toBe(cents(peel.taxTotal));
    expect(cents(b.orderTotal)).toBe(cents(peel.orderTotal) + 50000);
    expect(b.c_approach).toMatchObject({
      currentShippingApproach: { buyAmount: (10000 - sub) / 100 },
      appliedShippingApproach: null,
    });
    const coupon = await ok(
      call(t, 'POST', `${BASKETS}/${b.basketId}/coupons`, g.token, { code: 'SAVE10' }),
    );
    const off = Math.round(sub * 0.1);
    expect(coupon.orderPriceAdjustments).toEqual([
      expect.objectContaining({ promotionId: 'save10-order', price: -off / 100 }),
    ]);
    expect(cents(coupon.orderTotal) - cents(coupon.productTotal)).toBe(
      cents(coupon.shippingTotal) + cents(coupon.taxTotal) + 50000,
    );
  });

  it('refuses bad input with problem+json naming each field, and keeps the basket as it was', async () => {
    const b = await basketWith([]);
    const cases: Array<[unknown, string[]]> = [
      [{ ...card, amount: 49.99 }, ['amount']],
      [{ ...card, amount: 1000.01 }, ['amount']],
      [{ ...card, amount: '100' }, ['amount']],
      [{ ...card, amount: 100.005 }, ['amount']],
      [{ recipientName: 'Sam' }, ['amount', 'recipientEmail']],
      [{ ...card, recipientEmail: 'sam@example' }, ['recipientEmail']],
      [{ ...card, recipientEmail: `${'s'.repeat(40)}@example.com` }, ['recipientEmail']],
      [
        { ...card, recipientName: 'x'.repeat(51), senderName: ' ' },
        ['recipientName', 'senderName'],
      ],
      [{ ...card, message: 'm'.repeat(4001) }, ['message']],
      [{ ...card, shipmentId: 'elsewhere' }, ['shipmentId']],
      [{ ...card, c_cartImageUrl: { src: 'x' } }, ['c_cartImageUrl']],
    ];
    for (const [body, fields] of cases) {
      const res = await addCard(b, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(fieldNames(await problemOf(res)).sort()).toEqual(fields);
    }
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.giftCertificateItems).toEqual([]);
  });

  it('holds one gift card per basket: a second add fails with the limit title', async () => {
    const b = await ok(addCard(await basketWith([])));
    const res = await addCard(b, { ...card, amount: 50, recipientName: 'Kim' });
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toMatchObject({
      type: '/errors/gift-certificate-limit-exceeded',
      title: 'Gift certificate limit exceeded',
    });
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.giftCertificateItems?.map((i) => i.recipientName)).toEqual(['Sam Ember']);
  });

  it('updates recipient and amount, refusing bad values; removes; unknown ids are 404', async () => {
    const b = await ok(addCard(await basketWith([])));
    const id = b.giftCertificateItems![0]!.giftCertificateItemId!;
    const path = `${gifts(b)}/${id}`;
    const changed = await ok(
      call(t, 'PATCH', path, g.token, {
        recipientName: 'Robin Alder',
        recipientEmail: 'robin@example.com',
        amount: 250,
      }),
    );
    expect(changed.giftCertificateItems).toEqual([
      expect.objectContaining({
        giftCertificateItemId: id,
        recipientName: 'Robin Alder',
        recipientEmail: 'robin@example.com',
        amount: 250,
        senderName: 'Alex',
        c_variantID: 'e-gift-card',
      }),
    ]);
    expect(changed.orderTotal).toBe(250);
    const bad = await call(t, 'PATCH', path, g.token, { recipientName: '', recipientEmail: 'x' });
    expect(bad.status).toBe(400);
    expect(fieldNames(await problemOf(bad)).sort()).toEqual(['recipientEmail', 'recipientName']);
    expect((await call(t, 'PATCH', `${gifts(b)}/nope`, g.token, { amount: 60 })).status).toBe(404);
    const removed = await ok(call(t, 'DELETE', path, g.token));
    expect(removed).toMatchObject({ giftCertificateItems: [], orderTotal: 0 });
    const again = await call(t, 'DELETE', path, g.token);
    expect(again.status).toBe(404);
    expect((await problemOf(again)).title).toBe('Gift Certificate Item Not Found');
  });

  it("answers 404 for another shopper's basket and changes nothing", async () => {
    const b = await ok(addCard(await basketWith([])));
    const path = `${gifts(b)}/${b.giftCertificateItems![0]!.giftCertificateItemId}`;
    for (const res of [
      await addCard(b, card, other),
      await call(t, 'PATCH', path, other.token, { recipientName: 'Mallory' }),
      await call(t, 'DELETE', path, other.token),
    ]) {
      expect(res.status).toBe(404);
      expect((await problemOf(res)).title).toBe('Basket Not Found');
    }
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.giftCertificateItems).toEqual(b.giftCertificateItems);
    expect((await call(t, 'POST', gifts(b), null, card)).status).toBe(401);
  });
});

describe('merge on sign-in', () => {
  const merge = (s: TestShopper) =>
    ok(call(t, 'POST', `${BASKETS}/actions/merge?createDestinationBasket=true`, s.token));

  it("carries the guest's gift card into the customer's basket", async () => {
    const shopper = await guest(t);
    await ok(addCard(await basketWith([], shopper), card, shopper));
    const customer = await registered(t, 'gift.merge@example.com', shopper);
    const merged = await merge(customer);
    expect(merged.giftCertificateItems).toEqual([
      expect.objectContaining({
        amount: 100,
        recipientName: 'Sam Ember',
        c_variantID: 'e-gift-card',
      }),
    ]);
    expect(merged.orderTotal).toBe(100);
  });

  it('keeps the customer’s own gift card when both baskets hold one (one per basket)', async () => {
    const customer = await registered(t, 'gift.both@example.com');
    await ok(addCard(await basketWith([], customer), { ...card, recipientName: 'Own' }, customer));
    const shopper = await guest(t);
    await ok(addCard(await basketWith([], shopper), { ...card, recipientName: 'Guest' }, shopper));
    // The customer signs in again, now carrying the guest's usid.
    const signed = await signIn(t, 'gift.both@example.com', shopper);
    const merged = await merge(signed);
    expect(merged.giftCertificateItems?.map((i) => i.recipientName)).toEqual(['Own']);
  });
});
