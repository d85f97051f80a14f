import { describe, expect, it, vi } from 'vitest';
import { sessionStartKey, startSession, whenSessionStarted } from './session-start.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('startSession', () => {
  it('asks once per tab and site', async () => {
    const storage = memoryStorage();
    const post = vi.fn(() => Promise.resolve({ ok: true }));
    expect(await startSession('SoloUS', '/session', storage, post)).toBe(true);
    expect(await startSession('SoloUS', '/session', storage, post)).toBe(false);
    expect(await startSession('SoloEU', '/eu/session', storage, post)).toBe(true);
    expect(post.mock.calls).toEqual([['/session'], ['/eu/session']]);
    expect(storage.getItem(sessionStartKey('SoloUS'))).toBe('1');
  });

  it('asks again on the next page after a failed answer', async () => {
    const storage = memoryStorage();
    const post = vi
      .fn<(url: string) => Promise<{ ok: boolean }>>()
      .mockResolvedValueOnce({ ok: false })
      .mockResolvedValueOnce({ ok: true });
    expect(await startSession('SoloUS', '/session', storage, post)).toBe(false);
    expect(await startSession('SoloUS', '/session', storage, post)).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('asks on every page where storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const post = vi.fn(() => Promise.resolve({ ok: true }));
    expect(await startSession('SoloUS', '/session', blocked, post)).toBe(true);
    expect(await startSession('SoloUS', '/session', null, post)).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('whenSessionStarted', () => {
  it('waits for a start under way, and not at all otherwise', async () => {
    await whenSessionStarted();
    let answer!: (value: { ok: boolean }) => void;
    const started = startSession(
      'SoloCA',
      '/ca/session',
      null,
      () => new Promise((resolve) => (answer = resolve)),
    );
    let settled = false;
    const waiting = whenSessionStarted().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer({ ok: true });
    await waiting;
    expect(await started).toBe(true);
  });

  it('settles when the start fails', async () => {
    const started = startSession('SoloAU', '/au/session', null, () =>
      Promise.reject(new Error('offline')),
    );
    await whenSessionStarted();
    await expect(started).rejects.toThrow('offline');
  });
});
