import { describe, expect, it } from 'vitest';
import { currentBy, currentByKey } from './current.ts';

/** A change feed the test moves by hand. */
function feed() {
  let generation = 0;
  return { generation: () => generation, change: () => void generation++ };
}

describe('currentBy', () => {
  it('loads once per generation, and again after a change', async () => {
    const changes = feed();
    let loads = 0;
    const read = currentBy(changes, async (db: string) => `${db} ${++loads}`);
    expect(await Promise.all([read('a'), read('a')])).toEqual(['a 1', 'a 1']);
    expect(await read('a')).toBe('a 1');
    changes.change();
    expect(await read('a')).toBe('a 2');
    expect(loads).toBe(2);
  });

  it('never keeps a load that raced a change as current', async () => {
    const changes = feed();
    let loads = 0;
    let release = () => {};
    const read = currentBy(changes, async () => {
      const n = ++loads;
      if (n === 1) await new Promise<void>((r) => (release = r));
      return n;
    });
    const first = read(undefined);
    changes.change(); // committed while the first load was reading
    release();
    expect(await first).toBe(1);
    expect(await read(undefined)).toBe(2);
    expect(await read(undefined)).toBe(2);
  });

  it('keeps no failed load', async () => {
    const changes = feed();
    let loads = 0;
    const read = currentBy(changes, async () => {
      if (++loads === 1) throw new Error('database away');
      return loads;
    });
    await expect(read(undefined)).rejects.toThrow('database away');
    expect(await read(undefined)).toBe(2);
  });

  it('loads on every call without a change feed', async () => {
    let loads = 0;
    const read = currentBy(undefined, async () => ++loads);
    await read(undefined);
    expect(await read(undefined)).toBe(2);
  });
});

describe('currentByKey', () => {
  it('keeps values per key within the bytes, least recently used given up first', async () => {
    const changes = feed();
    const loads: string[] = [];
    const read = currentByKey(
      changes,
      async (_db: undefined, key: string) => {
        loads.push(key);
        return key;
      },
      { maxBytes: 2, bytes: () => 1 },
    );
    await read(undefined, 'a');
    await read(undefined, 'b');
    await read(undefined, 'a'); // kept; now the most recently used
    await read(undefined, 'c'); // gives up b
    await read(undefined, 'a');
    await read(undefined, 'b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('starts again after a change, and keeps no load that raced one', async () => {
    const changes = feed();
    let loads = 0;
    let release = () => {};
    const read = currentByKey(
      changes,
      async () => {
        const n = ++loads;
        if (n === 2) await new Promise<void>((r) => (release = r));
        return n;
      },
      { maxBytes: 100, bytes: () => 1 },
    );
    expect(await read(undefined, 'k')).toBe(1);
    changes.change();
    const racing = read(undefined, 'k');
    changes.change();
    release();
    expect(await racing).toBe(2);
    expect(await read(undefined, 'k')).toBe(3);
    expect(await read(undefined, 'k')).toBe(3);
  });
});
