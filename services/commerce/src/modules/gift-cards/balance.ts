/**
 * A gift card's balance by its code and PIN (spec 000 §2 `/gift-card-balance`). Unknown code,
 * wrong PIN and a card not yet delivered all answer `undefined` alike, so the answer tells a
 * guesser nothing but "no"; a match tells only the balance and its currency.
 */
import { and, eq } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import { hashCode, normalizeCode, pinMatches } from './codes.ts';

const { giftCards } = schema;

export interface Balance {
  /** Minor units of `currency`. */
  balance: number;
  currency: string;
}

export async function giftCardBalance(
  db: Database,
  typed: { code: string; pin: string },
): Promise<Balance | undefined> {
  const code = normalizeCode(typed.code);
  if (!code) return undefined;
  const [card] = await db
    .select({
      balance: giftCards.balance,
      currency: giftCards.currency,
      pinHash: giftCards.pinHash,
    })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, hashCode(code)), eq(giftCards.status, 'sent')));
  if (!card?.pinHash || !pinMatches(code, typed.pin.trim(), card.pinHash)) return undefined;
  return { balance: card.balance, currency: card.currency };
}
