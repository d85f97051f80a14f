import { describe, expect, it } from 'vitest';
import { functionSizes, isSourceFile, isTestFile, lineCount } from './code-size.ts';

describe('functionSizes', () => {
  it('names declarations, methods and the constants that hold arrow functions', () => {
    const text = [
      'export function outer() {',
      '  const inner = (a: number) => {',
      '    return a;',
      '  };',
      '  return inner(1);',
      '}',
      'class Box { open() { return 1; } }',
      'const one = () => 1;',
    ].join('\n');
    expect(functionSizes('a.ts', text)).toEqual([
      { name: 'outer', line: 1, lines: 6 },
      { name: 'inner', line: 2, lines: 3 },
      { name: 'open', line: 7, lines: 1 },
      { name: 'one', line: 8, lines: 1 },
    ]);
  });

  it('parses JSX in .tsx files and skips bodiless signatures', () => {
    const text =
      'declare function f(): void;\nexport default function View() {\n  return <p />;\n}\n';
    expect(functionSizes('v.tsx', text)).toEqual([{ name: 'View', line: 2, lines: 3 }]);
  });
});

describe('file selection', () => {
  it('counts product TypeScript only', () => {
    expect(isSourceFile('a/b.tsx')).toBe(true);
    expect(isSourceFile('a/b.d.ts')).toBe(false);
    expect(isSourceFile('a/b.json')).toBe(false);
    expect(isTestFile('a/b.test.tsx')).toBe(true);
    expect(isTestFile('e2e/pages/cart.ts')).toBe(true);
    expect(isTestFile('a/b.ts')).toBe(false);
  });

  it('counts lines without the final newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
