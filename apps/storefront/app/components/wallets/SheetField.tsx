import { useIntl } from 'react-intl';
import { m } from './messages.ts';

/**
 * A labelled field of the wallet sheet; a required one left empty says so and is described by
 * that message. `idBase` is the sheet's, so each field's id is unique on the page.
 */
export function SheetField({
  idBase,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  invalid,
  onChange,
}: {
  idBase: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string | undefined;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const id = `${idBase}-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="min-h-11 rounded border border-stone-400 px-3 aria-invalid:border-red-700"
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {intl.formatMessage(m.required)}
        </p>
      ) : null}
    </div>
  );
}
