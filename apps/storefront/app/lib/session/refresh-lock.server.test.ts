import { describe, expect, it } from 'vitest';
import { createRefreshLock } from './refresh-lock.server.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('refresh lock', () => {
  it('runs one refresh per token while it runs and shares it during the grace period', async () => {
    let clock = 0;
    const lock = createRefreshLock({ graceMs: 1000, now: () => clock });
    const pending = deferred<string>();
    let calls = 0;
    const refresh = () => {
      calls++;
      return pending.promise;
    };
    const first = lock.run('rt-1', refresh);
    const second = lock.run('rt-1', refresh);
    pending.resolve('new tokens');
    expect(await Promise.all([first, second])).toEqual(['new tokens', 'new tokens']);
    clock = 999;
    expect(await lock.run('rt-1', refresh)).toBe('new tokens');
    expect(calls).toBe(1);
    clock = 1000;
    await lock.run('rt-1', () => Promise.resolve('again'));
    expect(calls).toBe(1);
  });

  it('keeps tokens apart and never shares a failure', async () => {
    const lock = createRefreshLock();
    const a = lock.run('a', () => Promise.resolve('A'));
    const b = lock.run('b', () => Promise.resolve('B'));
    expect([await a, await b]).toEqual(['A', 'B']);
    await expect(lock.run('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await lock.run('c', () => Promise.resolve('C'))).toBe('C');
  });

  it('forgets settled refreshes past the grace period and stays bounded', async () => {
    let clock = 0;
    const lock = createRefreshLock({ graceMs: 10, maxEntries: 3, now: () => clock });
    for (const key of ['a', 'b', 'c']) await lock.run(key, () => Promise.resolve(key));
    await lock.run('d', () => Promise.resolve('d'));
    expect(lock.size).toBeLessThanOrEqual(3);
    clock = 100;
    await lock.run('e', () => Promise.resolve('e'));
    expect(lock.size).toBe(1);
  });
});
