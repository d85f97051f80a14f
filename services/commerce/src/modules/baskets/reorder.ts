/**
 * The basket a subscription's scheduled order is placed from (docs/decisions/subscriptions.md):
 * written whole in one transaction under an id the run chooses, so two runners of one run write
 * one basket, then placed through the checkout's own placement and gone with the order. A run that
 * does not place discards it.
 */
import { eq } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import type { BasketAddress, BasketPaymentCard, SubscriptionFrequency } from '@solo/db/schema';
import { CREDIT_CARD } from '../payments/index.ts';
import { DEFAULT_SHIPMENT_ID } from '../shipping-tax/index.ts';
import { newItemId } from './store.ts';
import { FREQUENCY_KEY } from './subscription-lines.ts';

const { baskets, basketItems, basketShipments, basketPaymentInstruments } = schema;

export interface ReorderBasket {
  basketId: string;
  siteId: string;
  customerId: string;
  currency: string;
  email: string;
  productId: string;
  quantity: number;
  frequency: SubscriptionFrequency;
  shippingAddress: BasketAddress;
  billingAddress: BasketAddress;
  shippingMethodId: string;
  /** The vault token of the customer's saved card. */
  customerPaymentInstrumentId: string;
  card: BasketPaymentCard | null;
}

/** Writes the basket unless it exists (a second runner, a restart): the first one written stays. */
export async function openReorderBasket(db: Database, r: ReorderBasket, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(baskets)
      .values({
        id: r.basketId,
        siteId: r.siteId,
        ownerKind: 'registered',
        ownerId: r.customerId,
        customerId: r.customerId,
        usid: r.customerId,
        currency: r.currency,
        email: r.email,
        billingAddress: r.billingAddress,
        custom: {},
        createdAt: now,
        modifiedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: baskets.id });
    if (!row) return;
    await tx.insert(basketItems).values({
      id: newItemId(),
      basketId: r.basketId,
      productId: r.productId,
      quantity: r.quantity,
      // The line of a subscription: priced at the subscription price (subscription-lines.ts).
      custom: { [FREQUENCY_KEY]: r.frequency },
      position: 0,
      createdAt: now,
    });
    await tx.insert(basketShipments).values({
      basketId: r.basketId,
      shipmentId: DEFAULT_SHIPMENT_ID,
      shippingAddress: r.shippingAddress,
      shippingMethodId: r.shippingMethodId,
    });
    await tx.insert(basketPaymentInstruments).values({
      id: newItemId(),
      basketId: r.basketId,
      paymentMethodId: CREDIT_CARD,
      card: r.card,
      customerPaymentInstrumentId: r.customerPaymentInstrumentId,
      createdAt: now,
    });
  });
}

/** A run that placed no order leaves no basket behind (placement removes a placed one itself). */
export const discardReorderBasket = (db: Database, basketId: string) =>
  db.delete(baskets).where(eq(baskets.id, basketId));
