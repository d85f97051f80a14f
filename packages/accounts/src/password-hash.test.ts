import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Campfire#2024');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Campfire#2024', stored)).toBe(true);
    expect(await verifyPassword('campfire#2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats canonically equal Unicode forms as the same password', async () => {
    const stored = await hashPassword('Caf\u00e9#2024');
    expect(await verifyPassword('Cafe\u0301#2024', stored)).toBe(true);
  });

  it('answers false for a missing or malformed hash after doing the same work', async () => {
    const stored = await hashPassword('Campfire#2024');
    const time = async (fn: () => Promise<unknown>) => {
      const started = performance.now();
      await fn();
      return performance.now() - started;
    };
    await verifyPassword('warm-up', undefined);
    const fastest = async (fn: () => Promise<unknown>) =>
      Math.min(await time(fn), await time(fn), await time(fn));
    const known = await fastest(() => verifyPassword('Wrong#2024', stored));
    const unknown = await fastest(() => verifyPassword('Wrong#2024', undefined));
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    // Both run one scrypt of the same cost; a shared machine adds noise, never a 3x gap.
    expect(unknown).toBeGreaterThan(known / 3);
    expect(unknown).toBeLessThan(known * 3);
  });
});
