/**
 * What every form of the store shares: the fields as typed (put back into the form after an
 * error, DESIGN.md) and a field's error as a message key of its area's catalogue, so the route
 * action and the browser show the same translated text.
 */

import { data } from 'react-router';

/**
 * The form an action received. A body that is not a form (a script's JSON, no content type at
 * all) answers 415 Unsupported Media Type instead of failing as a server error.
 */
export async function submittedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 415 });
  }
}

export interface FieldError<K extends string = string> {
  key: K;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string = string, K extends string = string> = Partial<
  Record<F, FieldError<K>>
>;

/** A form's text fields as typed. */
export type FormValues<F extends string> = Record<F, string>;

export const textOf = (value: FormDataEntryValue | null | undefined): string =>
  typeof value === 'string' ? value : '';

/** The named fields of a submitted form, each as text ('' when absent), with an optional prefix. */
export function valuesOf<F extends string>(
  form: FormData | URLSearchParams,
  fields: readonly F[],
  prefix = '',
): FormValues<F> {
  return Object.fromEntries(
    fields.map((f) => [f, textOf(form.get(`${prefix}${f}`))]),
  ) as FormValues<F>;
}

export const emptyValues = <F extends string>(fields: readonly F[]): FormValues<F> =>
  Object.fromEntries(fields.map((f) => [f, ''])) as FormValues<F>;
