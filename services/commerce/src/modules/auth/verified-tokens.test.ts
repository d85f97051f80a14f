import { describe, expect, it } from 'vitest';
import { verifiedTokens } from './verified-tokens.ts';

const at = (seconds: number) => new Date(seconds * 1000);
const window = (value: string) => ({ value, notBefore: 100, expires: 200 });

describe('verifiedTokens', () => {
  it('answers only inside the token window', () => {
    const tokens = verifiedTokens<string>();
    tokens.set('t', window('shopper'));
    expect(tokens.get('t', at(150))).toBe('shopper');
    expect(tokens.get('t', at(99))).toBeUndefined();
    expect(tokens.get('t', at(200))).toBeUndefined();
    // An expired token is forgotten, not kept for a clock that goes back.
    expect(tokens.get('t', at(150))).toBeUndefined();
  });

  it('stays within its bytes, giving up the least recently used token first', () => {
    const token = (n: number) => `${n}`.padStart(100, 'x');
    const one = 100 * 2 + 400;
    const tokens = verifiedTokens<string>(3 * one);
    for (const n of [1, 2, 3]) tokens.set(token(n), window(`s${n}`));
    expect(tokens.get(token(1), at(150))).toBe('s1');
    tokens.set(token(4), window('s4'));
    expect(tokens.size).toBe(3);
    expect(tokens.bytes).toBeLessThanOrEqual(3 * one);
    expect(tokens.get(token(2), at(150))).toBeUndefined();
    expect(tokens.get(token(1), at(150))).toBe('s1');
  });

  it('keeps no token larger than the whole bound', () => {
    const tokens = verifiedTokens<string>(100);
    tokens.set('x'.repeat(100), window('s'));
    expect(tokens.size).toBe(0);
  });
});
