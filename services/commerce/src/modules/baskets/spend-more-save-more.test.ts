/**
 * The seeded buy-more-save-more promotion (packages/fixtures promotions.ts): below its threshold
 * a demo basket carries the order approach the mini cart's box and bar read (spec 001 §3
 * "Approach data", §9 bar maximum); from it, 10 % comes off the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { add, BASKETS, call, guestOn, newBasket, ok, type TestShopper } from './basket-testing.ts';
import type { WireApproach } from './approach.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
let us: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  us = await guestOn(t, 'SoloUS');
});
afterAll(() => t.close());

const approachOf = (b: WireBasket) => (b as WireBasket & { c_approach: WireApproach }).c_approach;

describe('the seeded buy-more-save-more promotion', () => {
  it('is an order approach below $750: message, amount to go and goal', async () => {
    const { basketId } = await newBasket(t, us);
    // Yukon stainless 549.99: above free shipping ($100), below the goal.
    const basket = await ok(
      add(t, us, basketId!, [{ productId: 'yukon-fire-pit-stainless', quantity: 1 }]),
    );
    expect(approachOf(basket).currentOrderApproach).toEqual({
      currentApproachMessage: 'Buy more, save more: 10% off your order when you reach the goal',
      buyAmount: 200.01,
      goalPrice: 750,
    });
    expect(basket.orderPriceAdjustments ?? []).toEqual([]);
  });

  it('takes 10 % off from the goal on, and the approach is gone', async () => {
    const { basketId } = await newBasket(t, us);
    const basket = await ok(
      add(t, us, basketId!, [{ productId: 'yukon-fire-pit-stainless', quantity: 2 }]),
    );
    expect(basket.productSubTotal).toBe(1099.98);
    expect(approachOf(basket).currentOrderApproach).toBeNull();
    expect(basket.orderPriceAdjustments).toEqual([
      expect.objectContaining({ promotionId: 'spend-more-save-more', price: -110 }),
    ]);
  });

  it('has its goal in the currency of every site, in its language', async () => {
    const ca = await guestOn(t, 'SoloCA');
    const res = await t.app.request(`${BASKETS}?siteId=SoloCA&locale=fr-CA`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ca.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const { basketId } = await ok(res);
    const basket = await ok(
      t.app.request(`${BASKETS}/${basketId}/items?siteId=SoloCA&locale=fr-CA`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ca.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([{ productId: 'pizza-peel', quantity: 1 }]),
      }),
    );
    expect(basket.currency).toBe('CAD');
    expect(approachOf(basket).currentOrderApproach).toMatchObject({
      goalPrice: 1000,
      currentApproachMessage: expect.stringMatching(/^Achetez plus, économisez plus/) as unknown,
    });
  });

  it('answers only its own shopper', async () => {
    const { basketId } = await newBasket(t, us);
    const other = await guestOn(t, 'SoloUS');
    expect((await call(t, 'GET', `${BASKETS}/${basketId}`, other.token)).status).toBe(404);
  });
});
