import { createLogger as createServiceLogger, type Logger } from '@solo/commerce';

export type { Logger };

/** JSON logs on stdout (DESIGN.md: pino, one request id through every layer). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return createServiceLogger(level, 'storefront');
}
