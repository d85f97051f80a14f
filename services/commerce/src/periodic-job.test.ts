import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

const silent = { info: () => {}, error: () => {} };

describe('startPeriodicJob', () => {
  it('runs at once, never twice at a time, and a wake-up during a run asks for one more', async () => {
    let wake: () => void = () => {};
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const job = startPeriodicJob({
      name: 'test job',
      run: async () => {
        runs++;
        most = Math.max(most, ++active);
        await new Promise<void>((resolve) => (release = resolve));
        active--;
        return runs;
      },
      didWork: () => false,
      intervalMs: 60_000,
      log: silent,
      wake: (listener) => {
        wake = listener;
        return () => (wake = () => {});
      },
    });
    expect(runs).toBe(1);
    wake();
    wake();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toBe(2);
    release();
    await job.stop();
    expect(most).toBe(1);
  });

  it('logs a failed run and goes on; stop waits for the run in progress', async () => {
    const errors: string[] = [];
    let finished = false;
    const job = startPeriodicJob({
      name: 'failing job',
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
        throw new Error('boom');
      },
      didWork: () => true,
      intervalMs: 60_000,
      log: { info: () => {}, error: (_obj, msg) => errors.push(msg) },
    });
    await job.stop();
    expect(finished).toBe(true);
    expect(errors).toEqual(['failing job run failed']);
  });
});
