import { round, summarise, type LatencySummary } from './stats.ts';

/**
 * What became of one request of a mixed-traffic run: answered as expected (with its latency in
 * milliseconds), or failed, with why: `HTTP <status>` for an unexpected status, `timeout`,
 * `network <code>` for a connection failure, `unexpected answer` for the right status with a body
 * that is not what the request should have produced.
 */
export type Outcome = { ok: true; ms: number } | { ok: false; error: string };

/** The error name of a request that threw (fetch rejects on timeouts and connection failures). */
export function failureOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    const cause = (error as { cause?: { code?: unknown } }).cause;
    if (cause && typeof cause.code === 'string') return `network ${cause.code}`;
    return `network ${error.name}`;
  }
  return 'network error';
}

export interface ErrorRow {
  kind: string;
  error: string;
  count: number;
}

/** Latencies per kind of request and failures per kind and error, for one measure. */
export class Tally {
  readonly #latencies = new Map<string, number[]>();
  readonly #errors = new Map<string, Map<string, number>>();
  readonly #kinds: string[] = [];

  record(kind: string, outcome: Outcome): void {
    if (!this.#kinds.includes(kind)) this.#kinds.push(kind);
    if (outcome.ok) {
      const list = this.#latencies.get(kind) ?? [];
      list.push(outcome.ms);
      this.#latencies.set(kind, list);
    } else {
      const byError = this.#errors.get(kind) ?? new Map<string, number>();
      byError.set(outcome.error, (byError.get(outcome.error) ?? 0) + 1);
      this.#errors.set(kind, byError);
    }
  }

  /** One summary per kind, in the order the kinds were first seen. */
  summaries(seconds: number): LatencySummary[] {
    return this.#kinds.map((kind) =>
      summarise(kind, this.#latencies.get(kind) ?? [], this.errorCount(kind), seconds),
    );
  }

  errorCount(kind?: string): number {
    const kinds = kind === undefined ? this.#kinds : [kind];
    let n = 0;
    for (const k of kinds) for (const count of this.#errors.get(k)?.values() ?? []) n += count;
    return n;
  }

  /** Every failure by kind and error, the most frequent first. */
  errorRows(): ErrorRow[] {
    const rows: ErrorRow[] = [];
    for (const [kind, byError] of this.#errors)
      for (const [error, count] of byError) rows.push({ kind, error, count });
    return rows.sort((a, b) => b.count - a.count);
  }
}

export interface MixedRow {
  kind: string;
  'alone p50': number;
  'alone p99': number;
  requests: number;
  'req/s': number;
  p50: number;
  p99: number;
  errors: number;
  'p50 ÷ alone': number;
}

/**
 * The load figures of each kind beside the same kind sent one request at a time (the baseline
 * of the same run); kinds measured only alone (a static file) keep empty load columns.
 */
export function besideBaseline(load: LatencySummary[], alone: LatencySummary[]): MixedRow[] {
  const kinds = [...new Set([...alone.map((r) => r.label), ...load.map((r) => r.label)])];
  return kinds.map((kind) => {
    const a = alone.find((r) => r.label === kind);
    const l = load.find((r) => r.label === kind);
    return {
      kind,
      'alone p50': a?.p50 ?? NaN,
      'alone p99': a?.p99 ?? NaN,
      requests: l?.requests ?? NaN,
      'req/s': l?.rps ?? NaN,
      p50: l?.p50 ?? NaN,
      p99: l?.p99 ?? NaN,
      errors: (l?.errors ?? 0) + (a?.errors ?? 0),
      'p50 ÷ alone': a && l ? round(l.p50 / a.p50, 1) : NaN,
    };
  });
}
