/**
 * app/lib has no import cycles, type-only imports included: a cycle ties modules that should
 * stand apart, so each lib module can be read, tested and moved on its own (docs/architecture.md
 * "Storefront layout and naming"). ESLint has no cycle rule without a plugin; this small walk
 * over relative imports is enough for lib's plain module graph.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = import.meta.dirname;
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each lib source file (tests aside) and the lib files it imports. */
function libGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, f));
  const inLib = new Set(files);
  return new Map(
    files.map((file) => {
      const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1]!);
      const targets = specs.map((s) => resolve(dirname(file), s)).filter((t) => inLib.has(t));
      return [file, targets];
    }),
  );
}

/** Every cycle found by a depth-first walk, each as the list of files that form it. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('app/lib imports', () => {
  it('form no cycles', () => {
    const cycles = findCycles(libGraph(LIB)).map((c) => c.map((f) => relative(LIB, f)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
