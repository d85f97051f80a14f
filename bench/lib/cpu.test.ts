import { describe, expect, it } from 'vitest';
import { parseCpuTicks, readCpuSeconds } from './cpu.ts';

describe('parseCpuTicks', () => {
  it('adds utime and stime, counting fields after the command name', () => {
    const stat =
      '4242 (node) S 1 4242 4242 0 -1 4194560 9000 0 0 0 1234 56 0 0 20 0 11 0 72585 3133440 412';
    expect(parseCpuTicks(stat)).toBe(1234 + 56);
  });
  it('is not thrown off by spaces and parentheses in the command name', () => {
    const stat = '77 (a (b) c) R 1 77 77 0 -1 0 0 0 0 0 10 20 0 0 20 0 1 0 1 1 1';
    expect(parseCpuTicks(stat)).toBe(30);
  });
  it('is undefined for text that is not a stat line', () => {
    expect(parseCpuTicks('')).toBeUndefined();
    expect(parseCpuTicks('1 (x) S 1')).toBeUndefined();
  });
});

describe('readCpuSeconds', () => {
  it('grows while this process computes', async () => {
    const before = await readCpuSeconds(process.pid);
    if (before === undefined) return; // no /proc here (macOS)
    // Busy until the process has used 30 ms more CPU (wall time says nothing on a busy machine).
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 30_000) Math.sqrt(Math.random());
    expect((await readCpuSeconds(process.pid))!).toBeGreaterThan(before);
  });
});
