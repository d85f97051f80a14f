/**
 * Which of a customer's saved payment methods may be removed (spec 002 §4: only what the server
 * marks removable). The gateway may keep one; the store keeps every card a live (active or
 * paused) subscription pays with, so a reorder never finds its card gone. It is read from the
 * subscriptions at each call rather than flagged in the vault, so it can never fall out of step
 * with a subscription that changed card or ended.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Database, schema } from '@solo/db';
import type { PaymentProvider, StoredPaymentMethod } from '../payments/index.ts';

const { subscriptions } = schema;

/** A saved method as the account shows it: removable unless the gateway or a subscription keeps it. */
export interface AccountPaymentMethod extends StoredPaymentMethod {
  /** A live subscription of the customer pays with it. */
  paysSubscription: boolean;
}

/** The vault tokens the customer's active or paused subscriptions pay with. */
async function tokensPayingSubscriptions(db: Database, customerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ token: subscriptions.paymentInstrumentId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        inArray(subscriptions.status, ['active', 'paused']),
      ),
    );
  return new Set(rows.map((r) => r.token));
}

export async function listAccountPaymentMethods(
  deps: { db: Database; payments: PaymentProvider },
  customerId: string,
): Promise<AccountPaymentMethod[]> {
  const [methods, paying] = await Promise.all([
    deps.payments.listPaymentMethods(customerId),
    tokensPayingSubscriptions(deps.db, customerId),
  ]);
  return methods.map((m) => {
    const paysSubscription = paying.has(m.token);
    return { ...m, paysSubscription, removable: m.removable && !paysSubscription };
  });
}

export type RemoveOutcome =
  { ok: true } | { ok: false; reason: 'not_found' | 'not_removable' | 'pays_subscription' };

/** Removes a saved method unless the gateway keeps it or a live subscription pays with it. */
export async function removeAccountPaymentMethod(
  deps: { db: Database; payments: PaymentProvider },
  customerId: string,
  token: string,
): Promise<RemoveOutcome> {
  // Only the customer's own subscriptions are read: another customer's token stays unknown.
  if ((await tokensPayingSubscriptions(deps.db, customerId)).has(token))
    return { ok: false, reason: 'pays_subscription' };
  const result = await deps.payments.removePaymentMethod(customerId, token);
  return result.ok ? { ok: true } : { ok: false, reason: result.reason };
}
