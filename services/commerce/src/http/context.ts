import type { Database } from '@solo/db';
import type { CommerceConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';

/** Per-request values every handler reads from the Hono context (`c.var`). */
export interface AppVariables {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  db: Database;
  config: CommerceConfig;
  /** Sends (and keeps in the outbox) every message of the store. */
  mailer: Mailer;
  /** The payment gateway (the sandbox unless a real provider's adapter is configured). */
  payments: PaymentProvider;
}

export interface AppEnv {
  Variables: AppVariables;
}
