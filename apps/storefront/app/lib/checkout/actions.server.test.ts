import { sql } from 'drizzle-orm';
import { queryRows } from '@solo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { browserShopperToken } from '../../../server/shopper-token.ts';
import { DEMO_SHOPPERS, openSeededCommerce } from '../../../server/testing-commerce.ts';
import { addItems, findBasket } from '../basket/basket.server.ts';
import { getShopperSession, signInShopper, type SessionArgs } from '../session/session.server.ts';
import { cookieHeader, sessionHarness } from '../session/session-testing.server.ts';
import { loadCheckoutView } from './checkout.server.ts';
import { ADDRESS_FIELDS, emptyValues, type AddressField, type FormValues } from './fields.ts';
import {
  submitContact,
  submitPlaceOrder,
  submitSavedAddress,
  submitShippingAddress,
  submitShippingMethod,
  type PlaceOrderForm,
} from './actions.server.ts';

/** Spec 002 §2, §8: each checkout form post, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const CHECKOUT = 'http://127.0.0.1:3000/checkout';

beforeAll(async () => {
  commerce = await openSeededCommerce('checkout-actions');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

const ADDRESS: FormValues<AddressField> = {
  ...emptyValues(ADDRESS_FIELDS),
  firstName: 'Robin',
  lastName: 'Alder',
  address1: '400 Pine Street',
  city: 'Seattle',
  postalCode: '98101',
  stateCode: 'WA',
  countryCode: 'US',
  phone: '(206) 555-0134',
};

/** Runs `body` as the checkout action would, for the shopper of `cookie`. */
async function asCheckout<T>(
  cookie: string,
  body: (args: SessionArgs & { url: URL }) => Promise<T>,
) {
  const { result } = await run(CHECKOUT, (args) => body({ ...args, url: new URL(CHECKOUT) }), {
    cookie,
  });
  return result;
}

/** A guest's cookies, with a basket of `items` when given. */
async function guest(items: Array<{ productId: string; quantity: number }> = []) {
  const { response } = await run(CHECKOUT, async (args) => {
    await getShopperSession(args);
    if (items.length) await addItems(args, items);
  });
  return cookieHeader(response);
}

type CardPayment = Extract<NonNullable<PlaceOrderForm['payment']>, { kind: 'card' }>;

/** A sandbox Visa card tokenized for the shopper of `cookie`, as the card tab posts it. */
async function visa(cookie: string): Promise<CardPayment> {
  const authorization = browserShopperToken(
    'http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/x?siteId=SoloUS',
    new Headers({ cookie }),
  );
  if (!authorization) throw new Error('no access token cookie for SoloUS');
  const res = await commerce.app.fetch(
    new Request(
      `http://127.0.0.1:3000/mobify/proxy/api/custom/payments/v1/organizations/${commerce.config.orgId}/tokenize?siteId=SoloUS`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          number: '4111 1111 1111 1111',
          expiration: '12/30',
          cvv: '123',
          owner: 'Robin Alder',
        }),
      },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { nonce } = (await res.json()) as { nonce: string };
  return {
    kind: 'card',
    card: {
      nonce,
      cardType: 'Visa',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
      holder: 'Robin Alder',
    },
    save: false,
  };
}

const placeOrderForm = (rest: Partial<PlaceOrderForm>): PlaceOrderForm => ({
  billingSameAsShipping: true,
  billing: emptyValues(ADDRESS_FIELDS),
  payment: null,
  attemptId: '',
  basketId: '',
  deviceData: '',
  ...rest,
});

