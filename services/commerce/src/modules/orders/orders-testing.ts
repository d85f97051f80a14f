/** Helpers for the order tests: a basket ready to order, paid with a sandbox test card. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import { ORG, add, call, newBasket, ok, type TestShopper } from '../baskets/basket-testing.ts';
import { createSandboxGateway } from '../payments/index.ts';

export { ORG, call, guest, ok, registered, seedBasketCatalog } from '../baskets/basket-testing.ts';
export { problemOf } from '../customers/customers-testing.ts';

export const ORDERS = `/mobify/proxy/api/checkout/shopper-orders/v1/organizations/${ORG}/orders`;

export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  timeout: '4000 0000 0000 0119',
} as const;

export const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Miller',
  address1: '12 Ember Lane',
  city: 'Austin',
  postalCode: '78701',
  stateCode: 'TX',
  countryCode: 'US',
  phone: '(512) 555-0100',
};

/** A single-use nonce of `number`, as the browser's card fields would get it. */
export async function cardNonce(t: TestCommerce, number: string): Promise<string> {
  const result = await createSandboxGateway(t.db.db).tokenizeCard({
    number,
    expiration: '12/30',
    cvv: '123',
    owner: 'Jordan Miller',
  });
  if (!result.ok) expect.fail(result.message);
  return result.value.nonce;
}

/** Replaces the basket's payment instrument with a card of `number`. */
export async function payWith(t: TestCommerce, basketId: string, number: string) {
  const { basketPaymentInstruments } = schema;
  await t.db.db
    .delete(basketPaymentInstruments)
    .where(eq(basketPaymentInstruments.basketId, basketId));
  const digits = number.replace(/\s/g, '');
  await t.db.db.insert(basketPaymentInstruments).values({
    id: `pi-${basketId}`,
    basketId,
    paymentMethodId: 'CREDIT_CARD',
    card: {
      cardType: 'Visa',
      numberLastDigits: digits.slice(-4),
      expirationMonth: 12,
      expirationYear: 2030,
      holder: 'Jordan Miller',
    },
    paymentNonce: await cardNonce(t, number),
    createdAt: new Date(),
  });
}

/**
 * A basket of `items` with an email, shipping and billing addresses and a card payment: what the
 * checkout page leaves before Place Order. Addresses are written as the basket's checkout calls
 * store them.
 */
export async function readyBasket(
  t: TestCommerce,
  shopper: TestShopper,
  items: Array<{ productId: string; quantity: number }>,
  card: string = CARDS.approve,
): Promise<string> {
  const basketId = (await newBasket(t, shopper)).basketId!;
  await ok(add(t, shopper, basketId, items));
  const base = `/mobify/proxy/api/checkout/shopper-baskets/v2/organizations/${ORG}/baskets`;
  await ok(
    call(t, 'PUT', `${base}/${basketId}/customer`, shopper.token, { email: 'Jordan@Example.com' }),
  );
  await t.db.db
    .insert(schema.basketShipments)
    .values({ basketId, shipmentId: 'me', shippingAddress: ADDRESS });
  await t.db.db
    .update(schema.baskets)
    .set({ billingAddress: ADDRESS })
    .where(eq(schema.baskets.id, basketId));
  await payWith(t, basketId, card);
  return basketId;
}

export const placeOrder = (t: TestCommerce, s: TestShopper, basketId: string, key?: string) =>
  Promise.resolve(
    t.app.request(`${ORDERS}?siteId=SoloUS`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${s.token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({ basketId }),
    }),
  );

export const stockOf = async (t: TestCommerce, productId: string) =>
  (
    await t.db.db
      .select({ stockLevel: schema.inventory.stockLevel })
      .from(schema.inventory)
      .where(eq(schema.inventory.productId, productId))
  )[0]?.stockLevel;

export const transactions = (t: TestCommerce) => t.db.db.select().from(schema.paymentTransactions);
