import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout, one object per line (DESIGN.md: pino, one request id through every layer). */
export function createLogger(level: string = 'info', service = 'commerce'): Logger {
  return pino({ level, base: { service } });
}
