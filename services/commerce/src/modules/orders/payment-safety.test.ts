import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { CUSTOMERS, type TestShopper } from '../baskets/basket-testing.ts';
import type { WireBasket } from '../baskets/index.ts';
import type { WireOrder } from './document.ts';
import {
  CARDS,
  ORG,
  call,
  guest,
  ok,
  placeOrder,
  problemOf,
  readyBasket,
  registered,
  seedBasketCatalog,
  transactions,
} from './orders-testing.ts';

/**
 * Issue 22, payment safety: identical Place Order submits (one Idempotency-Key) at once make one
 * order, which all of them answer; a payment method pays only for the shopper and the basket it
 * was made for (docs/decisions/payment-method-ownership.md).
 */
const BASKETS = `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
const TOKENIZE = `/mobify/proxy/api/custom/payments/v1/organizations/${ORG}/tokenize`;
const CARD_FIELDS = { expiration: '12/30', cvv: '123', owner: 'Jordan Miller' };
const PAYMENT_CARD = {
  cardType: 'Visa',
  maskedNumber: '************1111',
  expirationMonth: 12,
  expirationYear: 2030,
  holder: 'Jordan Miller',
};

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce({ env: { PAYMENTS_SANDBOX_TIMEOUT_MS: '600' } });
  await seedBasketCatalog(t.db.db);
}, 120_000);
afterAll(() => t.close());

/** A nonce of `number` made by `s`'s browser (the tokenize call with its token). */
async function nonceOf(s: TestShopper, number: string = CARDS.approve): Promise<string> {
  const made = await ok<{ nonce: string }>(
    call(t, 'POST', `${TOKENIZE}`, s.token, { number, ...CARD_FIELDS }),
  );
  return made.nonce;
}

const addCard = (s: TestShopper, basketId: string, nonce: string) =>
  call(t, 'POST', `${BASKETS}/${basketId}/payment-instruments`, s.token, {
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: PAYMENT_CARD,
    c_paymentNonce: nonce,
  });

/**
 * What the storefront's Place Order does (lib/checkout/place-order.server.ts): read the basket,
 * add the card (a card the basket holds already is not added twice), remove the basket's other
 * cards when it did add one, then createOrder with the submit's Idempotency-Key.
 */
async function storefrontSubmit(s: TestShopper, basketId: string, nonce: string, key: string) {
  const read = await call(t, 'GET', `${BASKETS}/${basketId}`, s.token);
  if (read.status === 200) {
    const before = ((await read.json()) as WireBasket).paymentInstruments ?? [];
    const added = await addCard(s, basketId, nonce);
    if (added.ok) {
      const after = ((await added.json()) as WireBasket).paymentInstruments ?? [];
      const known = new Set(before.map((i) => i.paymentInstrumentId));
      if (after.some((i) => !known.has(i.paymentInstrumentId)))
        for (const old of before)
          await call(
            t,
            'DELETE',
            `${BASKETS}/${basketId}/payment-instruments/${old.paymentInstrumentId}`,
            s.token,
          );
    }
  }
  return placeOrder(t, s, basketId, key);
}

const ordersOfBasket = async (orderNo: string) =>
  (await t.db.db.select().from(schema.orders)).filter((o) => o.orderNo === orderNo);

describe('simultaneous Place Order submits', () => {
  it('three identical submits (one key) all answer the one order: one order, one authorisation', async () => {
    for (let round = 0; round < 3; round++) {
      const g = await guest(t);
      const basketId = await readyBasket(t, g, [{ productId: 'log-rack', quantity: 1 }]);
      const nonce = await nonceOf(g);
      const key = `checkout:same-attempt-${round}`;
      const answers = await Promise.all(
        [1, 2, 3].map(() => storefrontSubmit(g, basketId, nonce, key)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      const orders = await Promise.all(answers.map((r) => r.json() as Promise<WireOrder>));
      const orderNo = orders[0]!.orderNo!;
      expect(orders.map((o) => o.orderNo)).toEqual([orderNo, orderNo, orderNo]);
      expect(await ordersOfBasket(orderNo)).toHaveLength(1);
      const charged = (await transactions(t)).filter((x) => x.reference === orderNo);
      expect(charged.map((x) => x.status)).toEqual(['authorized']);
      const mails = await t.db.db.select().from(schema.mailOutbox);
      // One confirmation email.
      expect(mails.filter((m) => JSON.stringify(m).includes(orderNo))).toHaveLength(1);
    }
  });

  it('a submit with another key while the first runs is refused 409 Order In Progress', async () => {
    const g = await guest(t);
    // The timeout card keeps the first attempt at the gateway for 600 ms.
    const basketId = await readyBasket(
      t,
      g,
      [{ productId: 'log-rack', quantity: 1 }],
      CARDS.timeout,
    );
    const first = placeOrder(t, g, basketId, 'checkout:first-attempt');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await placeOrder(t, g, basketId, 'checkout:second-attempt');
    expect(second.status).toBe(409);
    expect(await problemOf(second)).toMatchObject({
      title: 'Order In Progress',
      detail: 'An order for this basket is already being placed; ask again in a moment.',
    });
    expect((await first).status).toBe(504);
    expect(
      await t.db.db
        .select()
        .from(schema.orderRequests)
        .where(eq(schema.orderRequests.basketId, basketId)),
    ).toEqual([]);
  });

  it('a repeat of the running attempt waits for it and answers as it did', async () => {
    const g = await guest(t);
    const basketId = await readyBasket(
      t,
      g,
      [{ productId: 'log-rack', quantity: 1 }],
      CARDS.timeout,
    );
    const started = Date.now();
    const answers = await Promise.all([
      placeOrder(t, g, basketId, 'checkout:timeout-attempt'),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
        placeOrder(t, g, basketId, 'checkout:timeout-attempt'),
      ),
    ]);
    // Neither is refused as in progress: the second waited, then found the gateway timing out too.
    expect(answers.map((r) => r.status)).toEqual([504, 504]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

describe('a payment method pays only for its shopper and its basket', () => {
  it("refuses another shopper's nonce on my basket: 403, nothing added", async () => {
    const me = await guest(t);
    const other = await guest(t);
    const basketId = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    const res = await addCard(me, basketId, await nonceOf(other));
    expect(res.status).toBe(403);
    const basket = await ok(call(t, 'GET', `${BASKETS}/${basketId}`, me.token));
    expect(basket.paymentInstruments).toHaveLength(1);
    expect(await problemOf(res)).toMatchObject({
      title: 'Payment Method Of Another Shopper',
      detail:
        'c_paymentNonce belongs to another shopper: a payment method pays only for the shopper who created it',
    });
  });

  it('binds a nonce to the first basket it is put in: another of my baskets is refused', async () => {
    const me = await registered(t, 'two.baskets@example.com');
    const first = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    const second = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    const nonce = await nonceOf(me);
    await ok(addCard(me, first, nonce));
    // The same card again on the same basket is not added twice.
    const again = await ok(addCard(me, first, nonce));
    expect(
      again.paymentInstruments!.filter((i) => i.paymentMethodId === 'CREDIT_CARD'),
    ).toHaveLength(2);
    const moved = await addCard(me, second, nonce);
    expect(moved.status).toBe(403);
    expect(await problemOf(moved)).toMatchObject({ title: 'Payment Method Of Another Basket' });
  });

  it('refuses at placement a nonce another shopper made, however it got into the basket', async () => {
    const me = await guest(t);
    const other = await guest(t);
    const basketId = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    await t.db.db
      .update(schema.basketPaymentInstruments)
      .set({ paymentNonce: await nonceOf(other) })
      .where(eq(schema.basketPaymentInstruments.basketId, basketId));
    const charges = (await transactions(t)).length;
    const res = await placeOrder(t, me, basketId, 'checkout:stolen-nonce');
    expect(res.status).toBe(403);
    expect(await problemOf(res)).toMatchObject({
      title: 'Payment Method Of Another Shopper',
      reason: 'not_owner',
    });
    expect((await transactions(t)).length).toBe(charges);
  });

  it("refuses another customer's saved card on my basket: 400 naming customerPaymentInstrumentId", async () => {
    const owner = await registered(t, 'card.owner@example.com');
    const saved = await ok<{ paymentInstrumentId: string }>(
      call(t, 'POST', `${CUSTOMERS}/${owner.customerId}/payment-instruments`, owner.token, {
        c_paymentNonce: await nonceOf(owner),
      }),
    );
    const me = await registered(t, 'not.the.owner@example.com');
    const basketId = await readyBasket(t, me, [{ productId: 'log-rack', quantity: 1 }]);
    const res = await call(t, 'POST', `${BASKETS}/${basketId}/payment-instruments`, me.token, {
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: PAYMENT_CARD,
      customerPaymentInstrumentId: saved.paymentInstrumentId,
    });
    expect(res.status).toBe(400);
    expect((await problemOf(res)).invalidFields).toEqual([
      {
        name: 'customerPaymentInstrumentId',
        reason: 'is not a saved payment method of this customer',
      },
    ]);
  });

  it("refuses saving another shopper's nonce; saving my own twice answers the one saved card", async () => {
    const me = await registered(t, 'saver@example.com');
    const other = await guest(t);
    const path = `${CUSTOMERS}/${me.customerId}/payment-instruments`;
    const stolen = await call(t, 'POST', path, me.token, { c_paymentNonce: await nonceOf(other) });
    expect(stolen.status).toBe(403);
    expect(await problemOf(stolen)).toMatchObject({ title: 'Payment Method Of Another Shopper' });
    const nonce = await nonceOf(me);
    const [a, b] = await Promise.all([
      ok<{ paymentInstrumentId: string }>(
        call(t, 'POST', path, me.token, { c_paymentNonce: nonce }),
      ),
      ok<{ paymentInstrumentId: string }>(
        call(t, 'POST', path, me.token, { c_paymentNonce: nonce }),
      ),
    ]);
    expect(a.paymentInstrumentId).toBe(b.paymentInstrumentId);
  });
});
