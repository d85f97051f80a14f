/**
 * Issue 13 findings, through the HTTP routes: a victim's usid alone gives no access to their
 * order or basket, a sign-out ends every session of the usid, and a token is refused on another
 * site's routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, CUSTOMERS, guest, guestOn, type TestShopper } from '../baskets/basket-testing.ts';
import {
  ORDERS,
  call,
  placeOrder,
  problemOf,
  readyBasket,
  seedBasketCatalog,
} from '../orders/orders-testing.ts';
import { CLIENT, ORG, REDIRECT, pkce } from './auth-testing.ts';

const AUTH = `/mobify/proxy/api/shopper/auth/v1/organizations/${ORG}/oauth2`;

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
  await seedBasketCatalog(t.db.db);
});
afterAll(() => t.close());

/** What an attacker does: a guest login over HTTP naming a usid, with a proof or without. */
async function guestLoginWithUsid(usid: string, proof?: string): Promise<TestShopper> {
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    response_type: 'code',
    hint: 'guest',
    channel_id: 'SoloUS',
    code_challenge: challenge,
    usid,
    ...(proof ? { c_usid_proof: proof } : {}),
  });
  const authorized = await t.app.request(`${AUTH}/authorize?${query}`);
  const code = new URL(authorized.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const res = await t.app.request(`${AUTH}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code_pkce',
      client_id: CLIENT,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    }).toString(),
  });
  const tokens = (await res.json()) as Record<string, string>;
  return {
    token: tokens.access_token ?? '',
    customerId: tokens.customer_id ?? '',
    usid: tokens.usid ?? '',
    refreshToken: tokens.refresh_token ?? '',
  };
}

async function victimWithOrder() {
  const victim = await guest(t);
  const placed = await placeOrder(
    t,
    victim,
    await readyBasket(t, victim, [{ productId: 'log-rack', quantity: 1 }]),
  );
  expect(placed.status).toBe(201);
  const { orderNo } = (await placed.json()) as { orderNo: string };
  const basket = (await (await call(t, 'POST', BASKETS, victim.token, {})).json()) as {
    basketId: string;
  };
  return { victim, orderNo, basketId: basket.basketId };
}

const addItem = (s: TestShopper, basketId: string) =>
  call(t, 'POST', `${BASKETS}/${basketId}/items`, s.token, [
    { productId: 'log-rack', quantity: 1 },
  ]);

describe("a guest's usid", () => {
  it("alone gets a usid of one's own: no reading the victim's order, no changing their basket", async () => {
    const { victim, orderNo, basketId } = await victimWithOrder();
    const attacker = await guestLoginWithUsid(victim.usid);
    expect(attacker.token).not.toBe('');
    expect(attacker.usid).not.toBe(victim.usid);
    expect((await call(t, 'GET', `${ORDERS}/${orderNo}`, attacker.token)).status).toBe(404);
    expect((await addItem(attacker, basketId)).status).toBe(404);
    // The victim still has both.
    expect((await call(t, 'GET', `${ORDERS}/${orderNo}`, victim.token)).status).toBe(200);
    expect((await addItem(victim, basketId)).status).toBe(200);
  });

  it("with a stolen session: the victim's sign-out ends it too", async () => {
    const { victim, orderNo, basketId } = await victimWithOrder();
    // However the other party got a session of the usid (here: with the victim's refresh token).
    const other = await guestLoginWithUsid(victim.usid, victim.refreshToken);
    expect(other.usid).toBe(victim.usid);
    expect((await call(t, 'GET', `${ORDERS}/${orderNo}`, other.token)).status).toBe(200);
    const out = await t.app.request(`${AUTH}/logout?client_id=${CLIENT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: victim.refreshToken }).toString(),
    });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', `${ORDERS}/${orderNo}`, other.token)).status).toBe(401);
    expect((await addItem(other, basketId)).status).toBe(401);
  });
});

describe('a token of one site on another site', () => {
  it('is refused with 403 problem+json on baskets, orders, customers and lists', async () => {
    const us = await guest(t);
    const eu = await guestOn(t, 'SoloEU');
    const onEu = (method: string, path: string, body?: unknown) =>
      t.app.request(`${path}?siteId=SoloEU`, {
        method,
        headers: {
          authorization: `Bearer ${us.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    for (const [method, path, body] of [
      ['POST', BASKETS, {}],
      ['GET', `${ORDERS}/00000001`, undefined],
      ['GET', `${CUSTOMERS}/${us.customerId}/baskets`, undefined],
      ['GET', `${CUSTOMERS}/${us.customerId}/product-lists`, undefined],
    ] as const) {
      const res = await onEu(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await problemOf(res)).toMatchObject({
        detail: 'The access token was issued for site SoloUS; it cannot be used on site SoloEU',
      });
    }
    // Its own site's token works there.
    const own = await t.app.request(`${BASKETS}?siteId=SoloEU`, {
      method: 'POST',
      headers: { authorization: `Bearer ${eu.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });
});
