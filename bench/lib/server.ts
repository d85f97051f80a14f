import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  origin: string;
  /** The server process's id (its memory is read from outside). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the storefront as `npm start` does (no NODE_ENV: the entry picks production), one
 * process on fresh PGlite data, and waits for /healthz.
 */
export async function startStore(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solo-bench-'));
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(ROOT, 'apps/storefront/server.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Pages are measured on a fresh embedded database, never on a shared PostgreSQL one.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // As a production start should be configured: links from a set origin, and listening on
      // loopback only, since the load comes from this machine.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
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
    pid: child.pid!,
    stop: async () => {
      await new Promise<void>((done) => {
        // A server that already died emits no second 'exit': nothing would settle the wait.
        if (child.exitCode !== null || child.signalCode !== null) {
          console.error(`server had already exited (${child.exitCode ?? child.signalCode})`);
          return done();
        }
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      // A long run leaves a sizeable database behind; nothing reads it again.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
