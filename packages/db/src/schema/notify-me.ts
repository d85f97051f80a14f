/**
 * Back-in-stock requests (module: notify-me).
 */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** How the shopper asked to be told: an email address, or a phone number for an SMS (SoloUS). */
export type NotifyChannel = 'email' | 'sms';

/**
 * One shopper waiting for one sku on one site (spec 001 §3 "Notify-me payload"): unique per
 * site, channel, contact and sku, so asking twice keeps one request. `notifiedAt` is set in the
 * transaction that writes the back-in-stock message, so a request is answered once;
 * `unsubscribedAt` when the shopper followed the unsubscribe link (nothing is sent after it).
 * `unsubscribeHash` finds the request of an email's unsubscribe link.
 * `smsConsentAt` records when a phone's owner joined the marketing SMS list ('subscribe').
 */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** The locale the shopper asked in: the language of the message. */
    locale: text('locale').notNull(),
    channel: text('channel').$type<NotifyChannel>().notNull(),
    /** The email address (lower case) or the phone number as ten digits. */
    contact: text('contact').notNull(),
    sku: text('sku').notNull(),
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** SHA-256 of the unsubscribe token the back-in-stock email carries (made when it is sent). */
    unsubscribeHash: text('unsubscribe_hash'),
  },
  (t) => [
    uniqueIndex('notify_requests_contact_sku_idx').on(t.siteId, t.channel, t.contact, t.sku),
    index('notify_requests_waiting_idx').on(t.sku, t.notifiedAt),
  ],
);
