/**
 * Authorize with Braintree: `transaction.sale` without settlement, once per idempotency key.
 * The answer (approved or declined) is kept in the payments ledger (payment_transactions) under
 * Braintree's transaction id, so captures, refunds and retries read it without a gateway call.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@solo/db';
import { CURRENCY_RULE, isCurrency, MAX_DEVICE_DATA_LENGTH } from '../constants.ts';
import { requestHash, type KeyRow } from '../idempotency.ts';
import type {
  AuthorizeFailure,
  AuthorizeRequest,
  PaymentResult,
  PaymentTransaction,
} from '../provider.ts';
import { transactionOf, type TransactionRow } from '../rows.ts';
import {
  checkKey,
  invalid,
  invalidAmount,
  isAmount,
  known,
  readTransaction,
} from '../transactions.ts';
import { claim, complete, release } from './claims.ts';
import type { BraintreeDeps } from './deps.ts';
import { checkNonceUse } from './nonce-uses.ts';
import {
  CODES,
  declineReasonOf,
  errorCodes,
  failure,
  hasCode,
  invalidRequest,
  snapshotOf,
  statusOf,
  transportFailure,
} from './outcomes.ts';
import { amountString, type BtResult, type BtTransaction } from './sdk.ts';

const { paymentTransactions, paymentGatewayMethods } = schema;

type Outcome = PaymentResult<PaymentTransaction, AuthorizeFailure>;

function outcomeOf(row: TransactionRow): Outcome {
  const transaction = transactionOf(row);
  if (row.status !== 'declined') return { ok: true, value: transaction };
  return known(
    row.declineReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
    transaction,
  );
}

async function replayAuthorize(deps: BraintreeDeps, key: KeyRow, hash: string): Promise<Outcome> {
  if (key.requestHash !== hash) return known('idempotency_key_reused');
  const row = await readTransaction(deps.db, key.transactionId);
  if (!row) throw new Error(`idempotency key names a missing transaction ${key.transactionId}`);
  return outcomeOf(row);
}

function checkAuthorize(request: AuthorizeRequest) {
  if (!isCurrency(request.amount.currency)) return invalid('currency', CURRENCY_RULE);
  if (!isAmount(request.amount.amount)) return invalidAmount();
  if (request.deviceData !== undefined && request.deviceData.length > MAX_DEVICE_DATA_LENGTH)
    return invalid('deviceData', `must be at most ${MAX_DEVICE_DATA_LENGTH} characters`);
  return checkKey(request.idempotencyKey);
}

/** A stored method pays only for the customer who stored it: checked before the gateway. */
async function ownsToken(deps: BraintreeDeps, token: string, customerId: string) {
  const [row] = await deps.db
    .select({ token: paymentGatewayMethods.token })
    .from(paymentGatewayMethods)
    .where(
      and(eq(paymentGatewayMethods.token, token), eq(paymentGatewayMethods.customerId, customerId)),
    );
  return row !== undefined;
}

/** A sale answer without a transaction: a validation error of the request. */
function refusal(response: BtResult<'transaction', BtTransaction>): Outcome {
  if (response.success) throw new Error('not a refusal');
  const codes = errorCodes(response);
  if (hasCode(codes, CODES.nonceConsumed)) return known('nonce_used');
  if (hasCode(codes, CODES.nonceUnknown) || hasCode(codes, CODES.nonceLocked))
    return known('invalid_nonce');
  if (hasCode(codes, CODES.tokenInvalid)) return known('payment_method_not_found');
  return invalidRequest(response);
}

export async function authorize(deps: BraintreeDeps, request: AuthorizeRequest): Promise<Outcome> {
  const wrong = checkAuthorize(request);
  if (wrong) return wrong;
  const { amount, paymentMethod, customerId, reference, idempotencyKey } = request;
  if ('nonce' in paymentMethod) {
    // A nonce pays only for the shopper and basket it is bound to (nonce-uses.ts).
    const use = await checkNonceUse(deps, paymentMethod.nonce, request.payer);
    if (!use.ok) return use;
  }
  if ('token' in paymentMethod) {
    if (customerId !== undefined && customerId !== paymentMethod.customerId)
      return known('payment_method_not_found');
    if (!(await ownsToken(deps, paymentMethod.token, paymentMethod.customerId)))
      return known('payment_method_not_found');
  }
  const accounts = deps.merchantAccounts;
  const merchantAccountId = accounts?.[amount.currency];
  if (accounts && !merchantAccountId)
    return invalid('currency', `has no Braintree merchant account (BRAINTREE_MERCHANT_ACCOUNTS)`);
  const hash = requestHash({ amount, paymentMethod, customerId, reference });
  const claimed = await claim(deps.claims, 'authorize', idempotencyKey, hash);
  if (claimed.kind === 'done') return replayAuthorize(deps, claimed.key, hash);
  if (claimed.kind === 'reused') return known('idempotency_key_reused');
  if (claimed.kind === 'busy')
    return failure(
      'gateway_timeout',
      'An earlier call with this idempotency key has not finished.',
    );
  const deviceData = deps.fraudData ? request.deviceData : undefined;
  let response: BtResult<'transaction', BtTransaction>;
  try {
    response = await deps.sdk.transaction.sale({
      amount: amountString(amount.amount, amount.currency),
      ...('token' in paymentMethod
        ? { paymentMethodToken: paymentMethod.token }
        : { paymentMethodNonce: paymentMethod.nonce }),
      ...(merchantAccountId ? { merchantAccountId } : {}),
      ...(reference ? { orderId: reference } : {}),
      ...(deviceData ? { deviceData } : {}),
      options: { submitForSettlement: false },
    });
  } catch (err) {
    // No answer: nothing is recorded and the key is free again. A nonce the gateway did use
    // answers nonce_used on a retry; see docs/decisions/braintree-adapter.md.
    await release(deps.db, 'authorize', idempotencyKey);
    return transportFailure(err);
  }
  const bt = response.transaction;
  if (!bt) {
    await release(deps.db, 'authorize', idempotencyKey);
    return refusal(response);
  }
  const now = deps.now();
  const status = statusOf(bt);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentTransactions)
      .values({
        id: bt.id,
        status,
        amount: amount.amount,
        currency: amount.currency,
        declineReason: status === 'declined' ? declineReasonOf(bt) : null,
        paymentMethod: snapshotOf(bt),
        customerId: customerId ?? ('token' in paymentMethod ? paymentMethod.customerId : null),
        reference: reference ?? null,
        deviceData: deviceData ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('transaction insert returned no row');
    await complete(tx, {
      operation: 'authorize',
      key: idempotencyKey,
      requestHash: hash,
      transactionId: bt.id,
      createdAt: now,
    });
    return inserted;
  });
  return outcomeOf(row);
}
