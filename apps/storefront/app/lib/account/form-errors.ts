/**
 * Field errors of the account forms as message keys of components/account-area/messages.ts, so
 * the route action and the browser show the same translated text (DESIGN.md: one zod schema for
 * client and server; the schemas live in @solo/accounts).
 */
import type { AccountMessageKey } from '../../components/account-area/messages.ts';

export interface FieldError {
  key: AccountMessageKey;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>;

/** A form's text fields as typed, for putting back into the form after an error. */
export type FormValues<F extends string> = Record<F, string>;

export const textOf = (value: FormDataEntryValue | null | undefined): string =>
  typeof value === 'string' ? value : '';

/** The named fields of a submitted form, each as text ('' when absent). */
export function valuesOf<F extends string>(
  form: FormData | URLSearchParams,
  fields: readonly F[],
): FormValues<F> {
  return Object.fromEntries(fields.map((f) => [f, textOf(form.get(f))])) as FormValues<F>;
}

/** A problem+json field fault as the service reports it (`invalidFields`). */
export interface InvalidField {
  name: string;
  reason: string;
}

/** A failed service call, as much of it as the pages need. */
export interface ServiceProblem {
  status: number;
  title?: string;
  invalidFields: InvalidField[];
}
