/**
 * Mail tables (module: mail).
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Where a message is: `stored` when no SMTP server is configured (the outbox is the only copy),
 * `queued` while an event's message waits for its (next) delivery attempt, `sending` while SMTP
 * delivery runs, then `sent` or `failed` (with the server's answer in `error`).
 */
export type MailStatus = 'stored' | 'queued' | 'sending' | 'sent' | 'failed';

/** Every message the store sends, written before any delivery attempt, so none is ever lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message is for, e.g. "reset-password"; lets the outbox page and logs tell them apart. */
    kind: text('kind').notNull(),
    status: text('status').$type<MailStatus>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The event the message tells of ("order-confirmation:00012345"): unique, so enqueueing one
     * event twice, even from two instances at once, keeps one message. Null for mail that is not
     * an event's (a password reset may be asked for again).
     */
    eventKey: text('event_key'),
    /** Delivery attempts made so far (queued messages). */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is next due for delivery. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Until when the instance that claimed a `sending` message owns it; past it, it is due again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    uniqueIndex('mail_outbox_event_key_idx').on(t.eventKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
