import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/**
 * User plus system CPU time in clock ticks from a `/proc/<pid>/stat` line. The command name (in
 * parentheses) may hold spaces and parentheses itself, so fields are counted after the last `)`:
 * utime and stime are the 14th and 15th fields of the line.
 */
export function parseCpuTicks(stat: string): number | undefined {
  const end = stat.lastIndexOf(')');
  if (end < 0) return undefined;
  const fields = stat
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is the 3rd field (state).
  const utime = Number(fields[14 - 3]);
  const stime = Number(fields[15 - 3]);
  return Number.isInteger(utime) && Number.isInteger(stime) ? utime + stime : undefined;
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * CPU seconds a process has used so far, read from `/proc` (Linux); undefined elsewhere. On a
 * shared machine the share of a core the server actually got says more than its latencies.
 */
export async function readCpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const ticks = parseCpuTicks(await readFile(`/proc/${pid}/stat`, 'utf8'));
    return ticks === undefined ? undefined : ticks / clockTicks();
  } catch {
    return undefined;
  }
}
