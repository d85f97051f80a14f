/**
 * A gift card's balance by its code and PIN (spec 000 §2 `/gift-card-balance`). Unknown code,
 * wrong PIN and a card not yet delivered all answer `undefined` alike, so the answer tells a
 * guesser nothing but "no"; a match tells only the balance and its currency.
 */
import { and, eq } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { hashCode, normalizeCode, pinMatches } from './codes.ts';

const { giftCards } = schema;

export interface Balance {
  /** Minor units of `currency`. */
  balance: number;
  currency: string;
}

/** A delivered card the code and PIN open, or undefined (unknown code and wrong PIN alike). */
export async function openCard(
  db: Database | Transaction,
  typed: { code: string; pin: string },
): Promise<{ id: string; balance: number; currency: string; last4: string } | undefined> {
  const code = normalizeCode(typed.code);
  if (!code) return undefined;
  const [card] = await db
    .select({
      id: giftCards.id,
      balance: giftCards.balance,
      currency: giftCards.currency,
      pinHash: giftCards.pinHash,
      last4: giftCards.last4,
    })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, hashCode(code)), eq(giftCards.status, 'sent')));
  if (!card?.pinHash || !pinMatches(code, typed.pin.trim(), card.pinHash)) return undefined;
  return { id: card.id, balance: card.balance, currency: card.currency, last4: card.last4 ?? '' };
}

export async function giftCardBalance(
  db: Database,
  typed: { code: string; pin: string },
): Promise<Balance | undefined> {
  const card = await openCard(db, typed);
  return card && { balance: card.balance, currency: card.currency };
}
