/**
 * After a Braintree authorization: capture (`submitForSettlement`, or
 * `submitForPartialSettlement` for a partial shipment, the last one with `finalCapture`), void,
 * refund (to each settlement holding the money, oldest first) and find. Our ledger checks what it
 * can before the gateway is called; Braintree's validation errors answer the rest.
 */
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { newId } from '../constants.ts';
import { requestHash, type Operation } from '../idempotency.ts';
import type {
  CaptureFailure,
  CaptureRequest,
  PaymentResult,
  PaymentTransaction,
  Refund,
  RefundFailure,
  RefundRequest,
  VoidFailure,
} from '../provider.ts';
import { transactionOf, type TransactionRow } from '../rows.ts';
import { checkKey, invalidAmount, isAmount, known, readTransaction } from '../transactions.ts';
import { addProgress, claim, complete, release, type Claim } from './claims.ts';
import type { BraintreeDeps } from './deps.ts';
import {
  CODES,
  errorCodes,
  failure,
  hasCode,
  invalidRequest,
  isNotFound,
  statusOf,
  transportFailure,
} from './outcomes.ts';
import { amountString, type BtResult, type BtTransaction } from './sdk.ts';

const { paymentTransactions, paymentRefunds, paymentGatewaySettlements } = schema;

type TxResult = BtResult<'transaction', BtTransaction>;

/**
 * Calls the SDK; a thrown transport error becomes `gateway_timeout`. Refused credentials throw
 * on, after `cleanup` (the key's claim is released first).
 */
async function call(work: () => Promise<unknown>, cleanup: () => Promise<void> = async () => {}) {
  try {
    return { ok: true as const, response: (await work()) as TxResult };
  } catch (err) {
    if (isNotFound(err)) return { ok: false as const, failure: known('not_found') };
    try {
      return { ok: false as const, failure: transportFailure(err) };
    } catch (thrown) {
      await cleanup();
      throw thrown;
    }
  }
}

function busyOrReused(claimed: Exclude<Claim, { kind: 'claimed' } | { kind: 'done' }>) {
  return claimed.kind === 'reused'
    ? known('idempotency_key_reused')
    : failure('gateway_timeout', 'An earlier call with this idempotency key has not finished.');
}

function notAuthorized(row: TransactionRow) {
  if (row.status === 'declined') return known('not_authorized');
  if (row.status === 'voided') return known('already_voided');
  if (row.status !== 'authorized' && !(row.status === 'captured' && row.captureOpen))
    return known('already_captured');
  return undefined;
}

async function updated(deps: BraintreeDeps, id: string, set: Partial<TransactionRow>) {
  const [row] = await deps.db
    .update(paymentTransactions)
    .set({ ...set, updatedAt: deps.now() })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error(`transaction ${id} vanished`);
  return row;
}

export async function capture(
  deps: BraintreeDeps,
  request: CaptureRequest,
): Promise<PaymentResult<PaymentTransaction, CaptureFailure>> {
  const badKey = checkKey(request.idempotencyKey);
  if (badKey) return badKey;
  if (request.amount !== undefined && !isAmount(request.amount)) return invalidAmount();
  const { transactionId, idempotencyKey } = request;
  const partial = request.partial === true;
  const hash = requestHash({ transactionId, amount: request.amount, partial });
  const claimed = await claim(deps.claims, 'capture', idempotencyKey, hash);
  if (claimed.kind === 'done') {
    if (claimed.key.requestHash !== hash) return known('idempotency_key_reused');
    const row = await readTransaction(deps.db, claimed.key.transactionId);
    return row ? { ok: true, value: transactionOf(row) } : known('not_found');
  }
  if (claimed.kind !== 'claimed') return busyOrReused(claimed);
  const fail = async <F extends { ok: false }>(f: F) => {
    await release(deps.db, 'capture', idempotencyKey);
    return f;
  };
  const row = await readTransaction(deps.db, transactionId);
  if (!row) return fail(known('not_found'));
  const wrong = notAuthorized(row);
  if (wrong) return fail(wrong);
  const open = row.amount - row.capturedAmount;
  const amount = request.amount ?? open;
  if (amount > open) return fail(known('amount_exceeds_authorized'));
  const decimal = amountString(amount, row.currency as CurrencyCode);
  const sdk = deps.sdk.transaction;
  // The SDK takes `finalCapture` though its published types omit the third argument.
  const partialSettlement = sdk.submitForPartialSettlement.bind(sdk) as (
    id: string,
    amount: string,
    options?: { finalCapture: boolean },
  ) => Promise<unknown>;
  const answer = await call(
    () =>
      partial
        ? partialSettlement(transactionId, decimal)
        : row.status === 'captured'
          ? // The last part of a partial shipment closes the authorization.
            partialSettlement(transactionId, decimal, { finalCapture: true })
          : sdk.submitForSettlement(transactionId, decimal),
    () => release(deps.db, 'capture', idempotencyKey),
  );
  if (!answer.ok) return fail(answer.failure);
  const { response } = answer;
  if (!response.success) {
    const codes = errorCodes(response);
    if (hasCode(codes, CODES.settlementAmountTooLarge))
      return fail(known('amount_exceeds_authorized'));
    if (hasCode(codes, CODES.cannotSubmitForSettlement))
      return fail(
        response.transaction?.status === 'authorization_expired'
          ? known('authorization_expired')
          : known('already_captured'),
      );
    return fail(invalidRequest(response));
  }
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(paymentTransactions)
      .set({
        status: 'captured',
        capturedAmount: row.capturedAmount + amount,
        captureOpen: partial,
        capturedAt: now,
        updatedAt: now,
      })
      .where(eq(paymentTransactions.id, transactionId))
      .returning();
    if (!saved) throw new Error(`transaction ${transactionId} vanished`);
    // A partial settlement is a transaction of its own; a full one settles the authorization.
    await tx.insert(paymentGatewaySettlements).values({
      id: response.transaction.id,
      transactionId,
      amount,
      createdAt: now,
    });
    await complete(tx, {
      operation: 'capture',
      key: idempotencyKey,
      requestHash: hash,
      transactionId,
      createdAt: now,
    });
    return saved;
  });
  return { ok: true, value: transactionOf(result) };
}

