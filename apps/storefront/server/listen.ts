import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { answerClientErrors } from '@solo/commerce';
import type { Logger } from './logger.ts';

/** What the handler learns of the connection besides the request: the socket's peer address. */
export interface ConnectionInfo {
  peer: string | undefined;
}
type FetchHandler = (req: Request, connection: ConnectionInfo) => Response | Promise<Response>;
/** A connect-style middleware stack (Vite's in development) that runs before the app. */
export type Middlewares = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** A plain node:http server: optional middlewares first, then the Hono app. */
export function createHttpServer(
  fetchHandler: FetchHandler,
  logger: Logger,
  before?: Middlewares,
): Server {
  const listener = getRequestListener(
    (req, env) => fetchHandler(req, { peer: env.incoming.socket.remoteAddress }),
    {
      errorHandler: (err) => {
        logger.error({ err }, 'unhandled error');
        return new Response('Internal Server Error', { status: 500 });
      },
    },
  );
  const server = createServer((req, res) => {
    if (!before) return void listener(req, res);
    before(req, res, (err) => {
      if (err) {
        logger.error({ err }, 'middleware error');
        res.statusCode = 500;
        res.end('Internal Server Error');
        return;
      }
      void listener(req, res);
    });
  });
  answerClientErrors(server);
  return server;
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}

/** How long open requests (a slow stream, a long poll) may delay the exit after a signal. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGINT/SIGTERM: stop accepting connections, let open requests finish (idle keep-alive
 * connections are closed at once), then release the database. A second signal exits at once.
 */
export function closeOnSignals(server: Server, logger: Logger, cleanup: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      cleanup().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown cleanup failed');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('open connections did not finish in time; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
