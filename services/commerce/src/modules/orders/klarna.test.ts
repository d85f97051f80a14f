/**
 * Klarna orders (docs/decisions/klarna.md): paid on the EU and Australian sites through the
 * sandbox sheet's approval, shown with the plan; refused on the other sites, and a Klarna
 * approval never pays under another method.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { DEMO_DATA } from '@solo/fixtures/testing';
import type { CurrencyCode } from '@solo/sites';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, guestOn, ok, type TestShopper } from '../baskets/basket-testing.ts';
import type { WireBasket } from '../baskets/index.ts';
import { createSandboxGateway } from '../payments/index.ts';
import { ORDERS, problemOf, transactions } from './orders-testing.ts';
import type { WireOrder } from './document.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
});
afterAll(() => t.close());

const request = (s: TestShopper, site: string, method: string, path: string, body?: unknown) =>
  t.app.request(`${path}?siteId=${site}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const ADDRESSES = {
  SoloEU: {
    firstName: 'Lena',
    lastName: 'Vogel',
    address1: 'Hauptstraße 5',
    city: 'Berlin',
    postalCode: '10115',
    countryCode: 'DE',
    phone: '+49 30 1234567',
  },
  SoloUS: {
    firstName: 'Jordan',
    lastName: 'Miller',
    address1: '12 Ember Lane',
    city: 'Austin',
    postalCode: '78701',
    stateCode: 'TX',
    countryCode: 'US',
    phone: '(512) 555-0100',
  },
} as const;

/** A basket with an email and addresses, no payment yet: the checkout's billing step. */
async function billingStep(s: TestShopper, site: keyof typeof ADDRESSES) {
  const basket = await ok<WireBasket>(request(s, site, 'POST', BASKETS, {}));
  const id = basket.basketId!;
  await ok(
    request(s, site, 'POST', `${BASKETS}/${id}/items`, [{ productId: 'pizza-peel', quantity: 2 }]),
  );
  await ok(request(s, site, 'PUT', `${BASKETS}/${id}/customer`, { email: 'lena@example.de' }));
  const address = ADDRESSES[site];
  await ok(request(s, site, 'PUT', `${BASKETS}/${id}/shipments/me/shipping-address`, address));
  await ok(request(s, site, 'PUT', `${BASKETS}/${id}/billing-address`, address));
  return ok<WireBasket>(request(s, site, 'GET', `${BASKETS}/${id}`));
}

/** What the Klarna sheet approves for this shopper (the gateway's own check of the amount). */
async function klarnaNonce(s: TestShopper, basket: WireBasket, plan: 'pay_later' | 'pay_in_3') {
  const wallets = createSandboxGateway(t.db.db).wallets;
  const currency = basket.currency as CurrencyCode;
  const holder = { usid: s.usid, customerId: s.customerId };
  const created = await wallets.createContext({
    walletType: 'klarna',
    flow: 'checkout',
    amount: { amount: Math.round(basket.orderTotal! * 100), currency },
    fundingSource: plan,
    holder,
  });
  if (!created.ok) expect.fail(created.message);
  const approved = await wallets.approveContext(
    created.value.id,
    { email: 'lena@example.de', firstName: 'Lena', lastName: 'Vogel' },
    holder,
  );
  if (!approved.ok) expect.fail(approved.message);
  return approved.value.nonce;
}

const instrument = (
  s: TestShopper,
  site: string,
  basket: WireBasket,
  method: string,
  nonce: string,
) =>
  request(s, site, 'POST', `${BASKETS}/${basket.basketId}/payment-instruments`, {
    paymentMethodId: method,
    amount: basket.orderTotal,
    c_paymentNonce: nonce,
  });

