/**
 * Authorize: a nonce (used up) or a stored method, approved or declined by the behaviour of its
 * test number, once per idempotency key.
 */
import { and, eq } from 'drizzle-orm';
import { type Database, type PaymentMethodSnapshot, schema, type Transaction } from '@solo/db';
import {
  AUTHORIZATION_TTL_MS,
  CURRENCY_RULE,
  isCurrency,
  MAX_DEVICE_DATA_LENGTH,
  newId,
} from './constants.ts';
import { findKey, lockKey, recordKey, requestHash, type KeyRow } from './idempotency.ts';
import { isKlarnaPlan, klarnaSchedule } from '@solo/sites/klarna';
import { consumeNonce, usableNonce } from './nonces.ts';
import { nonceRefusal } from './ownership.ts';
import type {
  AuthorizeFailure,
  AuthorizeRequest,
  PaymentFailure,
  PaymentResult,
  PaymentTransaction,
} from './provider.ts';
import { transactionOf, type MethodRow, type NonceRow, type TransactionRow } from './rows.ts';
import {
  checkKey,
  invalid,
  invalidAmount,
  isAmount,
  known,
  replay,
  type GatewayDeps,
} from './transactions.ts';

const { paymentTransactions, paymentMethods } = schema;

function authorizeOutcome(
  row: TransactionRow,
): PaymentResult<PaymentTransaction, AuthorizeFailure> {
  const transaction = transactionOf(row);
  if (row.status !== 'declined') return { ok: true, value: transaction };
  const reason = row.declineReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
  return known(reason, transaction);
}

async function replayAuthorize(db: Database | Transaction, key: KeyRow, hash: string) {
  const again = await replay(db, key, hash);
  return again.ok ? authorizeOutcome(again.value) : again;
}

type Source = { kind: 'nonce'; row: NonceRow } | { kind: 'vault'; row: MethodRow };

async function vaultRow(db: Database | Transaction, token: string, customerId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.token, token), eq(paymentMethods.customerId, customerId)));
  return row;
}

/** The payment method a request names, if it can pay `amount` now (nothing is used up). */
async function resolveSource(
  db: Database | Transaction,
  request: AuthorizeRequest,
  now: Date,
): Promise<{ ok: true; source: Source } | PaymentFailure<AuthorizeFailure>> {
  const method = request.paymentMethod;
  if ('token' in method) {
    // A stored method pays only for its owner.
    if (request.customerId !== undefined && request.customerId !== method.customerId)
      return known('payment_method_not_found');
    const row = await vaultRow(db, method.token, method.customerId);
    return row ? { ok: true, source: { kind: 'vault', row } } : known('payment_method_not_found');
  }
  const usable = await usableNonce(db, method.nonce, now);
  if (!usable.ok) return usable;
  const { row } = usable;
  // A nonce pays only for the shopper who made it, on its one basket.
  const refusal = nonceRefusal(row, request.payer);
  if (refusal) return known(refusal);
  // A wallet approved in checkout flow pays at most what the shopper approved, in its currency.
  if (
    row.amount !== null &&
    (row.currency !== request.amount.currency || request.amount.amount > row.amount)
  )
    return known('amount_mismatch');
  // A Klarna plan's schedule was shown for exactly the approved amount: nothing less either.
  if (row.methodType === 'klarna' && request.amount.amount !== row.amount)
    return known('amount_mismatch');
  return { ok: true, source: { kind: 'nonce', row } };
}

function snapshotOf(source: Source, amount: number, now: Date): PaymentMethodSnapshot {
  const r = source.row;
  const plan = r.details.fundingSource;
  return {
    methodType: r.methodType,
    ...(r.cardType ? { cardType: r.cardType } : {}),
    ...(r.lastFour ? { lastFour: r.lastFour } : {}),
    ...(r.expirationMonth ? { expirationMonth: r.expirationMonth } : {}),
    ...(r.expirationYear ? { expirationYear: r.expirationYear } : {}),
    ...(r.owner ? { owner: r.owner } : {}),
    ...(r.email ? { email: r.email } : {}),
    ...(source.kind === 'vault' ? { token: source.row.token } : {}),
    // What the shopper owes Klarna and when, fixed at authorisation (the order shows it).
    ...(r.methodType === 'klarna' && isKlarnaPlan(plan)
      ? { klarna: klarnaSchedule(plan, amount, now) }
      : {}),
  };
}

