/**
 * The `Idempotency-Key` of createOrder (docs/api.md; docs/decisions.md "Placing an order"): one
 * per place-order attempt and payment source. The page carries an attempt id from its render, so
 * a double or retried submit of the same card (the same nonce, or the same saved card) sends the
 * same key and gets the same order, never a second charge; a new card is a new attempt.
 */
import { createHash, randomUUID } from 'node:crypto';

/** The attempt id the page's form carries: letters, digits and dashes (a UUID). */
const ATTEMPT_ID = /^[A-Za-z0-9-]{8,64}$/;

export const newAttemptId = (): string => randomUUID();

/** The submitted attempt id when well formed, else a new one (the submit is then its own attempt). */
export const attemptIdOf = (value: string): string =>
  ATTEMPT_ID.test(value) ? value : newAttemptId();

/** 8–128 of `A-Za-z0-9._:-`, as the orders API requires: "checkout:" and a SHA-256 in hex. */
export function orderIdempotencyKey(attemptId: string, paymentSource: string): string {
  const digest = createHash('sha256').update(`${attemptId}\n${paymentSource}`).digest('hex');
  return `checkout:${digest}`;
}
