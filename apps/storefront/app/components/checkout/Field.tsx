import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from '../ui/form-look.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * A labelled input with its hint and error tied to it for assistive technology (the account
 * forms' look). An error marks the field invalid and names what is wrong (spec 002 §5).
 */
export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: InputProps & { id: string; label: string; error?: string | undefined; hint?: ReactNode }) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A step's frame: a numbered section whose heading receives focus when the step opens. */
export function StepSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border border-stone-300 p-5"
    >
      <h2 id={`${id}-heading`} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {heading}
      </h2>
      {children}
    </section>
  );
}
