import { createTransport } from 'nodemailer';
import type { Database } from '@solo/db';
import type { MailConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { recordDelivery, storeMessage, type DeliveryResult, type MailMessage } from './outbox.ts';

export type { MailMessage } from './outbox.ts';

/** What happened to a message: always stored; with SMTP, also sent or failed. */
export type SentMail = { id: string } & ({ status: 'stored' } | DeliveryResult);

/**
 * How modules send mail (DESIGN.md: a first-party module behind an interface a vendor adapter
 * could implement). A delivery failure is a value, not an exception: the message stays in the
 * outbox with the server's answer, and the caller decides whether it matters.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
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

/** No SMTP server: the outbox is the mailbox (read on the outbox page). */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      const id = await storeMessage(db, message, 'stored');
      return { id, status: 'stored' };
    },
  };
}

/** Stores each message, then delivers it over SMTP and records the result on its row. */
export function smtpMailer(
  db: Database,
  transport: MailTransport,
  from: string,
  log: Logger,
): Mailer {
  return {
    async send(message) {
      const id = await storeMessage(db, message, 'sending');
      const { to, subject, text, html } = message;
      const result: DeliveryResult = await transport
        .sendMail({ from, to, subject, text, html })
        .then(
          () => ({ status: 'sent' }),
          (err: unknown) => ({ status: 'failed', error: describeSmtpError(err) }),
        );
      if (result.status === 'failed')
        log.warn({ mailId: id, kind: message.kind, error: result.error }, 'mail delivery failed');
      await recordDelivery(db, id, result);
      return { id, ...result };
    },
  };
}

/**
 * A request must not wait minutes on an unreachable server (nodemailer's defaults are 2 and 10
 * minutes); the row records the timeout instead.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox alone. */
export function createMailer(db: Database, config: MailConfig, log: Logger): Mailer {
  if (!config.smtpUrl) return outboxMailer(db);
  const transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return smtpMailer(db, transport, config.from, log);
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
