import { describe, expect, it } from 'vitest';
import { megabytes, parsePsRss, parseVmRss, readRss, sampleRss } from './rss.ts';

const STATUS = `Name:\tnode
Umask:\t0022
State:\tS (sleeping)
VmPeak:\t 1234567 kB
VmHWM:\t  300000 kB
VmRSS:\t  262144 kB
RssAnon:\t  200000 kB
Threads:\t11
`;

describe('parseVmRss', () => {
  it('reads the VmRSS line, not the other Vm and Rss lines, in bytes', () => {
    expect(parseVmRss(STATUS)).toBe(262_144 * 1024);
  });
  it('is undefined without the line (a kernel thread, a process gone)', () => {
    expect(parseVmRss('Name:\tkthreadd\nState:\tS\n')).toBeUndefined();
  });
});

describe('parsePsRss', () => {
  it('reads kilobytes with the padding ps prints', () => {
    expect(parsePsRss('  51200\n')).toBe(51_200 * 1024);
  });
  it('is undefined for an empty answer (no such process)', () => {
    expect(parsePsRss('')).toBeUndefined();
  });
});

describe('readRss and sampleRss', () => {
  it('measure this very process', async () => {
    const rss = await readRss(process.pid);
    expect(rss).toBeGreaterThan(1024 * 1024);
    const sampler = sampleRss(process.pid, 5);
    await new Promise((r) => setTimeout(r, 30));
    const { peak, samples } = await sampler.stop();
    expect(samples).toBeGreaterThan(1);
    expect(peak).toBeGreaterThan(1024 * 1024);
    expect(megabytes(peak)).toBeGreaterThan(1);
  });
});
