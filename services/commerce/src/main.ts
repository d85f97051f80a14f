import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { compileEngineForServing } from '@solo/db';
import { openCommerce } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { answerClientErrors } from './http/client-error.ts';
import { createLogger } from './logger.ts';

/** Standalone commerce service: `npm run start:commerce`. */
async function main() {
  compileEngineForServing();
  const config = loadConfig();
  // Mailed links come only from PUBLIC_ORIGIN (http/link-origin.ts); in production there is no
  // loopback fallback, so a missing origin would refuse every reset request: say so at start-up.
  if (process.env.NODE_ENV === 'production' && !config.publicOrigin) {
    throw new ConfigError(
      'Invalid commerce configuration: PUBLIC_ORIGIN: required when NODE_ENV=production (the storefront origin mailed links point to)',
    );
  }
  const log = createLogger(config.logLevel);
  const commerce = await openCommerce({ logger: log });
  const server = serve({ fetch: commerce.app.fetch, port: config.port }, (info) => {
    console.log(`Commerce service ready on http://localhost:${info.port}`);
  });
  answerClientErrors(server as Server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close(() => {
      commerce.close().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
