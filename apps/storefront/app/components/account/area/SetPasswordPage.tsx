import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { PasswordRuleId } from '@solo/accounts';
import { useT } from '../../../i18n/intl.tsx';
import type { SetPasswordActionData } from '../../../lib/account/reset-form.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { FormAlert, PasswordField } from '../sign-in/fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shell/styles.ts';
import { PasswordRules, type PasswordLimits } from './PasswordRules.tsx';
import { useAccountT } from './use-account-t.ts';

const loadRules = () => import('../../../lib/account/reset-form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

/**
 * /setpassword?token=&email= (spec 000 §2): the new password for the account of a reset link.
 * An expired, unknown or used link says so and offers a new one.
 */
export function SetPasswordPage({
  email,
  limits,
  linkInvalid,
  answer,
}: {
  email: string;
  limits: PasswordLimits;
  /** The link lacks its token or email. */
  linkInvalid: boolean;
  answer: SetPasswordActionData | undefined;
}) {
  const t = useAccountT();
  const tGlobal = useT();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const [clientRules, setClientRules] = useState<PasswordRuleId[] | null>(null);
  const busy = useNavigation().state === 'submitting';
  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };
  if (linkInvalid || answer?.linkInvalid) {
    return (
      <div className="mx-auto grid max-w-md gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('linkInvalidHeading')}</h1>
        <p role="alert">{t('linkInvalidText')}</p>
        <LocalizedLink
          to="/reset-password"
          className={`${secondaryButtonClass} justify-self-start`}
        >
          {t('requestNewLink')}
        </LocalizedLink>
      </div>
    );
  }
  const failedRules =
    clientRules ?? (answer && !answer.linkInvalid ? answer.failedRules : undefined) ?? null;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('setHeading')}</h1>
        <p className="text-stone-700">{t('setIntro', { email })}</p>
      </div>
      {answer && !answer.linkInvalid && answer.failed ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      <Form
        method="post"
        noValidate
        onFocus={prepare}
        onPointerEnter={prepare}
        onInput={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === 'password' && rules.current) {
            const check = rules.current.checkNewPassword(input.value);
            setClientRules(check.ok ? [] : check.failedRules);
          }
        }}
        onSubmit={(event) => {
          if (!rules.current) return;
          const field = event.currentTarget.elements.namedItem('password') as HTMLInputElement;
          const check = rules.current.checkNewPassword(field.value);
          if (check.ok) return;
          event.preventDefault();
          setClientRules(check.failedRules);
          field.focus();
        }}
        className="grid gap-4"
      >
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t('newPassword')}
          autoComplete="new-password"
          errors={failedRules?.length ? [t('newPasswordInvalid')] : []}
        />
        <PasswordRules id={`${id}-rules`} limits={limits} failed={failedRules} />
        <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
          {t('setSubmit')}
        </button>
      </Form>
    </div>
  );
}
