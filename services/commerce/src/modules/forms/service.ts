/**
 * Content form submissions (docs/decisions/first-party-forms.md): the definition is read from
 * content (type `form_definition`, uid = the form key, in the request's locale), the fields are
 * checked against it, and an accepted submission is stored and mailed to the store.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FormDefinitionEntry } from '@solo/content-model';
import type { Database } from '@solo/db';
import { formSubmissions } from '@solo/db/schema';
import { isHttpProblem, notFound } from '../../errors.ts';
import { getEntryById } from '../content/index.ts';
import type { Mailer } from '../mail/index.ts';
import { submissionMail } from './mail.ts';
import { checkSubmission, type FieldProblem } from './validate.ts';

/** The content type of form definitions. */
export const FORM_DEFINITION_TYPE = 'form_definition';

export interface SubmitDeps {
  db: Database;
  mailer: Mailer;
  /** The store's inbox (configuration: STORE_MAIL_TO). */
  storeInbox: string;
}

export interface Submission {
  formKey: string;
  siteId: string;
  locale: string;
  /** The sender's IP address; only its hash is stored. */
  clientIp: string;
  fields: Record<string, unknown>;
  /** The honeypot field: people never see it, so anything in it was filled in by a program. */
  honeypot?: string | undefined;
  /**
   * What the calling API adds that is not a field of the form (the product of an etching
   * inquiry), already checked by it: stored and mailed after the fields.
   */
  context?: Record<string, string> | undefined;
}

export type SubmitOutcome =
  { ok: true; id: string | null; trapped: boolean } | { ok: false; problems: FieldProblem[] };

/** The definition of `formKey` in `locale` (or its fallback); 404 when there is none. */
export async function loadDefinition(
  db: Database,
  formKey: string,
  locale: string,
): Promise<FormDefinitionEntry & { title: string }> {
  try {
    const entry = await getEntryById(db, FORM_DEFINITION_TYPE, formKey, locale);
    const fields = (entry as { fields?: unknown }).fields;
    if (!Array.isArray(fields)) throw new Error(`form definition ${formKey} has no fields`);
    return entry as unknown as FormDefinitionEntry & { title: string };
  } catch (err) {
    if (isHttpProblem(err) && err.status === 404)
      throw notFound(`No form "${formKey}" in locale ${locale}`, 'form-not-found');
    throw err;
  }
}

export const clientKeyOf = (ip: string) => createHash('sha256').update(ip).digest('base64url');

/**
 * Checks, stores and mails one submission. A filled honeypot is answered like a success but
 * neither stored nor mailed (`trapped`), so the program learns nothing.
 */
export async function submitForm(deps: SubmitDeps, s: Submission): Promise<SubmitOutcome> {
  const definition = await loadDefinition(deps.db, s.formKey, s.locale);
  if (s.honeypot) return { ok: true, id: null, trapped: true };
  const checked = checkSubmission(definition, s.fields);
  if (!checked.ok) return checked;
  const id = randomUUID();
  await deps.db.insert(formSubmissions).values({
    id,
    formKey: s.formKey,
    siteId: s.siteId,
    locale: s.locale,
    fields: { ...checked.values, ...s.context },
    clientKey: clientKeyOf(s.clientIp),
  });
  const sent = await deps.mailer.send(
    submissionMail({
      to: deps.storeInbox,
      formKey: s.formKey,
      formTitle: definition.title,
      siteId: s.siteId,
      locale: s.locale,
      definition,
      values: checked.values,
      context: s.context,
    }),
  );
  // The submission is kept whatever the delivery did: the outbox row holds the server's answer.
  await deps.db.update(formSubmissions).set({ mailId: sent.id }).where(eq(formSubmissions.id, id));
  return { ok: true, id, trapped: false };
}
