import { summarise, type LatencySummary } from './stats.ts';

/** One request of a measure: which figure it belongs to and whether it succeeded. */
export type Step<S> = (s: S) => Promise<{ label: string; ok: boolean }>;

/**
 * Closed loop: every shopper sends its next request as soon as its previous answer arrived, for
 * `seconds`. Latencies and errors are kept per label; the time is measured here. Each label's
 * rate is its requests over the time the shoppers spent sending them: a measure that alternates
 * with its clean-up (create a basket, delete it) reports each at its own rate, not the pair's;
 * a measure of one label spends the whole time on it, so its rate is requests over elapsed time.
 */
export async function closedLoop<S>(
  shoppers: S[],
  seconds: number,
  step: Step<S>,
): Promise<LatencySummary[]> {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const busy = new Map<string, number>();
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    shoppers.map(async (s) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const { label, ok } = await step(s).catch(() => ({ label: 'failed', ok: false }));
        const spent = performance.now() - started;
        busy.set(label, (busy.get(label) ?? 0) + spent);
        if (!ok) errors.set(label, (errors.get(label) ?? 0) + 1);
        else if (latencies.has(label)) latencies.get(label)!.push(spent);
        else latencies.set(label, [spent]);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const labels = new Set([...latencies.keys(), ...errors.keys()]);
  const spentOn = (label: string) =>
    labels.size === 1 ? elapsed : (busy.get(label) ?? 0) / 1000 / shoppers.length;
  // The measure's own requests first, then the clean-ups (removals, deletions) that keep it going.
  return [...labels]
    .map((label) =>
      summarise(label, latencies.get(label) ?? [], errors.get(label) ?? 0, spentOn(label)),
    )
    .sort((a, b) => b.requests + b.errors - (a.requests + a.errors));
}
