/**
 * The limits of the form service (docs/decisions/first-party-forms.md). The spec names only the
 * embedded form's 539px height (spec 000 §9) and that a textarea's maximum length comes from the
 * field's rules (spec 000 §5); the defaults below apply where a field sets none.
 */
import type { FormFieldType } from '@solo/content-model';

/** Longest value a field takes when its definition sets no `max_length`. */
export const DEFAULT_MAX_LENGTH: Readonly<Record<FormFieldType, number>> = {
  text: 200,
  email: 256,
  tel: 32,
  textarea: 5000,
  select: 200,
  checkbox: 5,
};

/** Characters of all values together: bounds what one submission stores and mails. */
export const SUBMISSION_MAX_CHARS = 20_000;

/** A form key (the content entry's `jotform_form`) and field names: letters, digits, _ and -. */
export const FORM_KEY = /^[A-Za-z0-9_-]{1,100}$/;
export const FIELD_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/** What a field's fault is; the storefront shows each with its own catalogue message. */
export const FIELD_FAULTS = [
  'required',
  'too_short',
  'too_long',
  'email',
  'tel',
  'pattern',
  'option',
  'unknown',
] as const;
export type FieldFault = (typeof FIELD_FAULTS)[number];
