import type { Database } from '@solo/db';
import type { CommerceConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Per-request values every handler reads from the Hono context (`c.var`). */
export interface AppVariables {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  db: Database;
  config: CommerceConfig;
}

export interface AppEnv {
  Variables: AppVariables;
}
