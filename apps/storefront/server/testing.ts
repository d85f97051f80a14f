import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { describe, it } from 'vitest';

/** The React Router server build of `npm run build`, if it has been built. */
export const SERVER_BUILD = resolve(import.meta.dirname, '../build/server/index.js');
export const hasServerBuild = existsSync(SERVER_BUILD);
/** Loaded only when a request reaches SSR; tests of the other routes never call it. */
export const loadServerBuild = () => import(SERVER_BUILD) as Promise<ServerBuild>;

/**
 * What becomes of the tests that go through the built app: run with a build; without one,
 * skipped on a developer's machine (who may not have built yet), but failed under CI, where a
 * missing build is a broken pipeline and a skip would pass it with server rendering untested.
 */
export function withoutBuild(hasBuild: boolean, ci: string | undefined): 'run' | 'skip' | 'fail' {
  if (hasBuild) return 'run';
  return ci && ci !== 'false' && ci !== '0' ? 'fail' : 'skip';
}

/** `describe` for tests through the built app (see `withoutBuild`). */
export function describeWithServerBuild(name: string, body: () => void): void {
  const missing = `no server build at ${SERVER_BUILD}: run npm run build`;
  switch (withoutBuild(hasServerBuild, process.env.CI)) {
    case 'run':
      describe(name, body);
      return;
    case 'skip':
      console.warn(`"${name}" skipped: ${missing}`);
      describe.skip(name, body);
      return;
    case 'fail':
      describe(name, () => {
        it('has the server build to test', () => {
          throw new Error(`${missing} (CI must not skip these tests)`);
        });
      });
  }
}

export const silentLogger = () => pino({ level: 'silent' });

/** A scratch build/client directory with a hashed asset and a few public files. */
export async function makeClientDir(): Promise<{ dir: string; script: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-client-'));
  await mkdir(join(dir, 'assets'));
  const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  await writeFile(join(dir, 'assets', 'entry-Ab12Cd34.js'), script);
  await writeFile(join(dir, 'assets', 'tiny-Zz99.css'), 'a{color:red}');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(dir, '.secret'), 'never served');
  return { dir, script };
}

/** Serves a fetch handler on a random local port. */
export async function listenOnRandomPort(
  fetch: (req: Request) => Response | Promise<Response>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
