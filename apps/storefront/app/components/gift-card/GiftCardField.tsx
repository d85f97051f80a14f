import type { InputHTMLAttributes } from 'react';
import type { GiftCardErrors, GiftCardField as Field } from '../../lib/gift-card/form.ts';
import type { GiftCardMessageKey } from './messages.ts';

const inputClass =
  'min-h-12 w-full rounded-md border border-stone-400 bg-white px-4 text-base focus-visible:outline-2 focus-visible:outline-orange-700 aria-[invalid=true]:border-red-700';

type T = (key: GiftCardMessageKey) => string;

/** A field's error under it, referenced by the field's aria-describedby. */
export function GiftCardFieldError({
  name,
  errors,
  t,
}: {
  name: Field;
  errors: GiftCardErrors;
  t: T;
}) {
  const key = errors[name];
  return key ? (
    <p id={`gift-${name}-error`} className="text-sm text-red-800">
      {t(key)}
    </p>
  ) : null;
}

/**
 * One labelled text field of the form (id `gift-<name>`), or the message's text area; at fault it
 * is invalid and described by its error under it.
 */
export function GiftCardField({
  name,
  label,
  errors,
  t,
  rows,
  ...input
}: {
  name: Field;
  label: string;
  errors: GiftCardErrors;
  t: T;
  /** A text area of so many rows. */
  rows?: number;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'defaultValue'
>) {
  const props = {
    id: `gift-${name}`,
    name,
    ...input,
    ...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `gift-${name}-error` } : {}),
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`gift-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...props} className={`${inputClass} py-3`} />
      ) : (
        <input {...props} className={inputClass} />
      )}
      <GiftCardFieldError name={name} errors={errors} t={t} />
    </div>
  );
}
