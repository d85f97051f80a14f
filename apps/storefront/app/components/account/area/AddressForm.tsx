import { useId, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../i18n/intl.tsx';
import type { AddressField } from '../../../lib/account/address-form.ts';
import { valuesOf, type FieldErrors, type FormValues } from '../../../lib/account/form-errors.ts';
import { useKeptFields } from '../../../lib/use-kept-fields.ts';
import type { CountryOption } from '../../../lib/account/countries.ts';
import { FormAlert, inputClass, TextField } from '../sign-in/fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shell/styles.ts';
import { focusFirstInvalid, useFocusOnServerErrors } from './focus-errors.ts';
import { errorList, useAccountT } from './use-account-t.ts';

const loadRules = () => import('../../../lib/account/address-form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

export interface AddressFormProps {
  /** The address being edited (its name cannot change); absent for a new one. */
  editing?: string | undefined;
  values: FormValues<AddressField>;
  preferred: boolean;
  errors: FieldErrors<AddressField>;
  failed: boolean;
  countries: CountryOption[];
  /** Where Cancel goes: the list without the form. */
  cancelHref: string;
}

/** The add and edit address form, checked in the browser with the service's own rules. */
export function AddressForm(props: AddressFormProps) {
  const { editing, values, errors: serverErrors, countries, cancelHref } = props;
  const t = useAccountT();
  const tGlobal = useT();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<AddressField> | null>(null);
  const [country, setCountry] = useState(values.countryCode);
  const busy = useNavigation().formData?.get('intent') === 'save';
  const errors = clientErrors ?? serverErrors;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnServerErrors(formRef, serverErrors);
  // Issue 14: an answer fills only the fields not typed into since Save.
  const kept = useKeptFields(formRef, values);
  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    kept.markSent();
    if (!rules.current) return;
    const form = event.currentTarget;
    const { ADDRESS_FIELDS, checkAddress } = rules.current;
    const check = checkAddress(valuesOf(new FormData(form), ADDRESS_FIELDS));
    if (check.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(check.errors);
    focusFirstInvalid(form);
  };
  const text = (field: AddressField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      label={label}
      autoComplete={autoComplete}
      defaultValue={values[field]}
      errors={errorList(t, errors[field])}
      {...(hint ? { hint } : {})}
    />
  );
  const countryError = errorList(t, errors.countryCode);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border border-stone-300 p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {editing ? t('editAddressHeading', { name: editing }) : t('newAddressHeading')}
      </h2>
      {props.failed && !clientErrors ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      {editing ? (
        <input type="hidden" name="addressId" value={editing} />
      ) : (
        text('addressId', t('addressId'), 'off', t('addressIdHint'))
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t('firstName'), 'given-name')}
        {text('lastName', t('lastName'), 'family-name')}
      </div>
      {text('address1', t('address1'), 'address-line1')}
      {text('address2', t('address2'), 'address-line2')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', t('city'), 'address-level2')}
        {text('stateCode', t('stateCode'), 'address-level1')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', t('postalCode'), 'postal-code')}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-countryCode`} className="text-sm font-semibold text-stone-900">
            {t('countryCode')}
          </label>
          <select
            id={`${id}-countryCode`}
            name="countryCode"
            autoComplete="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            aria-invalid={countryError.length > 0}
            aria-describedby={countryError.length ? `${id}-countryCode-error` : undefined}
            className={inputClass}
          >
            {countries.length > 1 ? <option value="">{t('chooseCountry')}</option> : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {countryError.length ? (
            <p id={`${id}-countryCode-error`} className="text-sm text-red-800">
              {countryError[0]}
            </p>
          ) : null}
        </div>
      </div>
      {text('phone', t('phoneOptional'), 'tel')}
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="preferred"
          value="true"
          defaultChecked={props.preferred}
          className="size-5 accent-stone-900"
        />
        {t('makePreferred')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
          {t('saveAddress')}
        </button>
        <Link to={cancelHref} className={secondaryButtonClass}>
          {t('cancel')}
        </Link>
      </div>
    </Form>
  );
}
