/** The checkout rows of baskets: the default shipment and the payment instruments. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Database, readTogether, schema, type Transaction } from '@solo/db';
import type { BasketAddress } from '@solo/db/schema';
import { DEFAULT_SHIPMENT_ID } from '../shipping-tax/index.ts';

const { basketShipments, basketPaymentInstruments, giftCards } = schema;

export type ShipmentRow = typeof schema.basketShipments.$inferSelect;
export type InstrumentRow = typeof schema.basketPaymentInstruments.$inferSelect;

/** An instrument with, for a gift card, the card's balance now and the last four of its code. */
export type CheckoutInstrument = InstrumentRow & {
  giftCard: { balance: number; last4: string } | null;
};

export interface CheckoutRows {
  shipment?: ShipmentRow | undefined;
  instruments: CheckoutInstrument[];
}

/** Checkout rows by basket id, in two queries whatever the number of baskets. */
export async function loadCheckout(
  db: Database | Transaction,
  basketIds: readonly string[],
): Promise<Map<string, CheckoutRows>> {
  const [shipments, instruments] = await readTogether(db, [
    () =>
      db
        .select()
        .from(basketShipments)
        .where(inArray(basketShipments.basketId, [...basketIds])),
    () =>
      db
        .select({
          instrument: basketPaymentInstruments,
          balance: giftCards.balance,
          last4: giftCards.last4,
        })
        .from(basketPaymentInstruments)
        .leftJoin(giftCards, eq(giftCards.id, basketPaymentInstruments.giftCardId))
        .where(inArray(basketPaymentInstruments.basketId, [...basketIds]))
        .orderBy(asc(basketPaymentInstruments.createdAt), asc(basketPaymentInstruments.id)),
  ]);
  return new Map(
    basketIds.map((id) => [
      id,
      {
        shipment: shipments.find((s) => s.basketId === id && s.shipmentId === DEFAULT_SHIPMENT_ID),
        instruments: instruments
          .filter((i) => i.instrument.basketId === id)
          .map(({ instrument, balance, last4 }) => ({
            ...instrument,
            giftCard: instrument.giftCardId ? { balance: balance ?? 0, last4: last4 ?? '' } : null,
          })),
      },
    ]),
  );
}

/** Writes the default shipment's address and/or method, creating its row when needed. */
export async function saveShipment(
  tx: Transaction,
  basketId: string,
  change: { shippingAddress?: BasketAddress; shippingMethodId?: string | null },
): Promise<void> {
  await tx
    .insert(basketShipments)
    .values({ basketId, shipmentId: DEFAULT_SHIPMENT_ID, ...change })
    .onConflictDoUpdate({
      target: [basketShipments.basketId, basketShipments.shipmentId],
      set: change,
    });
}

export const instrumentOf = async (tx: Transaction, basketId: string, id: string) =>
  (
    await tx
      .select()
      .from(basketPaymentInstruments)
      .where(
        and(eq(basketPaymentInstruments.basketId, basketId), eq(basketPaymentInstruments.id, id)),
      )
  )[0];
