import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.server.ts';

describe('read cache', () => {
  it('keeps a value for its time to live, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 10_000, now: () => clock });
    const load = () => Promise.resolve({ n: ++loads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    clock = 9_999;
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    clock = 10_000;
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('forgets every value at a change, and keeps no load that started before it', async () => {
    let generation = 0;
    let loads = 0;
    const cache = createReadCache({ generation: () => generation });
    const load = async () => {
      const n = ++loads;
      await new Promise((r) => setTimeout(r, 5));
      return { n };
    };
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    generation++;
    expect(await cache.get('a', load)).toEqual({ n: 2 });
    const racing = cache.get('b', load);
    generation++;
    const after = cache.get('b', load);
    expect(await racing).toEqual({ n: 3 });
    expect(await after).toEqual({ n: 4 });
    expect(await cache.get('b', load)).toEqual({ n: 4 });
  });

  it('shares one load among simultaneous reads', async () => {
    let loads = 0;
    const cache = createReadCache({});
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 'x';
    };
    const values = await Promise.all(Array.from({ length: 8 }, () => cache.get('k', load)));
    expect(values).toEqual(Array(8).fill('x'));
    expect(loads).toBe(1);
  });

  it('does not keep failed reads', async () => {
    const cache = createReadCache({});
    expect(await cache.get('k', () => Promise.resolve(null))).toBeNull();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', () => Promise.resolve(1))).toBe(1);
  });

  it('drops the least recently used entry past its bound', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a'));
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('a', () => Promise.resolve('a2'));
    await cache.get('c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
    expect(await cache.get('c', () => Promise.resolve('c2'))).toBe('c');
  });
});
