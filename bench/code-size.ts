/**
 * `npx node bench/code-size.ts [files=15] [functions=10]` (npx for Node 22): the largest non-test
 * source files and the longest functions among the files git tracks, to see what needs splitting.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { functionSizes, isSourceFile, isTestFile, lineCount } from './lib/code-size.ts';

const [fileCount = 15, functionCount = 10] = process.argv.slice(2).map(Number);
const paths = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((p) => isSourceFile(p) && !isTestFile(p));

const files = paths.map((path) => ({ path, text: readFileSync(path, 'utf8') }));
console.log(`# ${fileCount} largest non-test source files (lines)`);
console.table(
  files
    .map(({ path, text }) => ({ file: path, lines: lineCount(text) }))
    .sort((a, b) => b.lines - a.lines)
    .slice(0, fileCount),
);
console.log(`# ${functionCount} longest functions (lines)`);
console.table(
  files
    .flatMap(({ path, text }) =>
      functionSizes(path, text).map((f) => ({
        function: f.name,
        at: `${path}:${f.line}`,
        lines: f.lines,
      })),
    )
    .sort((a, b) => b.lines - a.lines)
    .slice(0, functionCount),
);
