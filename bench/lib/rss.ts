import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** Resident set size in bytes from a `/proc/<pid>/status` text (its `VmRSS: … kB` line). */
export function parseVmRss(status: string): number | undefined {
  const match = /^VmRSS:\s*(\d+)\s*kB\s*$/m.exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** Resident set size in bytes from `ps -o rss= -p <pid>` output (kilobytes). */
export function parsePsRss(output: string): number | undefined {
  const text = output.trim();
  return /^\d+$/.test(text) ? Number(text) * 1024 : undefined;
}

/**
 * A process's resident set size in bytes: `/proc` where there is one (Linux), else `ps`
 * (macOS); undefined once the process is gone.
 */
export async function readRss(pid: number): Promise<number | undefined> {
  try {
    return parseVmRss(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    try {
      const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(pid)]);
      return parsePsRss(stdout);
    } catch {
      return undefined;
    }
  }
}

export interface RssSampler {
  /** Stops sampling; the highest resident set size seen and how many samples were taken. */
  stop(): Promise<{ peak: number | undefined; samples: number }>;
}

/**
 * Samples `pid`'s resident set size every `intervalMs` until stopped. A sample is a point in
 * time, so the peak is the highest sampled value: a spike shorter than the interval can be
 * missed.
 */
export function sampleRss(pid: number, intervalMs = 100): RssSampler {
  let peak: number | undefined;
  let samples = 0;
  let stopped = false;
  const sample = async () => {
    const rss = await readRss(pid);
    if (rss === undefined) return;
    samples++;
    peak = Math.max(peak ?? 0, rss);
  };
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await new Promise((r) => setTimeout(r, intervalMs));
    }
    await sample();
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { peak, samples };
    },
  };
}

export const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? NaN : Math.round(bytes / (1024 * 1024));
