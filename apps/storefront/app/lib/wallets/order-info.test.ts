import { describe, expect, it } from 'vitest';
import { ORDER_INFO_RELOAD_KEY, RELOAD_WINDOW_MS, shouldReloadForOrderInfo } from './order-info.ts';

const memory = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('the reload for an order-info failure (spec 002 §8)', () => {
  it('reloads the first time and records when', () => {
    const store = memory();
    expect(shouldReloadForOrderInfo(store, 1_000_000)).toBe(true);
    expect(store.values.get(ORDER_INFO_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within the window, so a lasting failure cannot loop', () => {
    const store = memory();
    shouldReloadForOrderInfo(store, 1_000_000);
    expect(shouldReloadForOrderInfo(store, 1_000_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(shouldReloadForOrderInfo(store, 1_000_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('reloads without storage, and when storage throws', () => {
    expect(shouldReloadForOrderInfo(null, 5)).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(shouldReloadForOrderInfo(throwing, 5)).toBe(true);
  });
});
