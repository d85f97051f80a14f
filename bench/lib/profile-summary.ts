/**
 * The top entries of a V8 CPU profile (`.cpuprofile`, as `--cpu-prof` or bench/api.ts's
 * BENCH_API_PROFILE write it): self time per function, and total time (the function and what it
 * calls, each sample counted once per function even under recursion), as shares of all samples.
 * `node bench/lib/profile-summary.ts FILE [TOP]` prints both tables.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { round } from './stats.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

export interface ProfileEntry {
  function: string;
  share: number;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** `name file:line`, the file relative to the repository (dependencies by package path). */
function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const path = url.startsWith('file://') ? relative(ROOT, new URL(url).pathname) : url;
  const where = path ? ` ${path.replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

export function summariseProfile(
  profile: CpuProfile,
  top = 15,
): { self: ProfileEntry[]; total: ProfileEntry[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const id of profile.samples) {
    const leaf = byId.get(id)!;
    const name = frameName(leaf.callFrame);
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(byId.get(at)!.callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + 1);
    }
  }
  const count = profile.samples.length || 1;
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, n]) => ({ function: fn, share: round((n / count) * 100, 1) }));
  return { self: ranked(self), total: ranked(total) };
}

if (import.meta.main) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: node bench/lib/profile-summary.ts FILE.cpuprofile [TOP]');
  const summary = summariseProfile(
    JSON.parse(readFileSync(file, 'utf8')) as CpuProfile,
    Number(top ?? 15),
  );
  console.log('# self time, % of samples');
  console.table(summary.self);
  console.log('# total time (with callees), % of samples');
  console.table(summary.total);
}
