import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../shell/hooks.ts';
import { inputClass } from '../../ui/form-look.tsx';
import { m } from './messages.ts';

// The look every form shares lives in components/ui/form-look.tsx; the account forms import it here.
export { FormAlert, inputClass } from '../../ui/form-look.tsx';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** Messages shown under the field; the field is invalid while there is one. */
  errors?: ReactNode[];
  hint?: ReactNode;
  autoComplete: string;
  defaultValue?: string;
}

/** Label, input, hint and errors, tied together for assistive technology. */
function FieldFrame({
  id,
  label,
  errors = [],
  hint,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'errors' | 'hint'> & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <ul id={`${id}-error`} className="grid gap-1 text-sm text-red-800">
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const describedBy = ({ id, errors = [], hint }: Pick<FieldProps, 'id' | 'errors' | 'hint'>) =>
  [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

export function TextField(props: FieldProps & { type?: 'text' | 'email' }) {
  const { id, name, autoComplete, defaultValue, type = 'text', errors = [] } = props;
  return (
    <FieldFrame {...props}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy(props)}
        className={inputClass}
        {...(type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
      />
    </FieldFrame>
  );
}

/**
 * A password input with the Show password / Hide password toggle (spec 000 §4). The button's
 * name says what it will do; it appears once scripts run, since without them it could do nothing.
 */
export function PasswordField(props: FieldProps) {
  const { id, name, autoComplete, errors = [] } = props;
  const intl = useIntl();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame {...props}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={errors.length > 0}
          aria-describedby={describedBy(props)}
          className={`${inputClass} pr-36`}
          spellCheck={false}
          autoCapitalize="off"
        />
        {hydrated ? (
          <button
            type="button"
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-1 right-1 rounded px-3 text-sm font-semibold text-stone-800 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          >
            {intl.formatMessage(shown ? m.hidePassword : m.showPassword)}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
