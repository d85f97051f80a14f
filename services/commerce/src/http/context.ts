import type { IncomingMessage } from 'node:http';
import type { Database } from '@solo/db';
import type { CommerceConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { CatalogReads } from '../modules/catalog/index.ts';
import type { Mailer } from '../modules/mail/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import type { ClientAddress } from './client-address.ts';

/** Per-request values every handler reads from the Hono context (`c.var`). */
export interface AppVariables {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  db: Database;
  config: CommerceConfig;
  /** Sends (and keeps in the outbox) every message of the store. */
  mailer: Mailer;
  /** The category tree and promotions, kept per process between catalog changes. */
  reads: CatalogReads;
  /** The payment gateway the orders and customers modules call in-process. */
  payments: PaymentProvider;
  /** The shopper's IP address and scheme, proxy headers believed only from trusted proxies. */
  client: ClientAddress;
}

/**
 * What the caller of `app.fetch(req, env)` passes: @hono/node-server's socket (standalone), or a
 * `peer` — IN_PROCESS_PEER from the storefront server that mounts the app, or an address in tests.
 */
export interface AppBindings {
  incoming?: IncomingMessage;
  peer?: string;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: AppVariables;
}
