/**
 * Ownership of the browser's nonces with a real gateway (docs/decisions/payment-method-ownership.md):
 * the gateway knows nothing of our shoppers, so the first shopper who puts a nonce in a basket
 * holds it, for that basket only (the sandbox records the maker instead: ../ownership.ts).
 */
import { eq } from 'drizzle-orm';
import { schema } from '@solo/db';
import { nonceRefusal, ownershipFailure } from '../ownership.ts';
import type { NonceUse, OwnershipFailure, PaymentResult } from '../provider.ts';
import type { BraintreeDeps } from './deps.ts';

const { paymentGatewayNonceUses } = schema;

async function recorded(deps: Pick<BraintreeDeps, 'db'>, nonce: string) {
  const [row] = await deps.db
    .select()
    .from(paymentGatewayNonceUses)
    .where(eq(paymentGatewayNonceUses.nonce, nonce));
  return row;
}

/** Binds `nonce` to the shopper and basket of `use` the first time; refuses anyone else after. */
export async function bindNonce(
  deps: Pick<BraintreeDeps, 'db' | 'now'>,
  nonce: string,
  use: NonceUse,
): Promise<PaymentResult<true, OwnershipFailure>> {
  await deps.db
    .insert(paymentGatewayNonceUses)
    .values({
      nonce,
      shopperUsid: use.usid,
      shopperCustomerId: use.customerId,
      basketId: use.basketId,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
  return checkNonceUse(deps, nonce, use);
}

/** Why `use` may not spend `nonce`, as a result; a nonce never bound passes (nobody holds it). */
export async function checkNonceUse(
  deps: Pick<BraintreeDeps, 'db'>,
  nonce: string,
  use: NonceUse | undefined,
): Promise<PaymentResult<true, OwnershipFailure>> {
  const row = await recorded(deps, nonce);
  const refusal = row ? nonceRefusal(row, use) : undefined;
  return refusal ? ownershipFailure(refusal) : { ok: true, value: true };
}
