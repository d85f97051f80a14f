import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_DEBOUNCE_MS } from './buttons.ts';
import { debounce } from './debounce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce (spec 002 §9: 350 ms)', () => {
  it('runs once, 350 ms after the last of several calls', () => {
    const run = vi.fn();
    const d = debounce(run, CONFIG_DEBOUNCE_MS);
    d.call();
    vi.advanceTimersByTime(300);
    d.call();
    vi.advanceTimersByTime(349);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('drops a pending run when cancelled', () => {
    const run = vi.fn();
    const d = debounce(run, CONFIG_DEBOUNCE_MS);
    d.call();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
