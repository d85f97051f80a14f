/**
 * Authorizations and their state machine: authorized → captured → partially_refunded → refunded,
 * authorized → voided; a declined authorization is recorded as `declined` and goes nowhere.
 */
import { and, eq } from 'drizzle-orm';
import { schema, type Database, type PaymentMethodSnapshot } from '@solo/db';
import { SITES, type CurrencyCode } from '@solo/sites';
import {
  AUTHORIZATION_TTL_MS,
  FAILURE_MESSAGES,
  MAX_AMOUNT,
  MAX_DEVICE_DATA_LENGTH,
  MAX_KEY_LENGTH,
  newId,
} from './constants.ts';
import {
  findKey,
  lockKey,
  recordKey,
  requestHash,
  type KeyRow,
  type Operation,
} from './idempotency.ts';
import { consumeNonce, usableNonce } from './nonces.ts';
import type {
  AuthorizeFailure,
  AuthorizeRequest,
  CaptureFailure,
  CaptureRequest,
  FailureField,
  PaymentFailure,
  PaymentFailureReason,
  PaymentResult,
  PaymentTransaction,
  Refund,
  RefundFailure,
  RefundRequest,
  VoidFailure,
} from './provider.ts';
import {
  transactionOf,
  type MethodRow,
  type NonceRow,
  type TransactionRow,
  type Tx,
} from './rows.ts';

const { paymentTransactions, paymentRefunds, paymentMethods } = schema;

export interface GatewayDeps {
  db: Database;
  now: () => Date;
  /** How long the timeout test card keeps the caller waiting before it fails. */
  timeoutMs: number;
  /** Whether device data is recorded (spec 002 §5: fraud data collection can be disabled). */
  fraudData: boolean;
  sleep: (ms: number) => Promise<void>;
}

const CURRENCIES = new Set<string>(SITES.map((s) => s.defaultCurrency));

const fail = <R extends PaymentFailureReason>(
  reason: R,
  message: string,
  extra: { fields?: FailureField[]; transaction?: PaymentTransaction } = {},
): PaymentFailure<R> => ({ ok: false, reason, message, ...extra });

const known = <R extends keyof typeof FAILURE_MESSAGES>(
  reason: R,
  transaction?: PaymentTransaction,
) => fail(reason, FAILURE_MESSAGES[reason], transaction ? { transaction } : {});

const invalid = (name: string, reason: string) =>
  fail('invalid_request', `${name}: ${reason}`, { fields: [{ name, reason }] });

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_AMOUNT;

function checkKey(key: string) {
  return key.trim() && key.length <= MAX_KEY_LENGTH
    ? undefined
    : invalid('idempotencyKey', `must be 1 to ${MAX_KEY_LENGTH} characters`);
}

async function readTransaction(db: Database | Tx, id: string, lock = false) {
  const query = db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function getTransaction(
  deps: GatewayDeps,
  id: string,
): Promise<PaymentTransaction | undefined> {
  const row = await readTransaction(deps.db, id);
  return row && transactionOf(row);
}

/** The answer a recorded key gives again, or the refusal of a key used with other parameters. */
async function replay(
  db: Database | Tx,
  key: KeyRow,
  hash: string,
): Promise<PaymentResult<TransactionRow, 'idempotency_key_reused'>> {
  if (key.requestHash !== hash) return known('idempotency_key_reused');
  const row = await readTransaction(db, key.transactionId);
  if (!row) throw new Error(`idempotency key names a missing transaction ${key.transactionId}`);
  return { ok: true, value: row };
}

function authorizeOutcome(
  row: TransactionRow,
): PaymentResult<PaymentTransaction, AuthorizeFailure> {
  const transaction = transactionOf(row);
  if (row.status !== 'declined') return { ok: true, value: transaction };
  const reason = row.declineReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
  return known(reason, transaction);
}

type Source = { kind: 'nonce'; row: NonceRow } | { kind: 'vault'; row: MethodRow };

async function vaultRow(db: Database | Tx, token: string, customerId: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.token, token), eq(paymentMethods.customerId, customerId)));
  return row;
}

