/** The store's copy of a form submission, mailed through the outbox (module mail). */
import type { FormDefinitionEntry } from '@solo/content-model';
import type { FormFieldValue } from '@solo/db/schema';
import type { MailMessage } from '../mail/index.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface SubmissionMail {
  to: string;
  formKey: string;
  formTitle: string;
  siteId: string;
  locale: string;
  definition: Pick<FormDefinitionEntry, 'fields'>;
  values: Record<string, FormFieldValue>;
  /** Facts the calling API adds (e.g. the product of an etching inquiry), by name. */
  context?: Record<string, string> | undefined;
}

/** Each field by its label in the definition's order; unchecked boxes say no. */
export function submissionMail(s: SubmissionMail): MailMessage {
  const rows = s.definition.fields
    .filter((f) => s.values[f.name] !== undefined)
    .map((f) => {
      const value = s.values[f.name];
      return [f.label, value === true ? 'yes' : value === false ? 'no' : String(value)] as const;
    })
    .concat(Object.entries(s.context ?? {}));
  const heading = `New submission of "${s.formTitle}" (${s.formKey}) on ${s.siteId}, ${s.locale}`;
  return {
    to: s.to,
    kind: 'form-submission',
    subject: `${s.formTitle}: new submission (${s.siteId})`,
    text: [heading, '', ...rows.map(([label, value]) => `${label}:\n${value}\n`)].join('\n'),
    html: [
      `<p>${escapeHtml(heading)}</p>`,
      '<dl>',
      ...rows.map(
        ([label, value]) =>
          `<dt><strong>${escapeHtml(label)}</strong></dt><dd style="white-space:pre-wrap">${escapeHtml(value)}</dd>`,
      ),
      '</dl>',
    ].join('\n'),
  };
}
