import { serve } from '@hono/node-server';
import { openCommerce } from './bootstrap.ts';
import { createLogger } from './logger.ts';

/** Standalone commerce service: `npm run start:commerce`. */
const commerce = await openCommerce();
const log = createLogger(commerce.config.logLevel);
const server = serve({ fetch: commerce.app.fetch, port: commerce.config.port }, (info) => {
  console.log(`Commerce service ready on http://localhost:${info.port}`);
});

let stopping = false;
function shutdown(signal: string) {
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
  // Keep-alive connections may hold close() open; do not hang the process forever.
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