describe('the checkout steps', () => {
  it('sends a shopper without a basket to the cart', async () => {
    const cookie = await guest();
    const result = await asCheckout(cookie, (args) => submitContact(args, 'robin@example.com'));
    expect(result).toEqual({ ok: false, emptyBasket: true });
  });

  it('refuses an invalid email as typed, then keeps a valid one on the basket', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, async (args) => ({
      invalid: await submitContact(args, 'robin@'),
      valid: await submitContact(args, ' robin@example.com '),
      basket: await findBasket(args),
    }));
    expect(result.invalid).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'contact',
        values: { email: 'robin@' },
        errors: { email: { key: 'emailInvalid' } },
      },
    });
    expect(result.valid).toEqual({ ok: true, next: 'shipping' });
    expect(result.basket?.customerInfo?.email).toBe('robin@example.com');
  });

  it('refuses an incomplete or unshipped address, then ships to a valid one', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, async (args) => ({
      incomplete: await submitShippingAddress(args, { ...ADDRESS, city: '', phone: '' }),
      abroad: await submitShippingAddress(args, {
        ...ADDRESS,
        countryCode: 'DE',
        stateCode: '',
        postalCode: '10178',
      }),
      valid: await submitShippingAddress(args, ADDRESS),
      basket: await findBasket(args),
    }));
    expect(result.incomplete).toMatchObject({
      ok: false,
      status: 400,
      answer: { intent: 'shipping', values: { city: '', address1: '400 Pine Street' } },
    });
    expect(
      Object.keys((result.incomplete as { answer: { errors: object } }).answer.errors).sort(),
    ).toEqual(['city', 'phone']);
    expect(result.abroad).toMatchObject({
      ok: false,
      status: 400,
      answer: { intent: 'shipping', errors: { countryCode: { key: 'countryNotShipped' } } },
    });
    expect(result.valid).toEqual({ ok: true, next: 'shipping-method' });
    expect(result.basket?.shipments?.[0]?.shippingAddress).toMatchObject({
      city: 'Seattle',
      postalCode: '98101',
    });
  });

  it('refuses an unknown shipping method, moves on or stays with a known one', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, async (args) => {
      await submitShippingAddress(args, ADDRESS);
      const view = await loadCheckoutView(args);
      const [first, second] = view!.methods;
      return {
        unknown: await submitShippingMethod(args, 'no-such-method', false),
        moved: await submitShippingMethod(args, first!.id, false),
        stayed: await submitShippingMethod(args, second!.id, true),
        chosen: (await findBasket(args))?.shipments?.[0]?.shippingMethod?.id,
        expected: second!.id,
      };
    });
    expect(result.unknown).toEqual({
      ok: false,
      status: 400,
      answer: { intent: 'method', errors: { shippingMethodId: { key: 'methodInvalid' } } },
    });
    expect(result.moved).toEqual({ ok: true, next: 'payment' });
    expect(result.stayed).toEqual({ ok: true, answer: { intent: 'method', errors: {} } });
    expect(result.chosen).toBe(result.expected);
  });

  it("ships to a registered shopper's saved address, refusing an unknown one and a guest", async () => {
    const guestCookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const asGuest = await asCheckout(guestCookie, (args) => submitSavedAddress(args, 'Home'));
    expect(asGuest).toEqual({ ok: false, status: 400, answer: { intent: 'step', failed: true } });

    const { response } = await run(`http://127.0.0.1:3000/login`, async (args) => {
      const outcome = await signInShopper(args, DEMO_SHOPPERS.jordan);
      if (!outcome.ok) throw new Error(outcome.failure.kind);
      await addItems(args, [{ productId: 'pizza-peel', quantity: 1 }]);
    });
    const result = await asCheckout(cookieHeader(response), async (args) => ({
      unknown: await submitSavedAddress(args, 'Nowhere'),
      // The cabin has no phone, which a shipping address needs (spec 002 §5): the service refuses.
      cabin: await submitSavedAddress(args, 'Cabin'),
      home: await submitSavedAddress(args, 'Home'),
      basket: await findBasket(args),
    }));
    expect(result.unknown).toEqual({
      ok: false,
      status: 400,
      answer: { intent: 'step', failed: true },
    });
    expect(result.cabin).toEqual(result.unknown);
    expect(result.home).toEqual({ ok: true, next: 'shipping-method' });
    expect(result.basket?.shipments?.[0]?.shippingAddress).toMatchObject({
      address1: '120 Ember Lane',
      city: 'Portland',
    });
  });
});

