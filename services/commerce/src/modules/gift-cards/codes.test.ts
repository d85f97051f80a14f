import { describe, expect, it } from 'vitest';
import { displayCode, hashCode, newCode, normalizeCode, pinMatches } from './codes.ts';
import { deliveryTime } from './issue.ts';

describe('gift card codes', () => {
  it('makes 16-character codes and 6-digit PINs, each different', () => {
    const codes = Array.from({ length: 200 }, () => newCode());
    for (const c of codes) {
      expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      expect(c.pin).toMatch(/^\d{6}$/);
      expect(c.last4).toBe(c.code.slice(-4));
      expect(c.codeHash).toBe(hashCode(c.code));
      expect(c.codeHash).not.toContain(c.code);
    }
    expect(new Set(codes.map((c) => c.code)).size).toBe(200);
  });

  it('reads a code as people type it', () => {
    const { code } = newCode();
    expect(normalizeCode(` ${displayCode(code).toLowerCase()} `)).toBe(code);
    expect(normalizeCode('0O1I-L000-0000-0000')).toBe('0011100000000000');
    expect(normalizeCode('ABCD-EFGH-JKMN-PQR')).toBeUndefined();
    expect(normalizeCode('ABCD-EFGH-JKMN-PQRU')).toBeUndefined();
    expect(normalizeCode('ABCD-EFGH-JKMN-PQRS-T')).toBeUndefined();
  });

  it('checks the PIN against the code it was issued with', () => {
    const a = newCode();
    const b = newCode();
    expect(pinMatches(a.code, a.pin, a.pinHash)).toBe(true);
    expect(pinMatches(a.code, String((Number(a.pin) + 1) % 1e6).padStart(6, '0'), a.pinHash)).toBe(
      false,
    );
    expect(pinMatches(b.code, a.pin, a.pinHash)).toBe(false);
  });
});

describe('delivery date', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('takes a future date within a year, at midnight UTC', () => {
    expect(deliveryTime('2026-05-20', now)).toEqual(new Date('2026-05-20T00:00:00Z'));
  });
  it('sends at once for none, a past, a malformed or a far date', () => {
    for (const d of [
      undefined,
      42,
      '2026-05-10',
      '2026-05-01',
      '2026-02-30',
      '20-05-2026',
      '2028-01-01',
    ])
      expect(deliveryTime(d, now)).toBe(now);
  });
});
