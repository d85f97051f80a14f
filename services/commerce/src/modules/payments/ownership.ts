/**
 * Whose a nonce or wallet payment is (docs/decisions/payment-method-ownership.md): the shopper
 * who created it (same usid, or same customer id) and, once known, the one basket it pays.
 * Rows made in-process (no shopper recorded) belong to nobody in particular.
 */
import { eq } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import { FAILURE_MESSAGES } from './constants.ts';
import type { NonceUse, OwnershipFailure, PaymentHolder, PaymentResult } from './provider.ts';
import { fail } from './transactions.ts';

const { paymentNonces } = schema;

interface Held {
  shopperUsid: string | null;
  shopperCustomerId: string | null;
}

/** Whether `holder` may use what `row` records (anyone, when no shopper was recorded). */
export const heldBy = (row: Held, holder: PaymentHolder | undefined): boolean =>
  !holder ||
  (row.shopperUsid === null && row.shopperCustomerId === null) ||
  row.shopperUsid === holder.usid ||
  row.shopperCustomerId === holder.customerId;

/** The columns that record `holder` on a new row. */
export const holderColumns = (holder: PaymentHolder | undefined) => ({
  shopperUsid: holder?.usid ?? null,
  shopperCustomerId: holder?.customerId ?? null,
});

export const ownershipFailure = <R extends OwnershipFailure>(reason: R) =>
  fail(reason, FAILURE_MESSAGES[reason]);

/** Why `use` may not spend a nonce of `row`, if it may not. */
export function nonceRefusal(
  row: Held & { basketId: string | null },
  use: NonceUse | undefined,
): OwnershipFailure | undefined {
  if (!use) return undefined;
  if (!heldBy(row, use)) return 'not_owner';
  if (row.basketId !== null && row.basketId !== use.basketId) return 'other_basket';
  return undefined;
}

/**
 * Binds a nonce to the basket it is put in, under a row lock so two baskets never both win. An
 * unknown nonce passes: the authorization refuses it with its own reason.
 */
export async function bindNonce(
  db: Database,
  nonce: string,
  use: NonceUse,
): Promise<PaymentResult<true, OwnershipFailure>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentNonces)
      .where(eq(paymentNonces.nonce, nonce))
      .for('update');
    if (!row) return { ok: true, value: true };
    const refusal = nonceRefusal(row, use);
    if (refusal) return ownershipFailure(refusal);
    if (row.basketId === null)
      await tx
        .update(paymentNonces)
        .set({ basketId: use.basketId })
        .where(eq(paymentNonces.nonce, nonce));
    return { ok: true, value: true };
  });
}
