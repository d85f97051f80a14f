import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import type { PasswordRuleId } from '@solo/accounts';
import type { RegistrationActionData, RegistrationLimits } from '../../lib/account/registration.ts';
import { FormAlert, PasswordField } from '../account/sign-in/fields.tsx';
import { genericError, m as account } from '../account/sign-in/messages.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { m } from './messages.ts';

// The password rules (the service's own, with zod) load once the shopper reaches the form.
const loadRules = () => import('@solo/accounts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

const RULE_MESSAGES = {
  minLength: account.ruleMinLength,
  maxLength: account.ruleMaxLength,
  uppercase: account.ruleUppercase,
  lowercase: account.ruleLowercase,
  digit: account.ruleDigit,
  special: account.ruleSpecial,
} as const satisfies Record<PasswordRuleId, unknown>;

/**
 * The guest's offer on the confirmation: a password makes the order's email an account (the
 * registration's rules, checked in the browser and again by the action, so it works without
 * scripts); the shopper then arrives signed in at the account. A taken email shows the
 * registration's message.
 */
export function CreateAccountForm({
  email,
  limits,
  actionData,
}: {
  email: string;
  limits: RegistrationLimits;
  actionData?: RegistrationActionData | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const navigation = useNavigation();
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = useRef<Rules | null>(null);
  const [clientFaults, setClientFaults] = useState<PasswordRuleId[] | null>(null);
  const faults = clientFaults ?? actionData?.errors.password ?? [];
  const params = { min: limits.passwordMin, max: limits.passwordMax };
  const formError = clientFaults
    ? null
    : actionData?.formError
      ? intl.formatMessage(genericError)
      : actionData?.errors.email === 'emailInUse'
        ? intl.formatMessage(account.emailInUse)
        : null;

  // The answer is announced: focus goes to the form's message or the password field.
  useEffect(() => {
    if (!actionData) return;
    if (formError) alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  }, [actionData, formError]);

  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!rules.current) return; // the server checks it instead
    const password = new FormData(event.currentTarget).get('password');
    const failed = rules.current.failedPasswordRules(typeof password === 'string' ? password : '');
    if (!failed.length) return setClientFaults(null);
    event.preventDefault();
    setClientFaults(failed);
    event.currentTarget.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-stone-300 p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {intl.formatMessage(m.createAccountTitle)}
      </h2>
      <p className="text-sm text-stone-700">
        {intl.formatMessage(m.createAccountIntro, { email })}
      </p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onFocus={prepare}
        onPointerEnter={prepare}
        onSubmit={onSubmit}
        className="grid max-w-md gap-4"
        aria-labelledby={`${id}-title`}
      >
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>{formError}</FormAlert>
          </div>
        ) : null}
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={intl.formatMessage(account.password)}
          autoComplete="new-password"
          hint={intl.formatMessage(account.passwordHint, params)}
          errors={faults.map((rule) => intl.formatMessage(RULE_MESSAGES[rule], params))}
        />
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={navigation.state === 'submitting' || undefined}
        >
          {intl.formatMessage(m.createAccountSubmit)}
        </button>
      </Form>
    </section>
  );
}
