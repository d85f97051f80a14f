/**
 * Text messages (DESIGN.md: a first-party module behind an interface a vendor adapter could
 * implement). The store has no SMS gateway of its own: the default provider writes each message
 * into the outbox (kind 'sms'), where operators read it on /outbox. A real gateway implements
 * `send` by recording the message for its own delivery in the same transaction (so a rolled-back
 * run sends nothing) and delivering it after the commit.
 */
import { escapeHtml, storeEventMessage, type Writer } from '../mail/index.ts';
import { formatPhone } from './rules.ts';

export interface SmsMessage {
  /** Ten digits (a US number: phone is offered on SoloUS only). */
  to: string;
  text: string;
  /** The event the message tells of: one message per key, however often it is sent. */
  eventKey: string;
}

export interface MessagingProvider {
  /** Records the message within `db` (the transaction that marks its request answered). */
  send(message: SmsMessage, db: Writer, now: Date): Promise<void>;
}

/** The outbox kind of a text message. */
export const SMS_KIND = 'sms';

/** The default provider: the outbox is the SMS log, never handed to the mail server. */
export const outboxMessaging: MessagingProvider = {
  async send(message, db, now) {
    await storeEventMessage(
      db,
      {
        to: formatPhone(message.to),
        subject: `SMS to ${formatPhone(message.to)}`,
        text: message.text,
        html: `<p>${escapeHtml(message.text)}</p>`,
        kind: SMS_KIND,
        eventKey: message.eventKey,
      },
      now,
    );
  },
};
