import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/intl.tsx';
import type { FieldError } from '../../../lib/account/form-errors.ts';
import type { ResetActionData } from '../../../lib/account/reset-form.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { formatWait } from '../../../lib/too-many-requests.ts';
import { FormAlert, TextField } from '../sign-in/fields.tsx';
import { primaryButtonClass } from '../../shell/styles.ts';
import { errorList, useAccountT } from './use-account-t.ts';

const loadRules = () => import('../../../lib/account/reset-form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

export const linkClass =
  'font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/**
 * /reset-password (spec 000 §2 "forgot password", §5 email-only form): asks for the email and
 * then confirms in words that never tell whether an account exists for it.
 */
export function ResetPasswordPage({ answer }: { answer: ResetActionData | undefined }) {
  const t = useAccountT();
  const tGlobal = useT();
  const intl = useIntl();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const [clientError, setClientError] = useState<FieldError | null>(null);
  const busy = useNavigation().state === 'submitting';
  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };
  if (answer?.sent) {
    return (
      <div className="mx-auto grid max-w-md gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('resetSentHeading')}</h1>
        <p role="status">{t('resetSentText', { email: answer.email })}</p>
        <LocalizedLink to="/login" className={`${linkClass} justify-self-start`}>
          {t('backToSignIn')}
        </LocalizedLink>
      </div>
    );
  }
  const error = clientError ?? answer?.error;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('resetHeading')}</h1>
        <p className="text-stone-700">{t('resetIntro')}</p>
      </div>
      {answer?.failed && !clientError ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      {answer && !answer.sent && answer.retryAfterSeconds && !clientError ? (
        <FormAlert>
          {tGlobal('global.error.tooManyRequests', {
            duration: formatWait(intl, answer.retryAfterSeconds),
          })}
        </FormAlert>
      ) : null}
      <Form
        method="post"
        noValidate
        onFocus={prepare}
        onPointerEnter={prepare}
        onSubmit={(event) => {
          if (!rules.current) return;
          const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
          const check = rules.current.checkResetEmail(field.value);
          if (check.ok) return setClientError(null);
          event.preventDefault();
          setClientError(check.error);
          field.focus();
        }}
        className="grid gap-4"
      >
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          defaultValue={answer?.email}
          errors={errorList(t, error ?? undefined)}
        />
        <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
          {t('resetSubmit')}
        </button>
      </Form>
      <LocalizedLink to="/login" className={`${linkClass} justify-self-start text-sm`}>
        {t('backToSignIn')}
      </LocalizedLink>
    </div>
  );
}
