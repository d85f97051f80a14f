import { createTransport } from 'nodemailer';
import type { Database } from '@solo/db';
import type { MailConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { recordDelivery, storeMessage, type DeliveryResult, type MailMessage } from './outbox.ts';
import {
  CLAIM_BATCH,
  claimDue,
  enqueueMessage,
  settleAttempt,
  type EventMail,
  type Writer,
} from './queue.ts';

export type { MailMessage } from './outbox.ts';

/** What happened to a message: always stored; with SMTP, also sent or failed. */
export type SentMail = { id: string } & ({ status: 'stored' } | DeliveryResult);

/** What one delivery run of the queue did. */
export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * How modules send mail (DESIGN.md: a first-party module behind an interface a vendor adapter
 * could implement). A delivery failure is a value, not an exception: the message stays in the
 * outbox with the server's answer, and the caller decides whether it matters.
 */
export interface Mailer {
  /** Stores the message and delivers it now (a password reset: the shopper waits for it). */
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Writes an event's message once, whatever the number of calls (queue.ts), in `db` — the
   * transaction that records the event — or the mailer's database. Delivery follows: call
   * `deliverSoon()` once the transaction committed; the outbox worker retries what fails.
   */
  enqueue(message: EventMail, db?: Writer, now?: Date): Promise<{ id: string; created: boolean }>;
  /** Delivers the queued messages that are due (none without SMTP: the outbox is the mailbox). */
  deliver(now?: Date): Promise<DeliveryRun>;
  /** `deliver()` in the background, its failure logged: for requests that must not wait on SMTP. */
  deliverSoon(): void;
}

/** The part of a nodemailer transport the mailer uses, so tests can pass their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
}

const NOTHING: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };

/** No SMTP server: the outbox is the mailbox (read on the outbox page). */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      const id = await storeMessage(db, message, 'stored');
      return { id, status: 'stored' };
    },
    enqueue: (message, writer = db, now = new Date()) =>
      enqueueMessage(writer, message, 'stored', now),
    deliver: () => Promise.resolve({ ...NOTHING }),
    deliverSoon() {},
  };
}

/** A transport for one delivery run, closed at its end (a pool: one connection for many messages). */
export type RunTransport = () => MailTransport & { close(): void };

/**
 * Stores each message, then delivers it over SMTP and records the result on its row. Queue runs
 * use `runTransport` when given: a new SMTP connection per message costs about 100 ms, a pooled
 * one about 10 (bench/outbox.ts).
 */
export function smtpMailer(
  db: Database,
  transport: MailTransport,
  from: string,
  log: Logger,
  runTransport?: RunTransport,
): Mailer {
  const attempt = (message: MailMessage, via = transport): Promise<DeliveryResult> => {
    const { to, subject, text, html } = message;
    return via.sendMail({ from, to, subject, text, html }).then(
      () => ({ status: 'sent' }),
      (err: unknown) => ({ status: 'failed', error: describeSmtpError(err) }),
    );
  };
  const mailer: Mailer = {
    async send(message) {
      const id = await storeMessage(db, message, 'sending');
      const result = await attempt(message);
      if (result.status === 'failed')
        log.warn({ mailId: id, kind: message.kind, error: result.error }, 'mail delivery failed');
      await recordDelivery(db, id, result);
      return { id, ...result };
    },
    enqueue: (message, writer = db, now = new Date()) =>
      enqueueMessage(writer, message, 'queued', now),
    async deliver(now) {
      const run = { ...NOTHING };
      let via: ReturnType<RunTransport> | undefined;
      try {
        for (;;) {
          const at = now ?? new Date();
          const claimed = await claimDue(db, at);
          if (claimed.length > 0) via ??= runTransport?.();
          for (const row of claimed) {
            const result = await attempt(row, via);
            const outcome = await settleAttempt(db, row, result, now ?? new Date());
            run[outcome] += 1;
            if (result.status === 'failed')
              log.warn(
                { mailId: row.id, kind: row.kind, attempts: row.attempts, error: result.error },
                outcome === 'failed'
                  ? 'mail delivery failed for good'
                  : 'mail delivery failed, will retry',
              );
          }
          if (claimed.length < CLAIM_BATCH) return run;
        }
      } finally {
        via?.close();
      }
    },
    deliverSoon() {
      mailer.deliver().catch((err: unknown) => log.error({ err }, 'mail delivery run failed'));
    },
  };
  return mailer;
}

/**
 * A request must not wait minutes on an unreachable server (nodemailer's defaults are 2 and 10
 * minutes); the row records the timeout instead.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox alone. */
export function createMailer(db: Database, config: MailConfig, log: Logger): Mailer {
  if (!config.smtpUrl) return outboxMailer(db);
  const url = config.smtpUrl;
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  const pooled = () => createTransport({ url, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  return smtpMailer(db, transport, config.from, log, pooled);
}

/** How often the store process looks for queued messages whose retry is due. */
export const OUTBOX_WORKER_INTERVAL_MS = 30_000;

/**
 * The outbox worker of a store process (DESIGN.md "background jobs"): delivers due messages every
 * `intervalMs`; every instance may run one, since runs claim their rows. Returns its stop.
 */
export function startOutboxWorker(
  mailer: Mailer,
  log: Logger,
  intervalMs = OUTBOX_WORKER_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = mailer
      .deliver()
      .catch((err: unknown) => log.error({ err }, 'outbox worker run failed'));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The server's own answer ("550 5.1.1 No such user") when there is one, else the error text. */
export function describeSmtpError(err: unknown): string {
  if (err && typeof err === 'object') {
    const { response, message } = err as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response;
    if (typeof message === 'string' && message) return message;
  }
  return String(err);
}
