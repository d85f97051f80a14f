/**
 * Amazon Pay's estimated order amount, polled while its sheet is open (spec 002 §4, §9). The
 * next request starts only after the previous one answered, so slow answers never pile up.
 */

/** Spec 002 §9: the Amazon estimated amount poll interval. */
export const AMAZON_AMOUNT_POLL_MS = 200;

/** Reads every `intervalMs` after the previous read settled; answers a function that stops it. */
export function pollAmount<T>(
  read: () => Promise<T>,
  onAnswer: (answer: T) => void,
  intervalMs: number = AMAZON_AMOUNT_POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const answer = await read().catch(() => undefined);
    if (stopped) return;
    if (answer !== undefined) onAnswer(answer);
    timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
