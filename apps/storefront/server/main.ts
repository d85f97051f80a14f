/**
 * The storefront process, started by ../server.ts once NODE_ENV is settled. Without
 * COMMERCE_API_URL the commerce service is opened (database migrated and seeded) and mounted in
 * this process.
 */
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ChangeFeed } from '@solo/commerce';
import { createStorefrontServer } from './app.ts';
import type { CommerceOption } from './commerce.ts';
import { loadServerConfig } from './config.ts';
import {
  closeOnSignals,
  createHttpServer,
  listen,
  type ConnectionInfo,
  type Middlewares,
} from './listen.ts';
import { createLogger } from './logger.ts';

const dev = process.argv.includes('--dev');
const root = resolve(import.meta.dirname, '..');
const config = loadServerConfig(process.env);
const logger = createLogger(config.logLevel);

// The server exists before the app so Vite (development) can attach its HMR socket to it.
let handler: (req: Request, connection: ConnectionInfo) => Response | Promise<Response> = () =>
  new Response('Starting', { status: 503 });
let middlewares: Middlewares | undefined;
const server = createHttpServer(
  (req, connection) => handler(req, connection),
  logger,
  (req, res, next) => (middlewares ? middlewares(req, res, next) : next()),
);

try {
  // The build is checked first, so a missing one fails before the database is migrated.
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let closeVite = async () => {};
  if (dev) {
    const { startVite } = await import('./dev.ts');
    const started = await startVite(root, server);
    build = started.build;
    middlewares = started.vite.middlewares;
    closeVite = () => started.vite.close();
  } else {
    build = await loadBuild(resolve(root, 'build/server/index.js'));
  }

  const { openCommerce, loadConfig } = await import('@solo/commerce');
  let commerce: CommerceOption;
  let ids: { orgId: string; clientId: string };
  let closeCommerce = async () => {};
  let changes: ChangeFeed | undefined;
  if (config.commerceApiUrl) {
    // Remote mode: only the organization and client ids are needed; no database is opened.
    ids = loadConfig(process.env);
    commerce = { mode: 'remote', url: config.commerceApiUrl };
  } else {
    // Links the commerce service mails (password resets) use the store's public origin, never
    // the Host of the request that asked for them.
    const service = await openCommerce({
      env: { ...process.env, PUBLIC_ORIGIN: config.publicOrigin },
      logger,
    });
    ids = service.config;
    commerce = { mode: 'in-process', app: service.app };
    changes = service.changes;
    closeCommerce = () => service.close();
  }

  const storefront = createStorefrontServer({
    build,
    clientDir: resolve(root, dev ? 'public' : 'build/client'),
    commerce,
    logger,
    orgId: ids.orgId,
    clientId: ids.clientId,
    publicOrigin: config.publicOrigin,
    mode: dev ? 'development' : 'production',
    deployEnv: config.deployEnv,
    pseudoLocale: config.pseudoLocale,
    paymentsProvider: config.paymentsProvider,
    imageCacheBytes: config.imageCacheBytes,
    trustedProxies: config.trustedProxies,
    allowedHosts: config.allowedHosts,
    cspMode: config.cspMode,
    requestLimits: config.requestLimits,
    changes,
    pageCacheBytes: config.pageCacheBytes,
  });
  handler = (req, connection) => storefront.fetch(req, connection);

  closeOnSignals(server, logger, async () => {
    await closeVite();
    await closeCommerce();
  });
  await listen(server, config.port, config.host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Storefront ready on http://localhost:${port}`);
} catch (err) {
  logger.fatal({ err }, 'storefront failed to start');
  process.exit(1);
}

async function loadBuild(path: string): Promise<ServerBuild> {
  try {
    return (await import(path)) as ServerBuild;
  } catch (err) {
    throw new Error(`No server build at ${path}: run \`npm run build\` first.`, { cause: err });
  }
}
