import { useState, type FormEvent } from 'react';
import type { CountryOption } from '../../lib/account/countries.ts';
import type { AddressField, FieldErrors, FormValues } from '../../lib/checkout/fields.ts';
import { formatInput } from '../../lib/checkout/as-typed.ts';
import { formatPhone, usesNanpPhone } from '../../lib/checkout/phone.ts';
import { inputClass } from '../ui/form-look.tsx';
import { Field } from './Field.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';

/** The fields every address needs; the state depends on the country, so only the rules know. */
const REQUIRED: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
];

/** Spec 002 §5 phone format, for the browser's own check: (xxx) xxx-xxxx. */
const NANP_PHONE_PATTERN = String.raw`\(\d{3}\) \d{3}-\d{4}`;

/**
 * The address fields of the shipping and billing forms (spec 002 §3). `prefix` names the fields
 * of the billing form apart (`billing_city`). The phone is formatted as typed for the US and
 * Canada (spec 002 §5). Required fields and the phone's format are also constraints the browser
 * checks (the mobile wallet asks it before its sheet opens: lib/checkout/validity.ts).
 */
export function AddressFields({
  idPrefix,
  namePrefix = '',
  values,
  errors,
  countries,
  phoneRequired,
}: {
  idPrefix: string;
  namePrefix?: string;
  values: FormValues<AddressField>;
  errors: FieldErrors<AddressField>;
  countries: CountryOption[];
  phoneRequired: boolean;
}) {
  const t = useCheckoutT();
  const [country, setCountry] = useState(
    values.countryCode || (countries.length === 1 ? countries[0]!.code : ''),
  );
  const field = (name: AddressField, autoComplete: string, extra: object = {}) => (
    <Field
      id={`${idPrefix}-${name}`}
      name={`${namePrefix}${name}`}
      label={t(
        name === 'address2'
          ? 'address2'
          : name === 'phone'
            ? phoneRequired
              ? 'phone'
              : 'phoneOptional'
            : name,
      )}
      autoComplete={autoComplete}
      defaultValue={values[name]}
      error={errorText(t, errors[name])}
      required={REQUIRED.includes(name) || (name === 'phone' && phoneRequired)}
      {...extra}
    />
  );
  const onPhoneInput = (event: FormEvent<HTMLInputElement>) => {
    if (!usesNanpPhone(country)) return;
    formatInput(event.currentTarget, formatPhone);
  };
  const countryError = errorText(t, errors.countryCode);
  const countryId = `${idPrefix}-countryCode`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('address1', 'address-line1')}
      {field('address2', 'address-line2')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('city', 'address-level2')}
        {field('stateCode', 'address-level1')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('postalCode', 'postal-code')}
        <div className="grid gap-1.5">
          <label htmlFor={countryId} className="text-sm font-semibold text-stone-900">
            {t('countryCode')}
          </label>
          <select
            id={countryId}
            name={`${namePrefix}countryCode`}
            autoComplete="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            required
            aria-invalid={!!countryError}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            className={inputClass}
          >
            {countries.length > 1 ? <option value="">{t('chooseCountry')}</option> : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {countryError ? (
            <p id={`${countryId}-error`} className="text-sm text-red-800">
              {countryError}
            </p>
          ) : null}
        </div>
      </div>
      {field('phone', 'tel', {
        type: 'tel',
        inputMode: 'tel',
        onInput: onPhoneInput,
        ...(usesNanpPhone(country) ? { hint: t('phoneHint'), pattern: NANP_PHONE_PATTERN } : {}),
      })}
    </div>
  );
}
