import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/**
 * Vite in middleware mode for `--dev`: it serves source modules and HMR, and the server build is
 * loaded per request, so route changes apply without a restart.
 */
export async function startVite(
  appRoot: string,
  httpServer: Server,
): Promise<{
  vite: ViteDevServer;
  build: () => Promise<ServerBuild>;
}> {
  // Loaded only in development: production never imports Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: appRoot,
    configFile: resolve(appRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  return {
    vite,
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  };
}
