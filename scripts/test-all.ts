/**
 * `npm test`: every check the project has, in stages. The type check and the linters are each
 * one single-threaded process, so they run side by side; the unit tests and the journeys use
 * every core themselves and run alone, one after the other (journeys beside another load fail
 * on time, not on behaviour), then Lighthouse's page budgets alone. Each task's output is printed whole when it ends, so parallel
 * tasks never interleave; the first failing stage stops the run with that task's exit code.
 */
import { spawn } from 'node:child_process';

interface Task {
  name: string;
  script: string;
}

const stages: Task[][] = [
  // Route types first: both the type check and the type-aware lint rules read them.
  [{ name: 'route types', script: 'typegen -w @solo/storefront' }],
  [
    { name: 'type check', script: 'typecheck:only' },
    { name: 'eslint', script: 'lint:eslint' },
    { name: 'prettier', script: 'lint:prettier' },
  ],
  [{ name: 'unit tests', script: 'test:unit' }],
  [{ name: 'journeys', script: 'test:e2e' }],
  // Alone in its stage: the scores read the CPU time the pages' code gets.
  [{ name: 'page budgets (Lighthouse)', script: 'test:lighthouse' }],
];

interface Outcome {
  task: Task;
  code: number;
  seconds: number;
}

function run(task: Task, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(`npm run --silent ${task.script}`, {
      shell: true,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve({
        task,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

const runStarted = performance.now();
for (const stage of stages) {
  // A task alone streams its output as it goes (the unit tests and journeys run for minutes).
  const outcomes = await Promise.all(stage.map((task) => run(task, stage.length === 1)));
  for (const { task, code, seconds } of outcomes) {
    console.log(
      `\n== ${task.name}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds.toFixed(0)} s`,
    );
  }
  const failed = outcomes.find((o) => o.code !== 0);
  if (failed) process.exit(failed.code);
}
console.log(`\n== all checks passed in ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