describe('Place Order', () => {
  it('refuses an invalid billing address and a missing payment, keeping what was typed', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const billing = { ...ADDRESS, city: '', phone: '' };
    const result = await asCheckout(cookie, async (args) => ({
      billing: await submitPlaceOrder(
        args,
        placeOrderForm({ billingSameAsShipping: false, billing, payment: await visa(cookie) }),
      ),
      payment: await submitPlaceOrder(args, placeOrderForm({ billing })),
    }));
    expect(result.billing).toEqual({
      ok: false,
      status: 400,
      answer: {
        intent: 'placeOrder',
        error: true,
        fieldErrors: { billing_city: 'City: This field is required.' },
        billingErrors: { city: { key: 'required' } },
        billing,
        billingSameAsShipping: false,
      },
    });
    expect(result.payment).toMatchObject({
      ok: false,
      status: 400,
      answer: {
        intent: 'placeOrder',
        error: true,
        serverErrors: [expect.stringMatching(/payment/i) as unknown],
        billing,
        billingSameAsShipping: true,
      },
    });
  });

  it("sends the page's device data with the order, and the gateway records it (spec 002 §4)", async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const deviceData = JSON.stringify({ device_session_id: 'a'.repeat(32), correlation_id: 'c1' });
    const placed = await asCheckout(cookie, async (args) => {
      await submitContact(args, 'robin@example.com');
      await submitShippingAddress(args, ADDRESS);
      const view = await loadCheckoutView(args);
      await submitShippingMethod(args, view!.methods[0]!.id, false);
      return submitPlaceOrder(
        args,
        placeOrderForm({
          payment: await visa(cookie),
          attemptId: view!.attemptId,
          basketId: view!.cart.basketId ?? '',
          deviceData,
        }),
      );
    });
    expect(placed).toEqual({ ok: true, orderNo: expect.any(String) as unknown });
    const { orderNo } = placed as { orderNo: string };
    const rows = await queryRows<{ device_data: string | null }>(
      commerce.db.db,
      sql`select device_data from payment_transactions where reference = ${orderNo}`,
    );
    expect(rows.map((r) => r.device_data)).toEqual([deviceData]);
  });

  it('maps a refused card to the spec 002 §8 answer, then places the order once', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const result = await asCheckout(cookie, async (args) => {
      await submitContact(args, 'robin@example.com');
      await submitShippingAddress(args, ADDRESS);
      const view = await loadCheckoutView(args);
      await submitShippingMethod(args, view!.methods[0]!.id, false);
      const card = await visa(cookie);
      const used: CardPayment = { ...card, card: { ...card.card, nonce: 'tok_not_issued' } };
      const refused = await submitPlaceOrder(
        args,
        placeOrderForm({
          payment: used,
          attemptId: view!.attemptId,
          basketId: view!.cart.basketId ?? '',
        }),
      );
      const placed = await submitPlaceOrder(
        args,
        placeOrderForm({
          payment: card,
          attemptId: view!.attemptId,
          basketId: view!.cart.basketId ?? '',
        }),
      );
      const after = await submitContact(args, 'robin@example.com');
      return { refused, placed, after };
    });
    expect(result.refused).toMatchObject({
      ok: false,
      status: 400,
      answer: { intent: 'placeOrder', error: true, billingSameAsShipping: true },
    });
    expect((result.refused as { answer: { errorMessage?: string } }).answer.errorMessage).toEqual(
      expect.any(String),
    );
    expect(result.placed).toEqual({ ok: true, orderNo: expect.any(String) as unknown });
    // The order took the basket: there is nothing left to check out.
    expect(result.after).toEqual({ ok: false, emptyBasket: true });
  });

  it('answers three identical Place Order submits at once with the one order they placed', async () => {
    const cookie = await guest([{ productId: 'pizza-stone', quantity: 1 }]);
    const { form, card } = await asCheckout(cookie, async (args) => {
      await submitContact(args, 'robin@example.com');
      await submitShippingAddress(args, ADDRESS);
      const view = await loadCheckoutView(args);
      await submitShippingMethod(args, view!.methods[0]!.id, false);
      return { form: view!, card: await visa(cookie) };
    });
    // The same form (one attempt id, one card nonce) posted three times together: each its own
    // request, as a triple click without client script would send them.
    const submit = () =>
      asCheckout(cookie, (args) =>
        submitPlaceOrder(
          args,
          placeOrderForm({
            payment: card,
            attemptId: form.attemptId,
            basketId: form.cart.basketId ?? '',
          }),
        ),
      );
    const answers = await Promise.all([submit(), submit(), submit()]);
    const orderNos = answers.map((a) => (a.ok && 'orderNo' in a ? a.orderNo : a));
    expect(orderNos[0]).toEqual(expect.stringMatching(/^\d{8}$/));
    expect(orderNos).toEqual([orderNos[0], orderNos[0], orderNos[0]]);
  });
});
