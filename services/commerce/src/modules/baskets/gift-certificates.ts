/**
 * Gift certificate items of a basket (Shopper Baskets v2 `…/gift-certificate-items`; spec 001
 * §3, §7): e-gift cards of a chosen amount, at most MAX_GIFT_CERTIFICATES per basket. They are
 * not product lines: the promotions engine, shipping and tax never see them, and their amounts
 * join the order total only (docs/decisions.md "Gift certificate items").
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { roundToMinor } from '../pricing/index.ts';
import { DEFAULT_SHIPMENT_ID } from '../shipping-tax/index.ts';
import { MAX_GIFT_CERTIFICATES } from './constants.ts';
import { applyCustom, type CustomChanges } from './service.ts';
import {
  done,
  giftCertificatesOf,
  invalid,
  lockBasket,
  NO_BASKET,
  newItemId,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { WireBasket } from './wire.ts';

const { basketGiftCertificates } = schema;

export interface GiftCertificateInit {
  amount: number;
  recipientEmail: string;
  recipientName: string;
  senderName?: string | undefined;
  message?: string | undefined;
  shipmentId?: string | undefined;
  custom?: CustomChanges | undefined;
}

export type GiftCertificateChange = Partial<Omit<GiftCertificateInit, 'shipmentId'>>;

export type GiftCertificateOutcome =
  | Outcome<WireBasket>
  | { ok: false; reason: 'gift-certificate-limit'; max: number }
  | { ok: false; reason: 'gift-certificate-not-found' };

/** `POST /baskets/{id}/gift-certificate-items`. */
export async function addGiftCertificate(
  db: Database,
  scope: BasketScope,
  basketId: string,
  init: GiftCertificateInit,
): Promise<GiftCertificateOutcome> {
  if (init.shipmentId !== undefined && init.shipmentId !== DEFAULT_SHIPMENT_ID)
    return invalid([{ name: 'shipmentId', reason: 'is not a shipment of this basket' }]);
  return db.transaction(async (tx): Promise<GiftCertificateOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const held = await giftCertificatesOf(tx, [basketId]);
    if (held.length >= MAX_GIFT_CERTIFICATES)
      return { ok: false, reason: 'gift-certificate-limit', max: MAX_GIFT_CERTIFICATES };
    await tx.insert(basketGiftCertificates).values({
      id: newItemId(),
      basketId,
      amount: roundToMinor(init.amount, row.currency as CurrencyCode),
      recipientEmail: init.recipientEmail,
      recipientName: init.recipientName,
      senderName: init.senderName ?? null,
      message: init.message ?? null,
      custom: applyCustom({}, init.custom),
      createdAt: scope.now,
    });
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `PATCH /baskets/{id}/gift-certificate-items/{itemId}`: the fields sent change. */
export async function updateGiftCertificate(
  db: Database,
  scope: BasketScope,
  basketId: string,
  itemId: string,
  change: GiftCertificateChange,
): Promise<GiftCertificateOutcome> {
  return db.transaction(async (tx): Promise<GiftCertificateOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [item] = (await giftCertificatesOf(tx, [basketId])).filter((g) => g.id === itemId);
    if (!item) return { ok: false, reason: 'gift-certificate-not-found' };
    await tx
      .update(basketGiftCertificates)
      .set({
        ...(change.amount !== undefined
          ? { amount: roundToMinor(change.amount, row.currency as CurrencyCode) }
          : {}),
        ...(change.recipientEmail !== undefined ? { recipientEmail: change.recipientEmail } : {}),
        ...(change.recipientName !== undefined ? { recipientName: change.recipientName } : {}),
        ...(change.senderName !== undefined ? { senderName: change.senderName } : {}),
        ...(change.message !== undefined ? { message: change.message } : {}),
        custom: applyCustom(item.custom, change.custom),
      })
      .where(eq(basketGiftCertificates.id, itemId));
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `DELETE /baskets/{id}/gift-certificate-items/{itemId}`. */
export async function removeGiftCertificate(
  db: Database,
  scope: BasketScope,
  basketId: string,
  itemId: string,
): Promise<GiftCertificateOutcome> {
  return db.transaction(async (tx): Promise<GiftCertificateOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [gone] = await tx
      .delete(basketGiftCertificates)
      .where(
        and(eq(basketGiftCertificates.id, itemId), eq(basketGiftCertificates.basketId, basketId)),
      )
      .returning({ id: basketGiftCertificates.id });
    if (!gone) return { ok: false, reason: 'gift-certificate-not-found' };
    return done(await touchAndRead(tx, row, scope));
  });
}

/**
 * Merge on sign-in: the guest basket's gift certificates move to the customer's basket while it
 * has room under MAX_GIFT_CERTIFICATES; the rest go with the guest basket.
 */
export async function moveGiftCertificates(
  tx: Transaction,
  fromBasketId: string,
  toBasketId: string,
) {
  const rows = await giftCertificatesOf(tx, [fromBasketId, toBasketId]);
  const room = MAX_GIFT_CERTIFICATES - rows.filter((r) => r.basketId === toBasketId).length;
  const moving = rows.filter((r) => r.basketId === fromBasketId).slice(0, Math.max(room, 0));
  if (moving.length)
    await tx
      .update(basketGiftCertificates)
      .set({ basketId: toBasketId })
      .where(
        inArray(
          basketGiftCertificates.id,
          moving.map((r) => r.id),
        ),
      );
}