function checkAuthorize(request: AuthorizeRequest) {
  if (!isCurrency(request.amount.currency)) return invalid('currency', CURRENCY_RULE);
  if (!isAmount(request.amount.amount)) return invalidAmount();
  if (request.deviceData !== undefined && request.deviceData.length > MAX_DEVICE_DATA_LENGTH)
    return invalid('deviceData', `must be at most ${MAX_DEVICE_DATA_LENGTH} characters`);
  return checkKey(request.idempotencyKey);
}

/**
 * Authorizes an amount on a nonce or a stored method. The timeout test card answers
 * `gateway_timeout` after the configured delay and leaves nothing behind (no authorization, the
 * nonce unused, the key unrecorded), so a retry is safe.
 */
export async function authorize(
  deps: GatewayDeps,
  request: AuthorizeRequest,
): Promise<PaymentResult<PaymentTransaction, AuthorizeFailure>> {
  const wrong = checkAuthorize(request);
  if (wrong) return wrong;
  const now = deps.now();
  const { amount, paymentMethod, customerId, reference, idempotencyKey } = request;
  const hash = requestHash({ amount, paymentMethod, customerId, reference });
  const earlier = await findKey(deps.db, 'authorize', idempotencyKey);
  if (earlier) return replayAuthorize(deps.db, earlier, hash);
  const resolved = await resolveSource(deps.db, request, now);
  if (!resolved.ok) {
    // A parallel call with the same key may have used the nonce meanwhile: answer as it did.
    const raced = await findKey(deps.db, 'authorize', idempotencyKey);
    return raced ? replayAuthorize(deps.db, raced, hash) : resolved;
  }
  if (resolved.source.row.scenario === 'timeout') {
    await deps.sleep(deps.timeoutMs);
    return known('gateway_timeout');
  }
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, 'authorize', idempotencyKey);
    const raced = await findKey(tx, 'authorize', idempotencyKey);
    if (raced) return replayAuthorize(tx, raced, hash);
    let source: Source;
    if (resolved.source.kind === 'nonce') {
      const consumed = await consumeNonce(tx, resolved.source.row.nonce, now);
      if (!consumed.ok) return consumed;
      source = { kind: 'nonce', row: consumed.row };
    } else {
      // Read again under the transaction: the customer may have removed it meanwhile.
      const { token, customerId: owner } = resolved.source.row;
      const row = await vaultRow(tx, token, owner);
      if (!row) return known('payment_method_not_found');
      source = { kind: 'vault', row };
    }
    const scenario = source.row.scenario;
    const approved = scenario === 'approve';
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        id: newId('txn'),
        status: approved ? 'authorized' : 'declined',
        amount: amount.amount,
        currency: amount.currency,
        declineReason: approved ? null : scenario === 'insufficient_funds' ? scenario : 'declined',
        paymentMethod: snapshotOf(source, amount.amount, now),
        customerId: customerId ?? (source.kind === 'vault' ? source.row.customerId : null),
        reference: reference ?? null,
        deviceData: deps.fraudData ? (request.deviceData ?? null) : null,
        createdAt: now,
        authorizationExpiresAt: approved ? new Date(now.getTime() + AUTHORIZATION_TTL_MS) : null,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('transaction insert returned no row');
    await recordKey(tx, {
      operation: 'authorize',
      key: idempotencyKey,
      requestHash: hash,
      transactionId: row.id,
      createdAt: now,
    });
    return authorizeOutcome(row);
  });
}
