/**
 * After an authorization: capture (once, all or less; or in parts, each but the last marked
 * partial, as partial shipments settle), void (while uncaptured), refund (in parts, up to the
 * captured amount). The transaction row is locked for each change.
 */
import { eq } from 'drizzle-orm';
import { schema, type Transaction } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { newId } from './constants.ts';
import {
  findKey,
  lockKey,
  recordKey,
  requestHash,
  type KeyRow,
  type Operation,
} from './idempotency.ts';
import type {
  CaptureFailure,
  CaptureRequest,
  PaymentFailureReason,
  PaymentResult,
  PaymentTransaction,
  Refund,
  RefundFailure,
  RefundRequest,
  VoidFailure,
} from './provider.ts';
import { transactionOf, type TransactionRow } from './rows.ts';
import {
  checkKey,
  invalidAmount,
  isAmount,
  known,
  readTransaction,
  replay,
  type GatewayDeps,
} from './transactions.ts';

const { paymentTransactions, paymentRefunds } = schema;

/** Runs `work` on the locked transaction under the key, or replays the key's first answer. */
async function underKey<T, R extends PaymentFailureReason>(
  deps: GatewayDeps,
  operation: Operation,
  key: string,
  hash: string,
  transactionId: string,
  onReplay: (tx: Transaction, key: KeyRow, row: TransactionRow) => Promise<PaymentResult<T, R>>,
  work: (tx: Transaction, row: TransactionRow) => Promise<PaymentResult<T, R>>,
): Promise<PaymentResult<T, R | 'not_found' | 'idempotency_key_reused'>> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, operation, key);
    const earlier = await findKey(tx, operation, key);
    if (earlier) {
      const again = await replay(tx, earlier, hash);
      return again.ok ? onReplay(tx, earlier, again.value) : again;
    }
    const row = await readTransaction(tx, transactionId, true);
    if (!row) return known('not_found');
    return work(tx, row);
  });
}

/** Why a transaction in this state cannot be captured or voided; undefined when authorized. */
function notAuthorized(row: TransactionRow) {
  switch (row.status) {
    case 'authorized':
      return undefined;
    case 'declined':
      return known('not_authorized');
    case 'voided':
      return known('already_voided');
    default:
      return known('already_captured');
  }
}

/** Whether a capture may follow the earlier ones: the last was partial and nothing refunded. */
const captureContinues = (row: TransactionRow) => row.status === 'captured' && row.captureOpen;

/**
 * Captures the authorization, all of it or a smaller amount. A `partial` capture leaves the rest
 * open for later captures (a partial shipment); any other capture closes it.
 */
export async function capture(
  deps: GatewayDeps,
  request: CaptureRequest,
): Promise<PaymentResult<PaymentTransaction, CaptureFailure>> {
  const wrong = checkKey(request.idempotencyKey);
  if (wrong) return wrong;
  if (request.amount !== undefined && !isAmount(request.amount)) return invalidAmount();
  const now = deps.now();
  const hash = requestHash({
    transactionId: request.transactionId,
    amount: request.amount,
    ...(request.partial ? { partial: true } : {}),
  });
  return underKey<PaymentTransaction, CaptureFailure>(
    deps,
    'capture',
    request.idempotencyKey,
    hash,
    request.transactionId,
    (_tx, _key, row) => Promise.resolve({ ok: true, value: transactionOf(row) }),
    async (tx, row) => {
      const refused = captureContinues(row) ? undefined : notAuthorized(row);
      if (refused) return refused;
      if (row.authorizationExpiresAt && row.authorizationExpiresAt <= now)
        return known('authorization_expired');
      const open = row.amount - row.capturedAmount;
      const amount = request.amount ?? open;
      if (amount > open) return known('amount_exceeds_authorized');
      const captured = row.capturedAmount + amount;
      const [updated] = await tx
        .update(paymentTransactions)
        .set({
          status: 'captured',
          capturedAmount: captured,
          captureOpen: request.partial === true && captured < row.amount,
          capturedAt: now,
          updatedAt: now,
        })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      if (!updated) throw new Error('capture updated no row');
      await recordKey(tx, {
        operation: 'capture',
        key: request.idempotencyKey,
        requestHash: hash,
        transactionId: row.id,
        createdAt: now,
      });
      return { ok: true, value: transactionOf(updated) };
    },
  );
}

/** Voids an authorization that was not captured; the funds are released. */
export async function voidTransaction(
  deps: GatewayDeps,
  transactionId: string,
): Promise<PaymentResult<PaymentTransaction, VoidFailure>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await readTransaction(tx, transactionId, true);
    if (!row) return known('not_found');
    const refused = notAuthorized(row);
    if (refused) return refused;
    const [updated] = await tx
      .update(paymentTransactions)
      .set({ status: 'voided', voidedAt: now, updatedAt: now })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    if (!updated) throw new Error('void updated no row');
    return { ok: true, value: transactionOf(updated) };
  });
}

function refundOf(row: typeof paymentRefunds.$inferSelect, currency: string): Refund {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amount: { amount: row.amount, currency: currency as CurrencyCode },
    createdAt: row.createdAt,
  };
}

/** Refunds captured money, in one or more parts, never more than was captured. */
export async function refund(
  deps: GatewayDeps,
  request: RefundRequest,
): Promise<PaymentResult<{ refund: Refund; transaction: PaymentTransaction }, RefundFailure>> {
  const wrong = checkKey(request.idempotencyKey);
  if (wrong) return wrong;
  if (request.amount !== undefined && !isAmount(request.amount)) return invalidAmount();
  const now = deps.now();
  const hash = requestHash({ transactionId: request.transactionId, amount: request.amount });
  type Value = { refund: Refund; transaction: PaymentTransaction };
  return underKey<Value, RefundFailure>(
    deps,
    'refund',
    request.idempotencyKey,
    hash,
    request.transactionId,
    async (tx, key, row) => {
      const [earlier] = key.refundId
        ? await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, key.refundId))
        : [];
      if (!earlier) throw new Error(`refund key names a missing refund ${key.refundId}`);
      return {
        ok: true,
        value: { refund: refundOf(earlier, row.currency), transaction: transactionOf(row) },
      };
    },
    async (tx, row) => {
      if (row.status === 'refunded') return known('already_refunded');
      if (row.status !== 'captured' && row.status !== 'partially_refunded')
        return known('not_captured');
      const remaining = row.capturedAmount - row.refundedAmount;
      const amount = request.amount ?? remaining;
      if (amount > remaining) return known('amount_exceeds_captured');
      const refunded = row.refundedAmount + amount;
      const [created] = await tx
        .insert(paymentRefunds)
        .values({ id: newId('rfnd'), transactionId: row.id, amount, createdAt: now })
        .returning();
      const [updated] = await tx
        .update(paymentTransactions)
        .set({
          refundedAmount: refunded,
          status: refunded === row.capturedAmount ? 'refunded' : 'partially_refunded',
          updatedAt: now,
        })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      if (!created || !updated) throw new Error('refund wrote no row');
      await recordKey(tx, {
        operation: 'refund',
        key: request.idempotencyKey,
        requestHash: hash,
        transactionId: row.id,
        refundId: created.id,
        createdAt: now,
      });
      return {
        ok: true,
        value: { refund: refundOf(created, row.currency), transaction: transactionOf(updated) },
      };
    },
  );
}
