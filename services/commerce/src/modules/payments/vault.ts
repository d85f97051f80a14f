/**
 * The vault: a customer's stored cards and wallet accounts. Every call names the customer, and a
 * token of someone else answers exactly as an unknown one. Writes run under a lock per customer,
 * so the one-default rule holds under parallel calls.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { newId } from './constants.ts';
import { consumeNonce, type NonceFailure } from './nonces.ts';
import { heldBy, ownershipFailure } from './ownership.ts';
import type {
  PaymentFailure,
  PaymentResult,
  StoredPaymentMethod,
  VaultRequest,
} from './provider.ts';
import { storedMethodOf } from './rows.ts';

const { paymentMethods, paymentNonces, customers } = schema;

const notFound: PaymentFailure<'not_found'> = {
  ok: false,
  reason: 'not_found',
  message: 'The stored payment method is not known for this customer.',
};

async function lockCustomer(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-vault:${customerId}`}))`);
}

const owned = (customerId: string, token: string) =>
  and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.token, token));

async function ownRow(tx: Transaction, customerId: string, token: string) {
  const [row] = await tx.select().from(paymentMethods).where(owned(customerId, token));
  return row;
}

async function clearDefault(tx: Transaction, customerId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.isDefault, true)));
}

/**
 * Stores what the nonce holds; the customer's first method becomes the default. Only the shopper
 * who made the nonce saves it; saving it again (a repeated submit) answers the method it became.
 */
export async function vaultPaymentMethod(
  db: Database,
  request: VaultRequest,
  now: Date,
): Promise<PaymentResult<StoredPaymentMethod, NonceFailure | 'customer_not_found' | 'not_owner'>> {
  const { customerId } = request;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer)
      return { ok: false, reason: 'customer_not_found', message: 'The customer is not known.' };
    const [made] = await tx
      .select()
      .from(paymentNonces)
      .where(eq(paymentNonces.nonce, request.nonce))
      .for('update');
    if (made && !heldBy(made, request.holder)) return ownershipFailure('not_owner');
    if (made?.vaultedToken) {
      const again = await ownRow(tx, customerId, made.vaultedToken);
      if (again) return { ok: true, value: storedMethodOf(again) };
    }
    const consumed = await consumeNonce(tx, request.nonce, now);
    if (!consumed.ok) return consumed;
    const nonce = consumed.row;
    const [existing] = await tx
      .select({ token: paymentMethods.token })
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, customerId))
      .limit(1);
    const isDefault = request.makeDefault === true || !existing;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        token: newId('pm'),
        customerId,
        methodType: nonce.methodType,
        cardType: nonce.cardType,
        lastFour: nonce.lastFour,
        expirationMonth: nonce.expirationMonth,
        expirationYear: nonce.expirationYear,
        owner: nonce.owner,
        email: nonce.email,
        details: nonce.details,
        scenario: nonce.scenario,
        isDefault,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('vault insert returned no row');
    await tx
      .update(paymentNonces)
      .set({ vaultedToken: row.token })
      .where(eq(paymentNonces.nonce, request.nonce));
    return { ok: true, value: storedMethodOf(row) };
  });
}

/** The customer's stored methods, oldest first. */
export async function listPaymentMethods(
  db: Database,
  customerId: string,
): Promise<StoredPaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, customerId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.token));
  return rows.map(storedMethodOf);
}

/**
 * Removes a stored method the server marks removable (spec 002 §4); when it was the default,
 * the newest remaining method becomes the default.
 */
export async function removePaymentMethod(
  db: Database,
  customerId: string,
  token: string,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found' | 'not_removable'>> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownRow(tx, customerId, token);
    if (!row) return notFound;
    if (!row.removable)
      return {
        ok: false,
        reason: 'not_removable',
        message: 'This payment method cannot be removed.',
      };
    await tx.delete(paymentMethods).where(owned(customerId, token));
    if (row.isDefault) {
      const [next] = await tx
        .select({ token: paymentMethods.token })
        .from(paymentMethods)
        .where(eq(paymentMethods.customerId, customerId))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.token))
        .limit(1);
      if (next)
        await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(owned(customerId, next.token));
    }
    return { ok: true, value: storedMethodOf(row) };
  });
}

export async function setDefaultPaymentMethod(
  db: Database,
  customerId: string,
  token: string,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (!(await ownRow(tx, customerId, token))) return notFound;
    await clearDefault(tx, customerId);
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(owned(customerId, token))
      .returning();
    if (!row) throw new Error('default update returned no row');
    return { ok: true, value: storedMethodOf(row) };
  });
}

/** Marks a method (not) removable, e.g. while a subscription pays with it. */
export async function setPaymentMethodRemovable(
  db: Database,
  customerId: string,
  token: string,
  removable: boolean,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>> {
  const [row] = await db
    .update(paymentMethods)
    .set({ removable })
    .where(owned(customerId, token))
    .returning();
  return row ? { ok: true, value: storedMethodOf(row) } : notFound;
}
