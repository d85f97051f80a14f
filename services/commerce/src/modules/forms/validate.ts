/**
 * Server-side validation of a submission against its form definition (content type
 * `form_definition`, labels per locale): every rule of each field, unknown fields refused, the
 * total size bounded. Pure; each fault carries a code the storefront turns into a message.
 */
import { emailSchema, phoneSchema } from '@solo/accounts';
import type { FormDefinitionEntry, FormField } from '@solo/content-model';
import type { FormFieldValue } from '@solo/db/schema';
import { DEFAULT_MAX_LENGTH, SUBMISSION_MAX_CHARS, type FieldFault } from './rules.ts';

export interface FieldProblem {
  name: string;
  code: FieldFault;
  reason: string;
  /** The bound a too_short / too_long value missed. */
  limit?: number;
}

export type Checked =
  { ok: true; values: Record<string, FormFieldValue> } | { ok: false; problems: FieldProblem[] };

const CHECKED = new Set(['on', 'true', '1', 'yes']);

/** A definition's pattern as a whole-value test; null when the content holds no valid one. */
export function patternOf(field: FormField): RegExp | null {
  if (!field.pattern) return null;
  try {
    return new RegExp(`^(?:${field.pattern})$`, 'u');
  } catch {
    return null;
  }
}

function checkText(field: FormField, raw: string): FieldProblem | string {
  const value = raw.trim();
  const fault = (code: FieldFault, reason: string, limit?: number): FieldProblem => ({
    name: field.name,
    code,
    reason,
    ...(limit === undefined ? {} : { limit }),
  });
  if (!value) return field.required ? fault('required', 'Required') : '';
  const max = field.max_length ?? DEFAULT_MAX_LENGTH[field.type];
  if (value.length > max) return fault('too_long', `must be at most ${max} characters`, max);
  if (field.min_length && value.length < field.min_length)
    return fault('too_short', `must be at least ${field.min_length} characters`, field.min_length);
  if (field.type === 'email' && !emailSchema.safeParse(value).success)
    return fault('email', 'must be a valid email address');
  if (field.type === 'tel' && !phoneSchema.safeParse(value).success)
    return fault('tel', 'must be a phone number of 7 to 15 digits');
  if (field.type === 'select' && !(field.options ?? []).some((o) => o.value === value))
    return fault('option', 'must be one of the offered options');
  const pattern = patternOf(field);
  if (pattern && !pattern.test(value))
    return fault('pattern', field.pattern_message ?? 'does not have the expected format');
  return value;
}

/**
 * Checks `input` (field name → submitted value) against `definition`; on success the values to
 * store: trimmed text, checkboxes as booleans, empty optional fields left out.
 */
export function checkSubmission(
  definition: Pick<FormDefinitionEntry, 'fields'>,
  input: Readonly<Record<string, unknown>>,
): Checked {
  const fields = new Map(definition.fields.map((f) => [f.name, f]));
  const problems: FieldProblem[] = Object.keys(input)
    .filter((name) => !fields.has(name))
    .map((name) => ({ name, code: 'unknown', reason: 'is not a field of this form' }));
  const values: Record<string, FormFieldValue> = {};
  let size = 0;
  for (const field of fields.values()) {
    const raw = input[field.name];
    if (raw !== undefined && typeof raw !== 'string' && typeof raw !== 'boolean') {
      problems.push({ name: field.name, code: 'unknown', reason: 'must be a string' });
      continue;
    }
    if (field.type === 'checkbox') {
      const on = raw === true || (typeof raw === 'string' && CHECKED.has(raw.toLowerCase()));
      if (field.required && !on)
        problems.push({ name: field.name, code: 'required', reason: 'Required' });
      else values[field.name] = on;
      continue;
    }
    const checked = checkText(field, typeof raw === 'string' ? raw : '');
    if (typeof checked !== 'string') problems.push(checked);
    else if (checked) {
      values[field.name] = checked;
      size += checked.length;
    }
  }
  if (size > SUBMISSION_MAX_CHARS)
    problems.push({
      name: 'fields',
      code: 'too_long',
      reason: `all values together must be at most ${SUBMISSION_MAX_CHARS} characters`,
      limit: SUBMISSION_MAX_CHARS,
    });
  return problems.length ? { ok: false, problems } : { ok: true, values };
}
