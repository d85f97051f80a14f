/**
 * Form tables (module: forms).
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A value as submitted: text fields as typed, checkboxes as true/false. */
export type FormFieldValue = string | boolean;

/**
 * Every accepted submission of a content form (docs/decisions/first-party-forms.md): the form's
 * key (the `jotform_form` of its content entry), the site and locale it was sent from, and its
 * fields as validated. Submissions caught by the honeypot are never stored.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    formKey: text('form_key').notNull(),
    siteId: text('site_id').notNull(),
    /** The locale of the definition the fields were checked against, e.g. "en-US". */
    locale: text('locale').notNull(),
    fields: jsonb('fields').$type<Record<string, FormFieldValue>>().notNull(),
    /**
     * SHA-256 of the sender's IP address: lets an operator tell a flood from one client apart
     * from many shoppers (and delete it) without the table keeping addresses.
     */
    clientKey: text('client_key').notNull(),
    /** The store's copy in the mail outbox (module mail). */
    mailId: text('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_created_idx').on(t.formKey, t.createdAt),
    index('form_submissions_client_idx').on(t.clientKey),
  ],
);
