import { describe, expect, it } from 'vitest';
import { besideBaseline, failureOf, Tally } from './traffic.ts';

describe('Tally', () => {
  it('keeps latencies per kind and failures per kind and error', () => {
    const tally = new Tally();
    for (const ms of [10, 20, 30, 40]) tally.record('home', { ok: true, ms });
    tally.record('add-to-cart', { ok: true, ms: 100 });
    tally.record('add-to-cart', { ok: false, error: 'HTTP 503' });
    tally.record('add-to-cart', { ok: false, error: 'HTTP 503' });
    tally.record('home', { ok: false, error: 'timeout' });

    const [home, add] = tally.summaries(2);
    expect(home).toEqual({ label: 'home', requests: 4, errors: 1, rps: 2, p50: 20, p99: 40 });
    expect(add).toMatchObject({ label: 'add-to-cart', requests: 1, errors: 2, p50: 100 });
    expect(tally.errorCount()).toBe(3);
    expect(tally.errorRows()).toEqual([
      { kind: 'add-to-cart', error: 'HTTP 503', count: 2 },
      { kind: 'home', error: 'timeout', count: 1 },
    ]);
  });

  it('lists a kind that only failed, with no latency figures', () => {
    const tally = new Tally();
    tally.record('guest session', { ok: false, error: 'network ECONNRESET' });
    const [row] = tally.summaries(1);
    expect(row).toMatchObject({ label: 'guest session', requests: 0, errors: 1 });
    expect(row!.p50).toBeNaN();
  });
});

describe('failureOf', () => {
  it('names timeouts, connection codes and anything else thrown', () => {
    expect(failureOf(new DOMException('t', 'TimeoutError'))).toBe('timeout');
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    expect(failureOf(reset)).toBe('network ECONNRESET');
    expect(failureOf(new TypeError('fetch failed'))).toBe('network TypeError');
    expect(failureOf('nope')).toBe('network error');
  });
});

describe('besideBaseline', () => {
  it('puts each kind under load beside the same kind alone, static files alone only', () => {
    const rows = besideBaseline(
      [{ label: 'home', requests: 300, errors: 1, rps: 5, p50: 400, p99: 900 }],
      [
        { label: 'static file', requests: 90, errors: 0, rps: 30, p50: 2, p99: 4 },
        { label: 'home', requests: 40, errors: 0, rps: 10, p50: 80, p99: 120 },
      ],
    );
    expect(rows[0]).toMatchObject({ kind: 'static file', 'alone p50': 2, errors: 0 });
    expect(rows[0]!.requests).toBeNaN();
    expect(rows[1]).toEqual({
      kind: 'home',
      'alone p50': 80,
      'alone p99': 120,
      requests: 300,
      'req/s': 5,
      p50: 400,
      p99: 900,
      errors: 1,
      'p50 ÷ alone': 5,
    });
  });
});
