import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useIntl, type IntlShape } from 'react-intl';
import type {
  SignInActionData,
  SignInField,
  SignInFieldError,
  SignInFormError,
  FieldErrors,
} from '../../../lib/account/sign-in.ts';
import { useLocalizedHref } from '../../../lib/site-context.tsx';
import { formatWait } from '../../../lib/too-many-requests.ts';
import { primaryButtonClass } from '../../shell/styles.ts';
import { FormAlert, PasswordField, TextField } from './fields.tsx';
import { genericError, m } from './messages.ts';

// The rules (and zod) load when the shopper first reaches the form, not with the page.
const loadRules = () => import('../../../lib/account/sign-in.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

export function formErrorText(intl: IntlShape, error: SignInFormError): string {
  switch (error.kind) {
    case 'invalid-credentials':
      return intl.formatMessage(m.invalidCredentials);
    case 'password-reset-required':
      return intl.formatMessage(m.passwordResetRequired);
    case 'too-many-attempts':
      return intl.formatMessage(m.tooManyAttempts, {
        duration: formatWait(intl, error.retryAfterSeconds),
      });
    default:
      return intl.formatMessage(genericError);
  }
}

/**
 * The sign-in form (spec 000 §2, §5) of the /login page and the account drawer. A plain POST to
 * the localized /login action, so it works without scripts; with them it checks the fields
 * first with the action's own rules and submits in place, keeping what was typed.
 */
export function SignInForm({
  initial,
  returnUrl,
}: {
  /** The action's answer when the page itself was the form's target (no scripts). */
  initial?: SignInActionData | undefined;
  returnUrl?: string | undefined;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const fetcher = useFetcher<SignInActionData>();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<
    SignInField,
    SignInFieldError
  > | null>(null);
  const data = fetcher.data ?? initial;
  const errors = clientErrors ?? data?.errors ?? {};
  const busy = fetcher.state !== 'idle';

  // A new answer from the server is announced: focus goes to its message or first faulty field.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.formError) return alertRef.current?.focus();
    const first = answer.errors.email ? 'email' : answer.errors.password ? 'password' : null;
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [fetcher.data]);

  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };

  const fieldError = (field: SignInField) => {
    const error = errors[field];
    return error ? [intl.formatMessage(m[error])] : [];
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href('/login')}
      noValidate
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={(event) => {
        if (!rules.current) return; // the server checks it instead
        const form = new FormData(event.currentTarget);
        const check = rules.current.checkSignIn({
          email: form.get('email'),
          password: form.get('password'),
        });
        if (check.ok) {
          setClientErrors(null);
          return;
        }
        event.preventDefault();
        setClientErrors(check.errors);
        const first = check.errors.email ? 'email' : 'password';
        event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      }}
      className="grid gap-4"
    >
      {data?.formError && !clientErrors ? (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          <FormAlert>{formErrorText(intl, data.formError)}</FormAlert>
        </div>
      ) : null}
      {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={intl.formatMessage(m.email)}
        autoComplete="username"
        defaultValue={data?.values.email}
        errors={fieldError('email')}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={intl.formatMessage(m.password)}
        autoComplete="current-password"
        errors={fieldError('password')}
      />
      <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
        {intl.formatMessage(m.signInSubmit)}
      </button>
    </fetcher.Form>
  );
}
