import type { FormEntry, FormField } from '@solo/content-model';
import { useContext, useEffect, useId, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useIntl, type IntlShape } from 'react-intl';
import { useT } from '../../i18n/intl.tsx';
import {
  FORM_KEY_INPUT,
  FORM_MIN_HEIGHT_PX,
  HONEYPOT_INPUT,
  type FieldFaultView,
  type FormActionData,
} from '../../lib/content/forms.ts';
import { formatWait } from '../../lib/too-many-requests.ts';
import { FormAlert, inputClass } from '../ui/form-look.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { emailInvalid, m, phoneInvalid } from './form-messages.ts';
import { FormBlocks } from './block-contexts.tsx';

/** The page's resolved form blocks by entry uid (lib/content/forms.server.ts). */

export function faultText(intl: IntlShape, field: FormField, fault: FieldFaultView): string {
  const label = field.label;
  switch (fault.code) {
    case 'required':
      return intl.formatMessage(m.required, { label });
    case 'too_short':
      return intl.formatMessage(m.tooShort, { label, limit: fault.limit ?? field.min_length ?? 0 });
    case 'too_long':
      return intl.formatMessage(m.tooLong, { label, limit: fault.limit ?? field.max_length ?? 0 });
    case 'email':
      return intl.formatMessage(emailInvalid);
    case 'tel':
      return intl.formatMessage(phoneInvalid);
    case 'option':
      return intl.formatMessage(m.option, { label });
    case 'pattern':
      return field.pattern_message ?? intl.formatMessage(m.invalid, { label });
    default:
      return intl.formatMessage(m.invalid, { label });
  }
}

function Field({
  id,
  field,
  value,
  error,
}: {
  id: string;
  field: FormField;
  value: string | undefined;
  error: string | undefined;
}) {
  const intl = useIntl();
  const describedBy =
    [field.help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    ...(field.autocomplete ? { autoComplete: field.autocomplete } : {}),
  };
  const label = (
    <label htmlFor={id} className="text-sm font-semibold text-stone-900">
      {field.label}
      {field.required ? (
        <span className="ml-1 font-normal text-stone-600">
          {intl.formatMessage(m.requiredMark)}
        </span>
      ) : null}
    </label>
  );
  let control;
  if (field.type === 'textarea')
    control = (
      <textarea
        {...common}
        defaultValue={value}
        maxLength={field.max_length}
        rows={6}
        className={`${inputClass} py-3`}
      />
    );
  else if (field.type === 'select')
    control = (
      <select {...common} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{intl.formatMessage(m.choose)}</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else if (field.type === 'checkbox')
    control = (
      <input
        {...common}
        type="checkbox"
        defaultChecked={value === 'on'}
        className="size-5 accent-orange-700"
      />
    );
  else
    control = (
      <input
        {...common}
        type={field.type}
        defaultValue={value}
        maxLength={field.max_length}
        className={inputClass}
        {...(field.type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
      />
    );
  return (
    <div
      className={field.type === 'checkbox' ? 'flex flex-wrap items-center gap-3' : 'grid gap-1.5'}
    >
      {field.type === 'checkbox' ? control : label}
      {field.type === 'checkbox' ? label : control}
      {field.help ? (
        <p id={`${id}-help`} className="w-full text-xs text-stone-600">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * form (spec 000 §2; docs/decisions/first-party-forms.md): the definition's fields posted to the
 * page's own action, so it works without scripts; with them it is sent in place. Errors come
 * back per field, linked by aria-describedby, with everything typed kept; on success the
 * content's message replaces the form. Nothing without a definition (spec 000 §8).
 */
export function FormBlock({
  entry,
}: {
  entry: Partial<FormEntry> & { uid: string };
  first: boolean;
}) {
  const intl = useIntl();
  const t = useT();
  const id = useId();
  const view = useContext(FormBlocks)[entry.uid];
  const fetcher = useFetcher<FormActionData>();
  const posted = useActionData<FormActionData | undefined>();
  const answer = [fetcher.data, posted].find((a) => a && a.form === view?.key);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // A new answer moves focus to what it says: the success message, or the first faulty field.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.sent) return statusRef.current?.focus();
    const first = view?.fields.find((f) => data.errors[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }, [fetcher.data, view]);

  if (!view) return null;
  const headingId = `${id}-heading`;
  const intro =
    typeof entry.intro === 'string' ? entry.intro.split(/\n\s*\n/).filter((p) => p.trim()) : [];
  const wait = answer?.retryAfterSeconds;
  return (
    <section
      aria-labelledby={entry.title ? headingId : undefined}
      className="mx-auto grid max-w-2xl gap-6 px-4 py-10"
      style={{ minHeight: FORM_MIN_HEIGHT_PX }}
    >
      {entry.title ? (
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {entry.title}
        </h2>
      ) : null}
      {intro.map((p, i) => (
        <p key={i} className="text-stone-700">
          {p}
        </p>
      ))}
      {answer?.sent ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900 focus:outline-none"
        >
          {view.successMessage}
        </div>
      ) : (
        <fetcher.Form ref={formRef} method="post" noValidate className="grid gap-5">
          {answer?.failed ? <FormAlert>{t('global.error.default')}</FormAlert> : null}
          {wait ? (
            <FormAlert>
              {t('global.error.tooManyRequests', { duration: formatWait(intl, wait) })}
            </FormAlert>
          ) : null}
          {answer?.errors.fields ? <FormAlert>{intl.formatMessage(m.allTooLong)}</FormAlert> : null}
          <input type="hidden" name={FORM_KEY_INPUT} value={view.key} />
          {/* The honeypot: off screen and out of the tab order; people leave it empty. */}
          <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor={`${id}-hp`}>{intl.formatMessage(m.honeypot)}</label>
            <input
              id={`${id}-hp`}
              type="text"
              name={HONEYPOT_INPUT}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          {view.fields.map((field) => {
            const fault = answer?.errors[field.name];
            return (
              <Field
                key={field.name}
                id={`${id}-${field.name}`}
                field={field}
                value={answer?.values[field.name]}
                error={fault ? faultText(intl, field, fault) : undefined}
              />
            );
          })}
          <button
            type="submit"
            className={`${primaryButtonClass} justify-self-start`}
            aria-disabled={fetcher.state !== 'idle' || undefined}
          >
            {fetcher.state !== 'idle' ? intl.formatMessage(m.sending) : view.submitLabel}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
