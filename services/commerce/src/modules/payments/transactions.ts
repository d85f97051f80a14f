/**
 * What authorize, capture, void and refund share: their dependencies, failures as values,
 * transaction reads and the replay of an idempotency key.
 */
import { eq } from 'drizzle-orm';
import { type Database, schema, type Transaction } from '@solo/db';
import { FAILURE_MESSAGES, MAX_AMOUNT, MAX_KEY_LENGTH } from './constants.ts';
import type { KeyRow } from './idempotency.ts';
import type {
  FailureField,
  PaymentFailure,
  PaymentFailureReason,
  PaymentResult,
  PaymentTransaction,
} from './provider.ts';
import { transactionOf, type TransactionRow } from './rows.ts';

const { paymentTransactions } = schema;

export interface GatewayDeps {
  db: Database;
  now: () => Date;
  /** How long the timeout test card keeps the caller waiting before it fails. */
  timeoutMs: number;
  /** Whether device data is recorded (spec 002 §5: fraud data collection can be disabled). */
  fraudData: boolean;
  sleep: (ms: number) => Promise<void>;
}

export const fail = <R extends PaymentFailureReason>(
  reason: R,
  message: string,
  extra: { fields?: FailureField[]; transaction?: PaymentTransaction } = {},
): PaymentFailure<R> => ({ ok: false, reason, message, ...extra });

export const known = <R extends keyof typeof FAILURE_MESSAGES>(
  reason: R,
  transaction?: PaymentTransaction,
) => fail(reason, FAILURE_MESSAGES[reason], transaction ? { transaction } : {});

export const invalid = (name: string, reason: string) =>
  fail('invalid_request', `${name}: ${reason}`, { fields: [{ name, reason }] });

export const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_AMOUNT;

export const invalidAmount = () =>
  invalid('amount', `must be a whole number of minor units from 1 to ${MAX_AMOUNT}`);

export function checkKey(key: string) {
  return key.trim() && key.length <= MAX_KEY_LENGTH
    ? undefined
    : invalid('idempotencyKey', `must be 1 to ${MAX_KEY_LENGTH} characters`);
}

export async function readTransaction(db: Database | Transaction, id: string, lock = false) {
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
export async function replay(
  db: Database | Transaction,
  key: KeyRow,
  hash: string,
): Promise<PaymentResult<TransactionRow, 'idempotency_key_reused'>> {
  if (key.requestHash !== hash) return known('idempotency_key_reused');
  const row = await readTransaction(db, key.transactionId);
  if (!row) throw new Error(`idempotency key names a missing transaction ${key.transactionId}`);
  return { ok: true, value: row };
}
