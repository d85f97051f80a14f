import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@solo/db';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { guest, registered } from '../baskets/basket-testing.ts';
import { cardNonce } from '../orders/orders-testing.ts';
import { createSandboxGateway } from '../payments/index.ts';
import { CUSTOMERS, call, problemOf } from './customers-testing.ts';

let t: TestCommerce;
beforeAll(async () => {
  t = await createTestCommerce();
});
afterAll(() => t.close());

type Instrument = {
  paymentInstrumentId: string;
  paymentMethodId: string;
  default: boolean;
  c_removable: boolean;
  paymentCard?: { maskedNumber: string; numberLastDigits: string; holder?: string };
};

const path = (customerId: string, id = '') =>
  `${CUSTOMERS}/${customerId}/payment-instruments${id ? `/${id}` : ''}`;

describe("a customer's stored payment methods", () => {
  it('adds cards from nonces, lists them masked, makes one the default and removes one', async () => {
    const me = await registered(t, 'cards@example.com');
    const first = (await (
      await call(t, 'POST', path(me.customerId), me.token, {
        c_paymentNonce: await cardNonce(t, '4111 1111 1111 1111'),
      })
    ).json()) as Instrument;
    expect(first).toMatchObject({
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: { maskedNumber: '************1111', numberLastDigits: '1111' },
      c_removable: true,
    });
    const second = (await (
      await call(t, 'POST', path(me.customerId), me.token, {
        c_paymentNonce: await cardNonce(t, '5555 5555 5555 4444'),
      })
    ).json()) as Instrument;
    const made = await call(t, 'PATCH', path(me.customerId, second.paymentInstrumentId), me.token, {
      default: true,
    });
    expect(((await made.json()) as Instrument).default).toBe(true);
    const list = (await (await call(t, 'GET', path(me.customerId), me.token)).json()) as {
      data: Instrument[];
    };
    expect(list.data.filter((i) => i.default).map((i) => i.paymentInstrumentId)).toEqual([
      second.paymentInstrumentId,
    ]);
    // Never the number: the vault keeps type, last four, expiry, owner and a token.
    const stored = JSON.stringify(await t.db.db.select().from(schema.paymentMethods));
    expect(stored).not.toMatch(/4111111111111111|5555555555554444|"cvv"/);
    const removed = await call(
      t,
      'DELETE',
      path(me.customerId, first.paymentInstrumentId),
      me.token,
    );
    expect(removed.status).toBe(204);
    const again = await call(t, 'DELETE', path(me.customerId, first.paymentInstrumentId), me.token);
    expect(again.status).toBe(404);
  });

  it('keeps a method the gateway marks not removable', async () => {
    const me = await registered(t, 'cards-2@example.com');
    const added = (await (
      await call(t, 'POST', path(me.customerId), me.token, {
        c_paymentNonce: await cardNonce(t, '4111 1111 1111 1111'),
      })
    ).json()) as Instrument;
    await createSandboxGateway(t.db.db).setPaymentMethodRemovable(
      me.customerId,
      added.paymentInstrumentId,
      false,
    );
    const res = await call(t, 'DELETE', path(me.customerId, added.paymentInstrumentId), me.token);
    expect(res.status).toBe(403);
    expect((await problemOf(res)).title).toBe('Payment Instrument Not Removable');
  });

  it('lists a PayPal account with its email and the billing address it was approved with (spec 002 §3)', async () => {
    const me = await registered(t, 'paypal-billing@example.com');
    const sheet = createSandboxGateway(t.db.db).wallets;
    const context = await sheet.createContext({ walletType: 'paypal', flow: 'vault' });
    if (!context.ok) throw new Error(context.message);
    const address = {
      firstName: 'Ada',
      lastName: 'Stone',
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      countryCode: 'US',
      phone: '5125550100',
    };
    const nonce = await sheet.approveContext(context.value.id, {
      email: 'ada.paypal@example.com',
      firstName: 'Ada',
      lastName: 'Stone',
      billingAddress: address,
    });
    if (!nonce.ok) throw new Error(nonce.message);
    const added = await call(t, 'POST', path(me.customerId), me.token, {
      c_paymentNonce: nonce.value.nonce,
    });
    expect(await added.json()).toMatchObject({
      paymentMethodId: 'PayPal',
      c_email: 'ada.paypal@example.com',
      c_billingAddress: {
        firstName: 'Ada',
        lastName: 'Stone',
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      },
    });
  });

  it("lists a stored-card-scheme account with the scheme's description of its card (spec 002 §3)", async () => {
    const me = await registered(t, 'src-description@example.com');
    const sheet = createSandboxGateway(t.db.db).wallets;
    const context = await sheet.createContext({
      walletType: 'stored_card_scheme',
      flow: 'checkout',
      amount: { amount: 900, currency: 'USD' },
    });
    if (!context.ok) throw new Error(context.message);
    const nonce = await sheet.approveContext(context.value.id, {
      email: 'ada.src@example.com',
      firstName: 'Ada',
      lastName: 'Stone',
      cardNumber: '4111111111111111',
    });
    if (!nonce.ok) throw new Error(nonce.message);
    const added = await call(t, 'POST', path(me.customerId), me.token, {
      c_paymentNonce: nonce.value.nonce,
    });
    expect(await added.json()).toMatchObject({
      paymentMethodId: 'SRC',
      paymentCard: { cardType: 'visa', numberLastDigits: '1111' },
      c_description: 'Visa ending in 1111',
    });
    const listed = (await (await call(t, 'GET', path(me.customerId), me.token)).json()) as {
      data: Array<{ c_description?: string }>;
    };
    expect(listed.data.map((m) => m.c_description)).toEqual(['Visa ending in 1111']);
  });

  it('refuses other customers, guests, a used nonce and a missing one', async () => {
    const me = await registered(t, 'cards-3@example.com');
    const other = await registered(t, 'cards-4@example.com');
    const g = await guest(t);
    expect((await call(t, 'GET', path(other.customerId), me.token)).status).toBe(403);
    expect((await call(t, 'GET', path(g.customerId), g.token)).status).toBe(403);
    const nonce = await cardNonce(t, '4111 1111 1111 1111');
    const first = await call(t, 'POST', path(me.customerId), me.token, { c_paymentNonce: nonce });
    expect(first.status).toBe(200);
    // Saved again by me (a repeated submit): the one card it became; by another: used up.
    const again = await call(t, 'POST', path(me.customerId), me.token, { c_paymentNonce: nonce });
    expect(((await again.json()) as { paymentInstrumentId: string }).paymentInstrumentId).toBe(
      ((await first.json()) as { paymentInstrumentId: string }).paymentInstrumentId,
    );
    const reused = await call(t, 'POST', path(other.customerId), other.token, {
      c_paymentNonce: nonce,
    });
    expect(reused.status).toBe(400);
    expect((await problemOf(reused)).invalidFields).toEqual([
      expect.objectContaining({ name: 'c_paymentNonce' }),
    ]);
    const missing = await call(t, 'POST', path(me.customerId), me.token, {});
    expect(missing.status).toBe(400);
    // Someone else's token id is unknown to me.
    const theirs = (await (
      await call(t, 'POST', path(other.customerId), other.token, {
        c_paymentNonce: await cardNonce(t, '4111 1111 1111 1111'),
      })
    ).json()) as Instrument;
    const steal = await call(
      t,
      'DELETE',
      path(me.customerId, theirs.paymentInstrumentId),
      me.token,
    );
    expect(steal.status).toBe(404);
  });
});
