import { describe, expect, it } from 'vitest';
import { ByteLru } from './lru.ts';

const bytes = (n: number) => new Uint8Array(n);

describe('ByteLru', () => {
  it('evicts the least recently used entries once over its byte bound', () => {
    const lru = new ByteLru<Uint8Array>(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    lru.get('a'); // a is now more recent than b
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('replaces a key without counting it twice', () => {
    const lru = new ByteLru<Uint8Array>(100);
    lru.set('a', bytes(60));
    lru.set('a', bytes(30));
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
  });

  it('does not keep a value larger than the whole cache', () => {
    const lru = new ByteLru<Uint8Array>(100);
    lru.set('a', bytes(50));
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
  });

  it('counts a value again when it grew, evicting the least recent past the bound', () => {
    const lru = new ByteLru<{ byteLength: number }>(100, { maxValueBytes: 50 });
    const grows = { byteLength: 40 };
    lru.set('old', { byteLength: 40 });
    lru.set('grows', grows);
    lru.set('too-big', { byteLength: 51 });
    expect(lru.get('too-big')).toBeUndefined();
    grows.byteLength = 70;
    lru.recount('grows');
    expect(lru.get('old')).toBeUndefined();
    expect(lru.bytes).toBe(70);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
