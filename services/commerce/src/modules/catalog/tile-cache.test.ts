import { describe, expect, it } from 'vitest';
import { createTtlCache } from './tile-cache.ts';

describe('createTtlCache', () => {
  it('serves a key from memory until its time to live has passed', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toEqual({ value: 1, hit: false });
    clock = 999;
    expect(await cache.get('k', load)).toEqual({ value: 1, hit: true });
    clock = 1000;
    expect(await cache.get('k', load)).toEqual({ value: 2, hit: false });
  });

  it('shares one load between simultaneous requests', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a.value, b.value, loads]).toEqual([1, 1, 1]);
  });

  it('drops the oldest entry beyond its bound', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, () => Promise.resolve(k));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => Promise.resolve('again'))).hit).toBe(false);
    expect((await cache.get('c', () => Promise.resolve('again'))).hit).toBe(true);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toEqual({ value: 'up', hit: false });
  });

  it('forgets everything when the catalog changes, and keeps no load that began before', async () => {
    let generation = 0;
    const cache = createTtlCache<string>({
      ttlMs: 60_000,
      maxEntries: 10,
      generation: () => generation,
    });
    await cache.get('k', () => Promise.resolve('old price'));
    let finish!: (v: string) => void;
    const racing = cache.get('r', () => new Promise<string>((resolve) => (finish = resolve)));
    generation++;
    expect(await cache.get('k', () => Promise.resolve('new price'))).toEqual({
      value: 'new price',
      hit: false,
    });
    finish('read before the change');
    await racing;
    expect(await cache.get('r', () => Promise.resolve('read after'))).toEqual({
      value: 'read after',
      hit: false,
    });
  });
});
