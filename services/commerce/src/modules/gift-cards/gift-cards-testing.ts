/** Helpers for tests that pay with gift cards: a delivered card with a known code and PIN. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import { displayCode, newCode } from './codes.ts';

export interface TestGiftCard {
  id: string;
  /** As printed in the email: `ABCD-EFGH-JKMN-PQRS`. */
  code: string;
  pin: string;
  last4: string;
}

/** A card as its email left it: `sent`, holding `balance` minor units of `currency`. */
export async function sentGiftCard(
  db: Database,
  balance: number,
  currency = 'USD',
): Promise<TestGiftCard> {
  const issued = newCode();
  const id = randomBytes(12).toString('hex');
  const now = new Date();
  await db.insert(schema.giftCards).values({
    id,
    orderNo: `T${id.slice(0, 7)}`,
    itemId: 'gift',
    siteId: currency === 'USD' ? 'SoloUS' : 'SoloEU',
    locale: 'en-US',
    currency,
    amount: balance,
    balance,
    recipientEmail: 'sam@example.com',
    recipientName: 'Sam',
    buyerEmail: 'jordan@example.com',
    codeHash: issued.codeHash,
    pinHash: issued.pinHash,
    last4: issued.last4,
    status: 'sent',
    deliverAt: now,
    sentAt: now,
    createdAt: now,
  });
  return { id, code: displayCode(issued.code), pin: issued.pin, last4: issued.last4 };
}

export const balanceOf = async (db: Database, id: string) =>
  (
    await db
      .select({ balance: schema.giftCards.balance })
      .from(schema.giftCards)
      .where(eq(schema.giftCards.id, id))
  )[0]?.balance;