export async function voidTransaction(
  deps: BraintreeDeps,
  transactionId: string,
): Promise<PaymentResult<PaymentTransaction, VoidFailure>> {
  const row = await readTransaction(deps.db, transactionId);
  if (!row) return known('not_found');
  if (row.status === 'declined') return known('not_authorized');
  if (row.status === 'voided') return known('already_voided');
  if (row.status !== 'authorized') return known('already_captured');
  const answer = await call(() => deps.sdk.transaction.void(transactionId));
  if (!answer.ok) return answer.failure;
  const { response } = answer;
  if (!response.success) {
    const status = response.transaction?.status;
    return status === 'voided' ? known('already_voided') : known('already_captured');
  }
  const now = deps.now();
  const saved = await updated(deps, transactionId, { status: 'voided', voidedAt: now });
  return { ok: true, value: transactionOf(saved) };
}

type RefundOutcome = PaymentResult<
  { refund: Refund; transaction: PaymentTransaction },
  RefundFailure
>;

async function replayRefund(deps: BraintreeDeps, refundId: string | null, transactionId: string) {
  const row = await readTransaction(deps.db, transactionId);
  const [refund] = refundId
    ? await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId))
    : [];
  if (!row || !refund) throw new Error(`idempotency key names a missing refund ${refundId}`);
  return refundValue(row, refund);
}

function refundValue(
  row: TransactionRow,
  refund: typeof paymentRefunds.$inferSelect,
): RefundOutcome {
  return {
    ok: true,
    value: {
      refund: {
        id: refund.id,
        transactionId: refund.transactionId,
        amount: { amount: refund.amount, currency: row.currency as CurrencyCode },
        createdAt: refund.createdAt,
      },
      transaction: transactionOf(row),
    },
  };
}

function refundRefusal(response: Exclude<TxResult, { success: true }>) {
  const codes = errorCodes(response);
  if (hasCode(codes, CODES.refundAmountTooLarge)) return known('amount_exceeds_captured');
  if (hasCode(codes, CODES.alreadyRefunded)) return known('already_refunded');
  if (hasCode(codes, CODES.cannotRefundUnlessSettled))
    return failure(
      'not_captured',
      'The gateway refunds only settled transactions; this capture has not settled yet.',
    );
  return invalidRequest(response);
}

/**
 * Gives `part` of one settlement back. Braintree refunds only settled money (91506); a capture
 * still waiting for the day's settlement batch is voided instead when all of it goes back (a
 * same-day cancellation or return), so its money never moves. Part of an unsettled capture
 * cannot go back before it settles: that refusal stands, and a retry after settlement refunds.
 */
async function refundSettlement(
  deps: BraintreeDeps,
  settlement: typeof paymentGatewaySettlements.$inferSelect,
  part: number,
  currency: CurrencyCode,
  cleanup: () => Promise<void>,
) {
  const decimal = amountString(part, currency);
  const answer = await call(() => deps.sdk.transaction.refund(settlement.id, decimal), cleanup);
  if (!answer.ok || answer.response.success) return answer;
  const whole = settlement.refundedAmount === 0 && part === settlement.amount;
  if (!whole || !hasCode(errorCodes(answer.response), CODES.cannotRefundUnlessSettled))
    return answer;
  const voided = await call(() => deps.sdk.transaction.void(settlement.id), cleanup);
  // Settled in between (the void is refused): the refund's refusal stands; a retry refunds.
  return voided.ok && voided.response.success ? voided : answer;
}

