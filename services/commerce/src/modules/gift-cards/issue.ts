/**
 * Issuing gift cards with their order (spec 001 §9; docs/decisions.md "Gift card codes"): one
 * card per gift certificate item, written in the transaction that writes the order, so an order
 * and its cards exist together or not at all. The card's code is made when its email goes out
 * (delivery.ts): until then no code exists that could leak or be guessed.
 */
import { randomBytes } from 'node:crypto';
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { schema, type Transaction } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { toMinor } from '../pricing/index.ts';

const { giftCards } = schema;

/** A delivery date may be at most this far ahead (a year covers every birthday). */
const MAX_DELIVERY_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssueContext {
  orderNo: string;
  siteId: string;
  locale: string;
  buyerEmail: string;
  now: Date;
}

/**
 * When the card's email goes out: the item's `c_deliveryDate` (YYYY-MM-DD, UTC midnight) when it
 * is a real date after now and within MAX_DELIVERY_DAYS, else at once.
 */
export function deliveryTime(requested: unknown, now: Date): Date {
  if (typeof requested !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(requested)) return now;
  const at = new Date(`${requested}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== requested) return now;
  if (at <= now || at.getTime() - now.getTime() > MAX_DELIVERY_DAYS * DAY_MS) return now;
  return at;
}

/** Writes one pending card per gift certificate item of the placed basket; returns their ids. */
export async function issueGiftCards(
  tx: Transaction,
  basket: Pick<ShopperBasketsV2Types.Basket, 'currency' | 'giftCertificateItems'>,
  context: IssueContext,
): Promise<string[]> {
  const currency = basket.currency as CurrencyCode;
  const rows = (basket.giftCertificateItems ?? []).map((item) => {
    const amount = toMinor(item.amount, currency) ?? 0;
    const custom = item as Record<string, unknown>;
    return {
      id: randomBytes(12).toString('hex'),
      orderNo: context.orderNo,
      itemId: item.giftCertificateItemId!,
      siteId: context.siteId,
      locale: context.locale,
      currency,
      amount,
      balance: amount,
      recipientEmail: item.recipientEmail,
      recipientName: item.recipientName ?? '',
      senderName: item.senderName ?? null,
      message: item.message ?? null,
      buyerEmail: context.buyerEmail,
      status: 'pending' as const,
      deliverAt: deliveryTime(custom.c_deliveryDate, context.now),
      createdAt: context.now,
    };
  });
  if (rows.length === 0) return [];
  await tx.insert(giftCards).values(rows);
  return rows.map((r) => r.id);
}
