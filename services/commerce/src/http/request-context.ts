import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '@solo/db';
import type { CommerceConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { CatalogReads } from '../modules/catalog/index.ts';
import type { Mailer } from '../modules/mail/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { resolveClient } from './client-address.ts';
import type { AppEnv } from './context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only if it is short and plain, so it is safe in logs and headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * First middleware of the app: request id (honoured or generated, echoed back), a child logger
 * carrying it, the shared handles, and one JSON access-log line per request.
 */
export function requestContext(deps: {
  db: Database;
  config: CommerceConfig;
  logger: Logger;
  mailer: Mailer;
  payments: PaymentProvider;
  reads: CatalogReads;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const log = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('mailer', deps.mailer);
    c.set('payments', deps.payments);
    c.set('reads', deps.reads);
    const env = c.env as AppEnv['Bindings'] | undefined;
    const peer = env?.peer ?? env?.incoming?.socket.remoteAddress;
    c.set('client', resolveClient(c.req.raw.headers, c.req.url, peer, deps.config.trustedProxies));
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // Responses built outside the context (e.g. by a sub-app's `new Response`) miss the header.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
