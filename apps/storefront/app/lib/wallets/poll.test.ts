import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMAZON_AMOUNT_POLL_MS, pollAmount } from './poll.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollAmount (spec 002 §9: 200 ms)', () => {
  it('is 200 ms', () => expect(AMAZON_AMOUNT_POLL_MS).toBe(200));

  it('reads every 200 ms and hands each answer on', async () => {
    let n = 0;
    const read = vi.fn(() => Promise.resolve(++n));
    const seen: number[] = [];
    const stop = pollAmount(read, (a) => seen.push(a));
    await vi.advanceTimersByTimeAsync(199);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(400);
    expect(seen).toEqual([1, 2, 3]);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('starts the next read only after the previous one answered', async () => {
    const pending: Array<(value: number) => void> = [];
    const read = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
    const seen: number[] = [];
    const stop = pollAmount(read, (a) => seen.push(a));
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1);
    pending[0]!(42);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([42]);
    await vi.advanceTimersByTimeAsync(199);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('drops an answer that arrives after stop, and survives a failed read', async () => {
    let fail = true;
    let release: (value: number) => void = () => undefined;
    const read = vi.fn(() =>
      fail
        ? Promise.reject(new Error('offline'))
        : new Promise<number>((resolve) => (release = resolve)),
    );
    const seen: number[] = [];
    const stop = pollAmount(read, (a) => seen.push(a));
    await vi.advanceTimersByTimeAsync(200);
    expect(read).toHaveBeenCalledTimes(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(200);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
    release(7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
