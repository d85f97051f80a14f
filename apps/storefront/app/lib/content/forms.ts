/**
 * The `form` block's data (docs/decisions/first-party-forms.md): the definition resolved for the
 * page, and what the page's action answers for one form. Shared by the loader, the action and
 * the component; no server code.
 */
import type { FormDefinitionEntry, FormField } from '@solo/content-model';

/** The content type of form definitions; its uid is the block's `jotform_form`. */
export const FORM_DEFINITION_TYPE = 'form_definition';
export const FORM_BLOCK = 'form';

/** Spec 000 §9 "form iframe minimum height 539px": the block keeps the embedded form's height. */
export const FORM_MIN_HEIGHT_PX = 539;

/**
 * Names of the posted form that are not fields: which form, and the honeypot. Field names of a
 * definition never start with "_" here, so they cannot collide.
 */
export const FORM_KEY_INPUT = '_form';
export const HONEYPOT_INPUT = '_website';

/** A definition as the block renders it (labels and texts in the page language). */
export interface FormView {
  key: string;
  fields: FormField[];
  submitLabel: string;
  successMessage: string;
}

/** Field faults the form service names (services/commerce forms FIELD_FAULTS). */
export type FieldFault =
  'required' | 'too_short' | 'too_long' | 'email' | 'tel' | 'pattern' | 'option' | 'unknown';

export interface FieldFaultView {
  code: FieldFault;
  limit?: number;
  /** The content's own message for a pattern fault. */
  message?: string;
}

/** What the page's action answers for a form: the fields as typed, and the outcome. */
export interface FormActionData {
  form: string;
  values: Record<string, string>;
  errors: Record<string, FieldFaultView>;
  sent?: true;
  /** Too many submissions (429): how long to wait. */
  retryAfterSeconds?: number;
  /** Something else went wrong (the service failed): say so, keep the fields. */
  failed?: true;
}

/** A usable definition: fields with names the form can post, texts present. */
export function formViewOf(
  key: string,
  entry: Partial<FormDefinitionEntry> | null,
): FormView | null {
  if (!entry || !Array.isArray(entry.fields)) return null;
  const fields = entry.fields.filter(
    (f): f is FormField =>
      Boolean(f) && typeof f.name === 'string' && /^[A-Za-z0-9-][A-Za-z0-9_-]*$/.test(f.name),
  );
  if (!fields.length) return null;
  return {
    key,
    fields,
    submitLabel: entry.submit_label ?? '',
    successMessage: entry.success_message ?? '',
  };
}

/** The definition's fields as they were posted, text only (checkboxes: "on" when checked). */
export function postedValues(view: FormView, form: FormData): Record<string, string> {
  return Object.fromEntries(
    view.fields.map((f) => {
      const value = form.get(f.name);
      return [f.name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The service's `invalidFields` as field faults; unknown shapes are skipped. */
export function faultsOf(
  problem: Record<string, unknown> | undefined,
): Record<string, FieldFaultView> {
  const list = problem?.invalidFields;
  if (!Array.isArray(list)) return {};
  const faults: Record<string, FieldFaultView> = {};
  for (const item of list as Array<Record<string, unknown>>) {
    if (typeof item?.name !== 'string' || typeof item.code !== 'string') continue;
    faults[item.name] ??= {
      code: item.code as FieldFault,
      ...(typeof item.limit === 'number' ? { limit: item.limit } : {}),
      ...(item.code === 'pattern' && typeof item.reason === 'string'
        ? { message: item.reason }
        : {}),
    };
  }
  return faults;
}
