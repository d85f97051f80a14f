/** Helpers for the subscription tests: a subscription product and an order that subscribes. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema, type Database } from '@solo/db';
import type { TestCommerce } from '../../testing.ts';
import { ADDRESS, ORG, call, cardNonce, ok, placeOrder } from '../orders/orders-testing.ts';
import { BASKETS, newBasket, type TestShopper } from '../baskets/basket-testing.ts';
import { createSandboxGateway } from '../payments/index.ts';
import type { WireOrder } from '../orders/index.ts';

export {
  ADDRESS,
  CARDS,
  ORG,
  call,
  guest,
  ok,
  placeOrder,
  problemOf,
  registered,
} from '../orders/orders-testing.ts';
export { BASKETS, newBasket, seedBasketCatalog } from '../baskets/basket-testing.ts';

export const SUBSCRIPTIONS = (customerId: string) =>
  `/mobify/proxy/api/custom/subscriptions/v1/organizations/${ORG}/customers/${customerId}`;

/** `pellets` (a subscription product at 20.00) next to the basket catalog's products. */
export async function seedSubscriptionProduct(db: Database, stockLevel = 500): Promise<void> {
  await db.insert(schema.products).values({
    id: 'pellets',
    type: 'item',
    name: 'Pellets',
    custom: { isSubscriptionProduct: true, maximumPurchaseQuantity: 20 },
  });
  await db
    .insert(schema.prices)
    .values({ priceBookId: 'usd-list', productId: 'pellets', amount: 2000, minQuantity: 1 });
  await db
    .insert(schema.inventory)
    .values({ inventoryListId: 'inventory_us', productId: 'pellets', stockLevel, safetyStock: 0 });
}

/** Saves a card of `number` to the customer's account; its vault token. */
export async function savedCard(
  t: TestCommerce,
  customerId: string,
  number = '4111 1111 1111 1111',
) {
  const vaulted = await createSandboxGateway(t.db.db).vaultPaymentMethod({
    customerId,
    nonce: await cardNonce(t, number),
  });
  if (!vaulted.ok) expect.fail(vaulted.message);
  return vaulted.value.token;
}

/**
 * A basket of `quantity` pellets every `frequency`, ready to order: email, addresses, a shipping
 * method and, unless `pay` says otherwise, the customer's saved card `token`.
 */
export async function subscriptionBasket(
  t: TestCommerce,
  shopper: TestShopper,
  pay: { token: string } | { nonce: string },
  frequency = '1_3',
  quantity = 2,
): Promise<string> {
  const basketId = (await newBasket(t, shopper)).basketId!;
  await ok(
    call(t, 'POST', `${BASKETS}/${basketId}/items`, shopper.token, [
      { productId: 'pellets', quantity, c_subscriptionFrequency: frequency },
    ]),
  );
  await ok(
    call(t, 'PUT', `${BASKETS}/${basketId}/customer`, shopper.token, { email: 'sub@example.com' }),
  );
  await t.db.db
    .insert(schema.basketShipments)
    .values({ basketId, shipmentId: 'me', shippingAddress: ADDRESS, shippingMethodId: 'standard' });
  await t.db.db
    .update(schema.baskets)
    .set({ billingAddress: ADDRESS })
    .where(eq(schema.baskets.id, basketId));
  await t.db.db.insert(schema.basketPaymentInstruments).values({
    id: `pi-${basketId}`,
    basketId,
    paymentMethodId: 'CREDIT_CARD',
    card: {
      cardType: 'Visa',
      numberLastDigits: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
      holder: 'Jordan Miller',
    },
    ...('token' in pay ? { customerPaymentInstrumentId: pay.token } : { paymentNonce: pay.nonce }),
    createdAt: new Date(),
  });
  return basketId;
}

/** A registered shopper's order that subscribes to pellets; the order and its subscription row. */
export async function subscribe(t: TestCommerce, shopper: TestShopper, frequency = '1_3') {
  const token = await savedCard(t, shopper.customerId);
  const basketId = await subscriptionBasket(t, shopper, { token }, frequency);
  const order = await ok<WireOrder>(placeOrder(t, shopper, basketId));
  const [row] = await t.db.db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.createdFromOrderNo, order.orderNo!));
  if (!row) expect.fail('the order created no subscription');
  return { order, subscription: row, token };
}
