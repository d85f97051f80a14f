import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import {
  BASKETS,
  ORG,
  call,
  fieldNames,
  guest,
  newBasket,
  ok,
  problemOf,
  seedBasketCatalog,
  type TestShopper,
} from './basket-testing.ts';
import { withoutManualAdjustments } from './price-adjustments.ts';

const URL = `/mobify/proxy/api/custom/basket/v1/organizations/${ORG}/remove-price-adjustment-from-basket`;

let t: TestCommerce;
let g: TestShopper;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
  g = await guest(t);
});
afterAll(() => t.close());

describe('withoutManualAdjustments', () => {
  it('unchecks route protection (object or JSON text) and the promo credit, keeping the rest', () => {
    expect(
      withoutManualAdjustments({
        routeData: { hasRouteProtection: true, quoteId: 'q1' },
        isPromoCreditApplied: true,
        containsEtching: true,
      }),
    ).toEqual({
      routeData: { hasRouteProtection: false, quoteId: 'q1' },
      isPromoCreditApplied: false,
      containsEtching: true,
    });
    expect(withoutManualAdjustments({ routeData: '{"hasRouteProtection":true}' })).toEqual({
      routeData: '{"hasRouteProtection":false}',
      isPromoCreditApplied: false,
    });
    expect(withoutManualAdjustments({ routeData: 'not json' })).toEqual({
      isPromoCreditApplied: false,
    });
  });
});

describe('POST custom basket/remove-price-adjustment-from-basket', () => {
  it('resets the marks on the shopper’s basket and answers it', async () => {
    const b = await newBasket(t, g, {
      c_routeData: '{"hasRouteProtection":true}',
      c_isPromoCreditApplied: true,
      c_containsEtching: true,
    });
    const after = await ok(call(t, 'POST', URL, g.token, { basketId: b.basketId }));
    expect(after).toMatchObject({
      basketId: b.basketId,
      c_routeData: '{"hasRouteProtection":false}',
      c_isPromoCreditApplied: false,
      c_containsEtching: true,
    });
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.c_isPromoCreditApplied).toBe(false);
    await call(t, 'DELETE', `${BASKETS}/${b.basketId}`, g.token);
  });

  it('takes c_routeData as the object spec 000 §3 describes, flat only', async () => {
    const b = await newBasket(t, g, { c_routeData: { hasRouteProtection: true, quoteId: 'q' } });
    expect(b.c_routeData).toEqual({ hasRouteProtection: true, quoteId: 'q' });
    const after = await ok(call(t, 'POST', URL, g.token, { basketId: b.basketId }));
    expect(after.c_routeData).toEqual({ hasRouteProtection: false, quoteId: 'q' });
    const nested = await call(t, 'PATCH', `${BASKETS}/${b.basketId}`, g.token, {
      c_routeData: { deep: { hasRouteProtection: true } },
    });
    expect(nested.status).toBe(400);
    expect(fieldNames(await problemOf(nested))).toEqual(['c_routeData']);
    await call(t, 'DELETE', `${BASKETS}/${b.basketId}`, g.token);
  });

  it('404 for another shopper’s basket (unchanged), 401 without a token, 400 naming basketId', async () => {
    const b = await newBasket(t, g, { c_isPromoCreditApplied: true });
    const other = await guest(t);
    const res = await call(t, 'POST', URL, other.token, { basketId: b.basketId });
    expect(res.status).toBe(404);
    expect(await problemOf(res)).toMatchObject({ title: 'Basket Not Found' });
    const read = await ok(call(t, 'GET', `${BASKETS}/${b.basketId}`, g.token));
    expect(read.c_isPromoCreditApplied).toBe(true);
    expect((await call(t, 'POST', URL, null, { basketId: b.basketId })).status).toBe(401);
    for (const body of [{}, { basketId: '' }, { basketId: 7 }]) {
      const bad = await call(t, 'POST', URL, g.token, body);
      expect(bad.status).toBe(400);
      expect(fieldNames(await problemOf(bad))).toEqual(['basketId']);
    }
  });
});
