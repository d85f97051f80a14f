/** Single-use nonces: card fields tokenized, and using a nonce up exactly once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { validateCard, type CardFieldError, type CardFields } from './card.ts';
import { FAILURE_MESSAGES, NONCE_TTL_MS, newId, scenarioOf } from './constants.ts';
import { holderColumns } from './ownership.ts';
import type { PaymentFailure, PaymentHolder, PaymentNonce } from './provider.ts';
import { nonceOf, type NonceRow } from './rows.ts';

const { paymentNonces } = schema;

export type NonceFailure = 'invalid_nonce' | 'nonce_used' | 'nonce_expired';

const failure = (reason: NonceFailure): PaymentFailure<NonceFailure> => ({
  ok: false,
  reason,
  message: FAILURE_MESSAGES[reason],
});

/**
 * Card fields → a nonce. Only the brand, last four digits, expiry, owner and the test number's
 * behaviour are kept: the number and the CVV are never written anywhere.
 */
export async function tokenizeCard(
  db: Database,
  fields: CardFields,
  now: Date,
  holder?: PaymentHolder,
): Promise<
  | { ok: true; value: PaymentNonce }
  | (PaymentFailure<'invalid_card'> & { errors: CardFieldError[] })
> {
  const checked = validateCard(fields, now);
  if (!checked.ok) {
    return {
      ok: false,
      reason: 'invalid_card',
      message: checked.errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      fields: checked.errors.map((e) => ({ name: e.field, reason: e.message })),
      errors: checked.errors,
    };
  }
  const { card } = checked;
  const [row] = await db
    .insert(paymentNonces)
    .values({
      nonce: newId('tokencc'),
      methodType: 'card',
      cardType: card.brand,
      lastFour: card.lastFour,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      owner: card.owner,
      scenario: scenarioOf(card.number),
      createdAt: now,
      expiresAt: new Date(now.getTime() + NONCE_TTL_MS),
      ...holderColumns(holder),
    })
    .returning();
  if (!row) throw new Error('nonce insert returned no row');
  return { ok: true, value: nonceOf(row) };
}

/** Why a nonce cannot be used now, or the row if it can (without using it up). */
export async function usableNonce(
  db: Database | Transaction,
  nonce: string,
  now: Date,
): Promise<{ ok: true; row: NonceRow } | PaymentFailure<NonceFailure>> {
  const [row] = await db.select().from(paymentNonces).where(eq(paymentNonces.nonce, nonce));
  if (!row) return failure('invalid_nonce');
  if (row.consumedAt) return failure('nonce_used');
  if (row.expiresAt <= now) return failure('nonce_expired');
  return { ok: true, row };
}

/**
 * Uses the nonce up: one conditional update, so of parallel callers exactly one gets the row and
 * the others learn why not.
 */
export async function consumeNonce(
  tx: Transaction,
  nonce: string,
  now: Date,
): Promise<{ ok: true; row: NonceRow } | PaymentFailure<NonceFailure>> {
  const [row] = await tx
    .update(paymentNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(paymentNonces.nonce, nonce),
        isNull(paymentNonces.consumedAt),
        gt(paymentNonces.expiresAt, now),
      ),
    )
    .returning();
  if (row) return { ok: true, row };
  const why = await usableNonce(tx, nonce, now);
  return why.ok ? failure('nonce_used') : why;
}
