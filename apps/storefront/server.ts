/**
 * The storefront process: `node apps/storefront/server.ts` (production, after `npm run build`) or
 * `node apps/storefront/server.ts --dev` (Vite middleware mode). Without COMMERCE_API_URL the
 * commerce service is opened (database migrated and seeded) and mounted in this process.
 */
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createStorefrontServer } from './server/app.ts';
import type { CommerceOption } from './server/commerce.ts';
import { loadServerConfig } from './server/config.ts';
import { closeOnSignals, createHttpServer, listen } from './server/listen.ts';
import { createLogger } from './server/logger.ts';

const dev = process.argv.includes('--dev');
const root = import.meta.dirname;
const config = loadServerConfig(process.env);
const logger = createLogger(config.logLevel);

const { openCommerce, loadConfig } = await import('@solo/commerce');
let commerce: CommerceOption;
let commerceConfig: { orgId: string; clientId: string };
let closeCommerce = async () => {};
if (config.commerceApiUrl) {
  // Remote mode: only the organization and client ids are needed; no database is opened.
  commerceConfig = loadConfig(process.env);
  commerce = { mode: 'remote', url: config.commerceApiUrl };
} else {
  const service = await openCommerce({ env: process.env, logger });
  commerceConfig = service.config;
  commerce = { mode: 'in-process', app: service.app };
  closeCommerce = () => service.close();
}

let build: ServerBuild | (() => Promise<ServerBuild>);
// The server is created before the app so Vite (development) can attach its HMR socket to it.
let handler: (req: Request) => Response | Promise<Response> = () =>
  new Response('Starting', { status: 503 });
let closeVite = async () => {};
let middlewares: Parameters<typeof createHttpServer>[2];
const server = createHttpServer(
  (req) => handler(req),
  logger,
  (req, res, next) => (middlewares ? middlewares(req, res, next) : next()),
);

if (dev) {
  const { startVite } = await import('./server/dev.ts');
  const started = await startVite(root, server);
  build = started.build;
  middlewares = started.vite.middlewares;
  closeVite = () => started.vite.close();
} else {
  const serverBuild = resolve(root, 'build/server/index.js');
  build = (await import(serverBuild).catch((err: unknown) => {
    throw new Error(`No server build at ${serverBuild}: run \`npm run build\` first.`, {
      cause: err,
    });
  })) as ServerBuild;
}

const app = createStorefrontServer({
  build,
  clientDir: resolve(root, dev ? 'public' : 'build/client'),
  commerce,
  logger,
  orgId: commerceConfig.orgId,
  clientId: commerceConfig.clientId,
  publicOrigin: config.publicOrigin,
  mode: dev ? 'development' : 'production',
  imageCacheBytes: config.imageCacheBytes,
});
handler = app.fetch;

closeOnSignals(server, logger, async () => {
  await closeVite();
  await closeCommerce();
});
await listen(server, config.port, config.host);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Storefront ready on http://localhost:${port}`);
