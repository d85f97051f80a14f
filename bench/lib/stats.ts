/** Percentile of an ascending-sorted array (nearest-rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export interface LatencySummary {
  label: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Figures of one closed-loop measure: latencies in milliseconds (any order), failed requests,
 * and the wall-clock seconds the measure took. Requests per second count answered requests only.
 */
export function summarise(
  label: string,
  latencies: number[],
  errors: number,
  seconds: number,
): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    requests: sorted.length,
    errors,
    rps: seconds > 0 ? round(sorted.length / seconds, 1) : NaN,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
  };
}

/**
 * p50 and p95 of `iterations` sequential calls of `fn` (given the call's index), after up to 20
 * warm-up calls (query plans, caches, JIT).
 */
export async function timed(iterations: number, fn: (i: number) => Promise<void>) {
  for (let i = 0; i < Math.min(iterations, 20); i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { requests: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}
