import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, guest, ok, problemOf, type TestShopper } from '../baskets/basket-testing.ts';
import type { WireBasket } from '../baskets/index.ts';

/**
 * `paypal-create-order` and the PayPal flow it starts (spec 002 §4): the order of the basket's
 * total, approved in the sandbox sheet into a nonce, which then pays the placed order.
 */
const ORG = 'f_ecom_solo_001';
const EXPRESS = `/mobify/proxy/api/custom/express-payments/v1/organizations/${ORG}`;
const WALLETS = `/mobify/proxy/api/custom/payments/v1/organizations/${ORG}/wallet-contexts`;
const ORDERS = `/mobify/proxy/api/checkout/shopper-orders/v1/organizations/${ORG}/orders`;
const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '12 Ember Lane',
  city: 'Austin',
  postalCode: '78701',
  stateCode: 'TX',
  countryCode: 'US',
  phone: '(512) 555-0100',
};

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

const send = (s: TestShopper | null, method: string, path: string, body?: unknown, headers = {}) =>
  Promise.resolve(
    t.app.request(`${path}${path.includes('?') ? '&' : '?'}siteId=SoloUS`, {
      method,
      headers: {
        ...(s ? { authorization: `Bearer ${s.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

async function shopper(items: Array<{ productId: string; quantity: number }>) {
  const s = await guest(t);
  const basket = await ok<WireBasket>(send(s, 'POST', BASKETS, {}));
  if (items.length) await ok(send(s, 'POST', `${BASKETS}/${basket.basketId}/items`, items));
  const config = await ok<{ c_expressButtons: { csrf: { token: string } } }>(
    send(s, 'GET', `${EXPRESS}/get-express-buttons-configs`),
  );
  return {
    s,
    basketId: basket.basketId!,
    csrf: { 'x-csrf-token': config.c_expressButtons.csrf.token },
  };
}

describe('paypal-create-order', () => {
  it('creates the PayPal order of the basket total, which the sheet approves and the order spends', async () => {
    const { s, basketId, csrf } = await shopper([{ productId: 'pizza-stone', quantity: 1 }]);
    const basket = await ok<WireBasket>(send(s, 'GET', `${BASKETS}/${basketId}`));
    const created = await ok<{ orderID: string; totalAmount: number; fundingSource: string }>(
      send(s, 'POST', `${EXPRESS}/paypal-create-order`, { fundingSource: 'paylater' }, csrf),
    );
    expect(created).toMatchObject({ totalAmount: basket.orderTotal, fundingSource: 'paylater' });
    const approved = await ok<{ nonce: string }>(
      send(s, 'POST', `${WALLETS}/${created.orderID}/approve`, {
        email: 'jordan@example.com',
        firstName: 'Jordan',
        lastName: 'Miller',
        shippingAddress: { ...ADDRESS, line1: ADDRESS.address1 },
      }),
    );
    const at = `${BASKETS}/${basketId}`;
    await ok(send(s, 'PUT', `${at}/customer`, { email: 'jordan@example.com' }));
    await ok(send(s, 'PUT', `${at}/shipments/me/shipping-address?useAsBilling=true`, ADDRESS));
    await ok(
      send(s, 'POST', `${at}/payment-instruments`, {
        paymentMethodId: 'PayPal',
        c_paymentNonce: approved.nonce,
      }),
    );
    const placed = await send(s, 'POST', ORDERS, { basketId });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { paymentInstruments: Array<Record<string, unknown>> };
    expect(order.paymentInstruments[0]).toMatchObject({
      paymentMethodId: 'PayPal',
      c_transactionStatus: 'authorized',
    });
  });

  it("pays only its basket and its shopper: another basket 403, another shopper's calls 404", async () => {
    const { s, csrf } = await shopper([{ productId: 'pizza-stone', quantity: 1 }]);
    const created = await ok<{ orderID: string }>(
      send(s, 'POST', `${EXPRESS}/paypal-create-order`, {}, csrf),
    );
    const stranger = await guest(t);
    const context = `${WALLETS}/${created.orderID}`;
    expect((await send(stranger, 'GET', context)).status).toBe(404);
    const buyer = {
      email: 'jordan@example.com',
      firstName: 'Jordan',
      lastName: 'Miller',
      shippingAddress: { ...ADDRESS, line1: ADDRESS.address1 },
    };
    const hijack = await send(stranger, 'POST', `${context}/approve`, buyer);
    expect(hijack.status).toBe(404);
    expect((await send(stranger, 'POST', `${context}/cancel`)).status).toBe(404);
    const approved = await ok<{ nonce: string }>(send(s, 'POST', `${context}/approve`, buyer));
    // The shopper's newer basket (the PayPal order was the first one's): refused.
    const other = await ok<WireBasket>(send(s, 'POST', BASKETS, {}));
    const moved = await send(s, 'POST', `${BASKETS}/${other.basketId}/payment-instruments`, {
      paymentMethodId: 'PayPal',
      c_paymentNonce: approved.nonce,
    });
    expect(moved.status).toBe(403);
    expect(await problemOf(moved)).toMatchObject({
      title: 'Payment Method Of Another Basket',
      detail:
        'c_paymentNonce was created for another basket: a payment method pays only the basket it was created for',
    });
  });

  it('refuses a zero total, a missing CSRF token and a bad funding source', async () => {
    const empty = await shopper([]);
    const zero = await send(empty.s, 'POST', `${EXPRESS}/paypal-create-order`, {}, empty.csrf);
    expect(zero.status).toBe(400);
    expect(await problemOf(zero)).toMatchObject({
      title: 'Zero Amount',
      detail: 'Order total 0 is not allowed for PayPal',
    });
    const full = await shopper([{ productId: 'pizza-stone', quantity: 1 }]);
    expect((await send(full.s, 'POST', `${EXPRESS}/paypal-create-order`, {})).status).toBe(403);
    const bad = await send(
      full.s,
      'POST',
      `${EXPRESS}/paypal-create-order`,
      { fundingSource: 'card' },
      full.csrf,
    );
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).invalidFields).toEqual([
      expect.objectContaining({ name: 'fundingSource' }),
    ]);
    expect((await send(null, 'POST', `${EXPRESS}/paypal-create-order`, {})).status).toBe(401);
  });
});
