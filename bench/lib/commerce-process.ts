import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowAwayPostgresDatabase } from '@solo/db/testing';
import type { ParentMessage } from './commerce-process-main.ts';
import type { BenchDatabaseKind } from './commerce-server.ts';

export interface CommerceProcess {
  origin: string;
  /** The server's process id: its memory is read from outside, apart from the load's. */
  pid: number;
  /**
   * Asks the server to start or stop (and write) a CPU profile, collect garbage (with
   * `--expose-gc`) or just report; answers with its `process.memoryUsage()` after.
   */
  ask(message: ParentMessage): Promise<NodeJS.MemoryUsage>;
}

/**
 * Runs `measure` against the commerce service in its own process on 127.0.0.1:`port`, so the
 * load generator neither shares its event loop nor counts in its memory or CPU profile. PGlite in
 * a fresh data directory (as `npm start` keeps it) or a throw-away PostgreSQL database on
 * DATABASE_URL's server (prefix `solo_bench`), demo data seeded and the search index built.
 * `nodeArgs` go to the server's Node (e.g. `--cpu-prof`); both are removed after.
 */
export async function withCommerceProcess<T>(
  kind: BenchDatabaseKind,
  options: { port: number; logLevel: string; nodeArgs: string[] },
  measure: (server: CommerceProcess) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solo-bench-api-'));
  const postgres =
    kind === 'postgres'
      ? await createThrowAwayPostgresDatabase(process.env.DATABASE_URL ?? '', 'solo_bench')
      : undefined;
  const child = fork(join(import.meta.dirname, 'commerce-process-main.ts'), {
    execArgv: options.nodeArgs,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: options.logLevel,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
    },
    // Access logs go nowhere: written, as in production, but not read.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const port = await new Promise<number>((ready, fail) => {
      child.once('message', (m) => ready((m as { port: number }).port));
      child.once('exit', (code) => fail(new Error(`commerce process exited with ${code}`)));
    });
    const ask = (message: ParentMessage) =>
      new Promise<NodeJS.MemoryUsage>((answered) => {
        child.once('message', (m) => answered((m as { memory: NodeJS.MemoryUsage }).memory));
        child.send(message);
      });
    return await measure({ origin: `http://127.0.0.1:${port}`, pid: child.pid!, ask });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}