export async function refund(deps: BraintreeDeps, request: RefundRequest): Promise<RefundOutcome> {
  const badKey = checkKey(request.idempotencyKey);
  if (badKey) return badKey;
  if (request.amount !== undefined && !isAmount(request.amount)) return invalidAmount();
  const { transactionId, idempotencyKey } = request;
  const operation: Operation = 'refund';
  const hash = requestHash({ transactionId, amount: request.amount });
  const claimed = await claim(deps.claims, operation, idempotencyKey, hash);
  if (claimed.kind === 'done') {
    if (claimed.key.requestHash !== hash) return known('idempotency_key_reused');
    return replayRefund(deps, claimed.key.refundId, claimed.key.transactionId);
  }
  if (claimed.kind !== 'claimed') return busyOrReused(claimed);
  const fail = async <F extends { ok: false }>(f: F) => {
    await release(deps.db, operation, idempotencyKey);
    return f;
  };
  let row = await readTransaction(deps.db, transactionId);
  if (!row) return fail(known('not_found'));
  if (row.capturedAmount === 0) return fail(known('not_captured'));
  // What an interrupted earlier attempt with this key refunded is already in the ledger.
  const done = claimed.progress;
  const refundable = row.capturedAmount - row.refundedAmount + done;
  if (row.capturedAmount === row.refundedAmount && done === 0)
    return fail(known('already_refunded'));
  const amount = request.amount ?? refundable;
  if (amount > refundable) return fail(known('amount_exceeds_captured'));
  const settlements = await deps.db
    .select()
    .from(paymentGatewaySettlements)
    .where(eq(paymentGatewaySettlements.transactionId, transactionId))
    .orderBy(asc(paymentGatewaySettlements.createdAt), asc(paymentGatewaySettlements.id));
  let progress = done;
  for (const settlement of settlements) {
    const left = amount - progress;
    if (left <= 0) break;
    const part = Math.min(left, settlement.amount - settlement.refundedAmount);
    if (part <= 0) continue;
    const answer = await refundSettlement(
      deps,
      settlement,
      part,
      row.currency as CurrencyCode,
      () => release(deps.db, operation, idempotencyKey),
    );
    if (!answer.ok) return fail(answer.failure);
    if (!answer.response.success) return fail(refundRefusal(answer.response));
    progress += part;
    const now = deps.now();
    row = await deps.db.transaction(async (tx) => {
      await tx
        .update(paymentGatewaySettlements)
        .set({ refundedAmount: settlement.refundedAmount + part })
        .where(
          and(
            eq(paymentGatewaySettlements.id, settlement.id),
            eq(paymentGatewaySettlements.transactionId, transactionId),
          ),
        );
      const [current] = await tx
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.id, transactionId))
        .for('update');
      if (!current) throw new Error(`transaction ${transactionId} vanished`);
      const refunded = current.refundedAmount + part;
      const [saved] = await tx
        .update(paymentTransactions)
        .set({
          refundedAmount: refunded,
          status: refunded >= current.capturedAmount ? 'refunded' : 'partially_refunded',
          captureOpen: false,
          updatedAt: now,
        })
        .where(eq(paymentTransactions.id, transactionId))
        .returning();
      await addProgress(tx, operation, idempotencyKey, progress);
      if (!saved) throw new Error(`transaction ${transactionId} vanished`);
      return saved;
    });
  }
  if (progress < amount) return fail(known('amount_exceeds_captured'));
  const now = deps.now();
  const settled = row;
  const saved = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentRefunds)
      .values({ id: newId('rf'), transactionId, amount, createdAt: now })
      .returning();
    if (!inserted) throw new Error('refund insert returned no row');
    await complete(tx, {
      operation,
      key: idempotencyKey,
      requestHash: hash,
      transactionId,
      refundId: inserted.id,
      createdAt: now,
    });
    return inserted;
  });
  return refundValue(settled, saved);
}

/**
 * The transaction as the gateway reports it now (`transaction.find`), with the amounts our
 * ledger holds; undefined for a transaction this store did not authorize.
 */
export async function getTransaction(
  deps: BraintreeDeps,
  transactionId: string,
): Promise<PaymentTransaction | undefined> {
  const row = await readTransaction(deps.db, transactionId);
  if (!row) return undefined;
  let bt: BtTransaction;
  try {
    bt = await deps.sdk.transaction.find(transactionId);
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
  const status = statusOf(bt);
  // Only what happened at the gateway without us (a void or an expiry in its console) changes
  // the ledger's status; refunds are the ledger's own, a same-day refund's void among them.
  const refundedAll = row.capturedAmount > 0 && row.refundedAmount >= row.capturedAmount;
  if (status === 'voided' && row.status !== 'voided' && !refundedAll)
    return transactionOf(await updated(deps, transactionId, { status, voidedAt: deps.now() }));
  return transactionOf(row);
}
