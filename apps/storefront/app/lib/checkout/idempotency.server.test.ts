import { describe, expect, it } from 'vitest';
import { attemptIdOf, newAttemptId, orderIdempotencyKey } from './idempotency.server.ts';

describe('order idempotency key', () => {
  it('is the same for the same attempt and payment source, and fits the API’s rule', () => {
    const attempt = newAttemptId();
    const key = orderIdempotencyKey(attempt, 'nonce:abc');
    expect(orderIdempotencyKey(attempt, 'nonce:abc')).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  });

  it('differs for another card or another attempt', () => {
    const attempt = newAttemptId();
    const key = orderIdempotencyKey(attempt, 'nonce:abc');
    expect(orderIdempotencyKey(attempt, 'nonce:def')).not.toBe(key);
    expect(orderIdempotencyKey(newAttemptId(), 'nonce:abc')).not.toBe(key);
  });

  it('keeps a well-formed attempt id and replaces anything else', () => {
    const attempt = newAttemptId();
    expect(attemptIdOf(attempt)).toBe(attempt);
    expect(attemptIdOf('x')).not.toBe('x');
    expect(attemptIdOf('a/b/c/d/e/f')).toMatch(/^[A-Za-z0-9-]{36}$/);
  });
});
