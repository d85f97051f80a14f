import { describe, expect, it } from 'vitest';
import { hasOperatorToken, isLoopbackIp, isOperatorOrLocal } from './operator.ts';

const TOKEN = 't'.repeat(40);

describe('operator access', () => {
  it('counts 127.0.0.0/8 and ::1 as loopback, nothing else', () => {
    expect(isLoopbackIp('127.0.0.1')).toBe(true);
    expect(isLoopbackIp('127.5.6.7')).toBe(true);
    expect(isLoopbackIp('::1')).toBe(true);
    expect(isLoopbackIp('10.0.0.1')).toBe(false);
    expect(isLoopbackIp('unknown')).toBe(false);
    expect(isLoopbackIp('127.example.com')).toBe(false);
  });

  it('accepts the operator token as a bearer token only when one is configured', () => {
    expect(hasOperatorToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasOperatorToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasOperatorToken(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(hasOperatorToken(TOKEN, TOKEN)).toBe(false);
    expect(hasOperatorToken(undefined, TOKEN)).toBe(false);
    expect(hasOperatorToken('Bearer ', undefined)).toBe(false);
  });

  it('lets a local client or the token holder in', () => {
    expect(isOperatorOrLocal({ ip: '127.0.0.1', https: false }, undefined, undefined)).toBe(true);
    expect(isOperatorOrLocal({ ip: '203.0.113.9', https: true }, undefined, TOKEN)).toBe(false);
    expect(isOperatorOrLocal({ ip: '203.0.113.9', https: true }, `Bearer ${TOKEN}`, TOKEN)).toBe(
      true,
    );
  });
});
