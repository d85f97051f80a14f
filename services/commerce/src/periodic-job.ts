/**
 * The loop of a background job in the store process (DESIGN.md "background jobs"): a run now,
 * then every `intervalMs`, never two runs of one process at once. Each run claims its own rows
 * in the database, so several processes may run the same job. A `wake` source (a catalog change,
 * say) asks for a run soon: after the one in progress, if any, instead of being dropped.
 */
export interface PeriodicJob<R> {
  /** Names the job in its log lines ("gift card delivery"). */
  name: string;
  run(now: Date): Promise<R>;
  /** Whether a run's result is worth a log line (it did something). */
  didWork(result: R): boolean;
  intervalMs: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Subscribes a listener that asks for a run; returns its unsubscribe. */
  wake?: (listener: () => void) => () => void;
}

export function startPeriodicJob<R>(job: PeriodicJob<R>): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let again = false;
  const tick = (rerun: boolean) => {
    if (running) {
      again ||= rerun;
      return;
    }
    running = job
      .run(new Date())
      .then(
        (result) => {
          if (job.didWork(result)) job.log.info(result as object, job.name);
        },
        (err: unknown) => job.log.error({ err }, `${job.name} run failed`),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick(false);
        }
      });
  };
  const timer = setInterval(() => tick(false), job.intervalMs);
  timer.unref();
  const unsubscribe = job.wake?.(() => tick(true));
  tick(false);
  return {
    async stop() {
      clearInterval(timer);
      unsubscribe?.();
      again = false;
      await running;
    },
  };
}
