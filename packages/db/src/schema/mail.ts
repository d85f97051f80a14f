/**
 * Mail tables (module: mail).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where a message is: `stored` when no SMTP server is configured (the outbox is the only copy),
 * `sending` while SMTP delivery runs, then `sent` or `failed` (with the server's answer in `error`).
 */
export type MailStatus = 'stored' | 'sending' | 'sent' | 'failed';

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
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