describe('Klarna orders', () => {
  it('pays an EU order in 3 and shows Klarna with the plan in euros', async () => {
    const s = await guestOn(t, 'SoloEU');
    const methods = await ok<{ applicablePaymentMethods: Array<{ id: string; name: string }> }>(
      request(
        s,
        'SoloEU',
        'GET',
        `${BASKETS}/${(await billingStep(s, 'SoloEU')).basketId}/payment-methods`,
      ),
    );
    expect(methods.applicablePaymentMethods.map((m) => m.id)).toContain('Klarna');

    const basket = await billingStep(s, 'SoloEU');
    expect(basket.currency).toBe('EUR');
    await ok(instrument(s, 'SoloEU', basket, 'Klarna', await klarnaNonce(s, basket, 'pay_in_3')));
    const placed = await request(s, 'SoloEU', 'POST', ORDERS, { basketId: basket.basketId });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as WireOrder;
    const paid = order.paymentInstruments?.[0] as Record<string, unknown>;
    expect(paid).toMatchObject({ paymentMethodId: 'Klarna', c_transactionStatus: 'authorized' });
    const plan = paid.c_klarna as { plan: string; instalments: Array<{ amount: number }> };
    expect(plan.plan).toBe('pay_in_3');
    expect(plan.instalments).toHaveLength(3);
    // The payments add up to the order total exactly, the remainder on the first.
    const cents = plan.instalments.map((i) => Math.round(i.amount * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(Math.round(order.orderTotal! * 100));
    expect(cents[0]).toBeGreaterThanOrEqual(cents[1]!);
    const [charge] = (await transactions(t)).filter((x) => x.reference === order.orderNo);
    expect(charge).toMatchObject({
      currency: 'EUR',
      status: 'authorized',
      paymentMethod: { methodType: 'klarna' },
    });
    // The order reads back the same.
    const read = await ok<WireOrder>(request(s, 'SoloEU', 'GET', `${ORDERS}/${order.orderNo}`));
    expect(read.paymentInstruments?.[0]).toMatchObject({ c_klarna: { plan: 'pay_in_3' } });
  });

  it('refuses Klarna on the US site, naming the method', async () => {
    const s = await guestOn(t, 'SoloUS');
    const basket = await billingStep(s, 'SoloUS');
    const refused = await instrument(s, 'SoloUS', basket, 'Klarna', 'token_klarna_unknown');
    expect(refused.status).toBe(400);
    expect(await problemOf(refused)).toMatchObject({
      invalidFields: [
        {
          name: 'paymentMethodId',
          reason: expect.stringContaining('not a payment method of SoloUS') as string,
        },
      ],
    });
  });

  it('refuses a Klarna approval slipped under another method, and voids it', async () => {
    // USD is no Klarna currency: the sheet refuses a US amount…
    const wallets = createSandboxGateway(t.db.db).wallets;
    const usd = await wallets.createContext({
      walletType: 'klarna',
      flow: 'checkout',
      amount: { amount: 5_000, currency: 'USD' },
      fundingSource: 'pay_later',
    });
    expect(usd).toMatchObject({ ok: false, reason: 'amount_out_of_range' });
    // …and on the EU site, a Klarna approval put under PayPal is refused at placement.
    const eu = await guestOn(t, 'SoloEU');
    const euBasket = await billingStep(eu, 'SoloEU');
    const nonce = await klarnaNonce(eu, euBasket, 'pay_later');
    await ok(instrument(eu, 'SoloEU', euBasket, 'PayPal', nonce));
    const placed = await request(eu, 'SoloEU', 'POST', ORDERS, { basketId: euBasket.basketId });
    expect(placed.status).toBe(400);
    expect(await problemOf(placed)).toMatchObject({ reason: 'invalid_request' });
    const voided = (await transactions(t)).filter((x) => x.paymentMethod.methodType === 'klarna');
    expect(voided.some((x) => x.status === 'voided')).toBe(true);
    const [left] = await t.db.db
      .select()
      .from(schema.baskets)
      .where(eq(schema.baskets.id, euBasket.basketId!));
    expect(left).toBeDefined();
  });
});