/** The payment method a request names, if it can pay `amount` now (nothing is used up). */
async function resolveSource(
  db: Database | Tx,
  request: AuthorizeRequest,
  now: Date,
): Promise<{ ok: true; source: Source } | PaymentFailure<AuthorizeFailure>> {
  const method = request.paymentMethod;
  if ('token' in method) {
    const row = await vaultRow(db, method.token, method.customerId);
    return row ? { ok: true, source: { kind: 'vault', row } } : known('payment_method_not_found');
  }
  const usable = await usableNonce(db, method.nonce, now);
  if (!usable.ok) return usable;
  const { row } = usable;
  // A wallet approved in checkout flow pays at most what the shopper approved, in its currency.
  if (
    row.amount !== null &&
    (row.currency !== request.amount.currency || request.amount.amount > row.amount)
  )
    return known('amount_mismatch');
  return { ok: true, source: { kind: 'nonce', row } };
}

function snapshotOf(source: Source): PaymentMethodSnapshot {
  const r = source.row;
  return {
    methodType: r.methodType,
    ...(r.cardType ? { cardType: r.cardType } : {}),
    ...(r.lastFour ? { lastFour: r.lastFour } : {}),
    ...(r.expirationMonth ? { expirationMonth: r.expirationMonth } : {}),
    ...(r.expirationYear ? { expirationYear: r.expirationYear } : {}),
    ...(r.owner ? { owner: r.owner } : {}),
    ...(r.email ? { email: r.email } : {}),
    ...(source.kind === 'vault' ? { token: source.row.token } : {}),
  };
}

function checkAuthorize(request: AuthorizeRequest) {
  if (!CURRENCIES.has(request.amount.currency))
    return invalid('currency', `must be one of ${[...CURRENCIES].join(', ')}`);
  if (!isAmount(request.amount.amount))
    return invalid('amount', `must be a whole number of minor units from 1 to ${MAX_AMOUNT}`);
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
  if (earlier) {
    const again = await replay(deps.db, earlier, hash);
    return again.ok ? authorizeOutcome(again.value) : again;
  }
  const resolved = await resolveSource(deps.db, request, now);
  if (!resolved.ok) return resolved;
  if (resolved.source.row.scenario === 'timeout') {
    await deps.sleep(deps.timeoutMs);
    return known('gateway_timeout');
  }
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, 'authorize', idempotencyKey);
    const raced = await findKey(tx, 'authorize', idempotencyKey);
    if (raced) {
      const again = await replay(tx, raced, hash);
      return again.ok ? authorizeOutcome(again.value) : again;
    }
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
        paymentMethod: snapshotOf(source),
        customerId: customerId ?? null,
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

/** Runs `work` on the locked transaction under the key, or replays the key's first answer. */
async function underKey<T, R extends PaymentFailureReason>(
  deps: GatewayDeps,
  operation: Operation,
  key: string,
  hash: string,
  transactionId: string,
  onReplay: (tx: Tx, key: KeyRow, row: TransactionRow) => Promise<PaymentResult<T, R>>,
  work: (tx: Tx, row: TransactionRow) => Promise<PaymentResult<T, R>>,
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

/** Captures the authorization, all of it or a smaller amount, once. */
export async function capture(
  deps: GatewayDeps,
  request: CaptureRequest,
): Promise<PaymentResult<PaymentTransaction, CaptureFailure>> {
  const wrong = checkKey(request.idempotencyKey);
  if (wrong) return wrong;
  if (request.amount !== undefined && !isAmount(request.amount))
    return invalid('amount', `must be a whole number of minor units from 1 to ${MAX_AMOUNT}`);
  const now = deps.now();
  const hash = requestHash({ transactionId: request.transactionId, amount: request.amount });
  return underKey<PaymentTransaction, CaptureFailure>(
    deps,
    'capture',
    request.idempotencyKey,
    hash,
    request.transactionId,
    async (_tx, _key, row) => ({ ok: true, value: transactionOf(row) }),
    async (tx, row) => {
      const refused = notAuthorized(row);
      if (refused) return refused;
      if (row.authorizationExpiresAt && row.authorizationExpiresAt <= now)
        return known('authorization_expired');
      const amount = request.amount ?? row.amount;
      if (amount > row.amount) return known('amount_exceeds_authorized');
      const [updated] = await tx
        .update(paymentTransactions)
        .set({ status: 'captured', capturedAmount: amount, capturedAt: now, updatedAt: now })
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
  if (request.amount !== undefined && !isAmount(request.amount))
    return invalid('amount', `must be a whole number of minor units from 1 to ${MAX_AMOUNT}`);
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
