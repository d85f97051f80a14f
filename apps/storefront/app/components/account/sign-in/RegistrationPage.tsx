import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import type { PasswordRuleId } from '@solo/accounts';
import type {
  RegistrationLimits,
  RegistrationActionData,
  RegistrationErrors,
  RegistrationField,
} from '../../../lib/account/registration.ts';
import { LocalizedLink, useLocalizedHref } from '../../../lib/site-context.tsx';
import { formatWait } from '../../../lib/too-many-requests.ts';
import { primaryButtonClass } from '../../shell/styles.ts';
import { FormAlert, PasswordField, TextField } from './fields.tsx';
import { genericError, m, tooManyRequests } from './messages.ts';
import { linkClass } from './SignInPage.tsx';
import { useKeptFields } from '../../../lib/use-kept-fields.ts';
import { SPACE } from '../../ui/text.ts';

const loadRules = () => import('../../../lib/account/registration.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

const RULE_MESSAGES = {
  minLength: m.ruleMinLength,
  maxLength: m.ruleMaxLength,
  uppercase: m.ruleUppercase,
  lowercase: m.ruleLowercase,
  digit: m.ruleDigit,
  special: m.ruleSpecial,
} as const satisfies Record<PasswordRuleId, unknown>;

const FIELD_ORDER: RegistrationField[] = ['firstName', 'lastName', 'email', 'password'];

/**
 * /registration: first name, last name, email and password, checked with the service's own
 * rules (@solo/accounts) in the browser and again by the action; each broken rule is named.
 */
export function RegistrationPage({
  actionData,
  limits,
}: {
  actionData?: RegistrationActionData | undefined;
  /** From the loader: importing @solo/accounts here would ship zod with the page. */
  limits: RegistrationLimits;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<RegistrationErrors | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};
  const values = actionData?.values;

  // The server's answer is announced: focus goes to its message or the first faulty field.
  // (Browser findings were cleared when the form was sent.)
  const formRef = useRef<HTMLFormElement>(null);
  // Issue 14: the answer's values fill only the fields not typed into since it was sent.
  const kept = useKeptFields(formRef, values ?? {});
  useEffect(() => {
    if (!actionData) return;
    if (actionData.formError) return alertRef.current?.focus();
    const first = FIELD_ORDER.find((field) => actionData.errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [actionData]);

  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    kept.markSent();
    if (!rules.current) return;
    const form = new FormData(event.currentTarget);
    const check = rules.current.checkRegistration(Object.fromEntries(form));
    if (check.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(check.errors);
    const first = FIELD_ORDER.find((field) => check.errors[field]);
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const nameError = (error: RegistrationErrors['firstName'] | RegistrationErrors['lastName']) =>
    error ? [intl.formatMessage(m[error], { max: limits.nameMax })] : [];
  const params = { min: limits.passwordMin, max: limits.passwordMax };

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {intl.formatMessage(m.registrationTitle)}
        </h1>
        <p className="text-stone-700">{intl.formatMessage(m.registrationIntro)}</p>
      </div>
      <Form
        ref={formRef}
        method="post"
        action={href('/registration')}
        noValidate
        onFocus={prepare}
        onPointerEnter={prepare}
        onSubmit={onSubmit}
        className="grid gap-4"
      >
        {actionData?.formError && !clientErrors ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>
              {actionData.formError === 'too-many-requests'
                ? intl.formatMessage(tooManyRequests, {
                    duration: formatWait(intl, actionData.retryAfterSeconds ?? 30),
                  })
                : intl.formatMessage(genericError)}
            </FormAlert>
          </div>
        ) : null}
        <TextField
          id={`${id}-first`}
          name="firstName"
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
          defaultValue={values?.firstName}
          errors={nameError(errors.firstName)}
        />
        <TextField
          id={`${id}-last`}
          name="lastName"
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
          defaultValue={values?.lastName}
          errors={nameError(errors.lastName)}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          defaultValue={values?.email}
          errors={errors.email ? [intl.formatMessage(m[errors.email])] : []}
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={intl.formatMessage(m.password)}
          autoComplete="new-password"
          hint={intl.formatMessage(m.passwordHint, params)}
          errors={(errors.password ?? []).map((rule) =>
            intl.formatMessage(RULE_MESSAGES[rule], params),
          )}
        />
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={navigation.state === 'submitting' || undefined}
        >
          {intl.formatMessage(m.registrationSubmit)}
        </button>
      </Form>
      <p className="text-sm text-stone-700">
        {intl.formatMessage(m.haveAccount)}
        {SPACE}
        <LocalizedLink to="/login" className={linkClass}>
          {intl.formatMessage(m.signInSubmit)}
        </LocalizedLink>
      </p>
    </div>
  );
}
