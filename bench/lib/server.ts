import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the production storefront (one process, fresh PGlite data) and waits for /healthz. */
export async function startStore(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/storefront/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'solo-bench-')),
      // Pages are measured on a fresh embedded database, never on a shared PostgreSQL one.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production mode requires the origin shoppers use; the benchmark's client is on loopback.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        // A server that already died emits no second 'exit': nothing would settle the wait.
        if (child.exitCode !== null || child.signalCode !== null) {
          console.error(`server had already exited (${child.exitCode ?? child.signalCode})`);
          return done();
        }
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
