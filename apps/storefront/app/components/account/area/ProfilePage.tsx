import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { PasswordRuleId } from '@solo/accounts';
import { useT } from '../../../i18n/intl.tsx';
import { valuesOf, type FieldErrors } from '../../../lib/account/form-errors.ts';
import { useKeptFields } from '../../../lib/use-kept-fields.ts';
import {
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  type ProfileField,
} from '../../../lib/account/form-fields.ts';
import type { PasswordCheckErrors, ProfileActionData } from '../../../lib/account/profile-form.ts';
import { FormAlert, PasswordField, TextField } from '../sign-in/fields.tsx';
import { primaryButtonClass } from '../../shell/styles.ts';
import { PasswordRules, type PasswordLimits } from './PasswordRules.tsx';
import { focusFirstInvalid, useFocusOnServerErrors } from './focus-errors.ts';
import { StatusMessage } from './StatusMessage.tsx';
import { errorList, useAccountT } from './use-account-t.ts';

// The rules (and zod) load when the shopper first reaches a form, not with the page.
const loadRules = () => import('../../../lib/account/profile-form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

function useRules(onLoad?: (loaded: Rules) => void) {
  const rules = useRef<Rules | null>(null);
  const prepare = () => {
    if (rules.current) return;
    void loadRules().then((loaded) => {
      rules.current = loaded;
      onLoad?.(loaded);
    });
  };
  return { rules, prepare };
}

function ProfileForm({
  stored,
  answer,
}: {
  stored: Record<ProfileField, string>;
  answer: Extract<ProfileActionData, { intent: 'profile' }> | undefined;
}) {
  const t = useAccountT();
  const tGlobal = useT();
  const id = useId();
  const { rules, prepare } = useRules();
  const [clientErrors, setClientErrors] = useState<FieldErrors<ProfileField> | null>(null);
  const busy = useNavigation().formData?.get('intent') === 'profile';
  const failed = answer && !answer.ok ? answer : undefined;
  const errors = clientErrors ?? failed?.errors ?? {};
  const values = failed?.values ?? stored;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnServerErrors(formRef, failed?.errors);
  // Issue 14: the saved profile fills only the fields not typed into since Save.
  const kept = useKeptFields(formRef, values);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    kept.markSent();
    if (!rules.current) return; // the server checks it instead
    const form = event.currentTarget;
    const check = rules.current.checkProfile(valuesOf(new FormData(form), PROFILE_FIELDS));
    if (check.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(check.errors);
    focusFirstInvalid(form);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t('profileHeading')}
      </h2>
      {answer?.ok && !clientErrors ? <StatusMessage>{t('profileSaved')}</StatusMessage> : null}
      {failed?.failed && !clientErrors ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-firstName`}
          name="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          defaultValue={values.firstName}
          errors={errorList(t, errors.firstName)}
        />
        <TextField
          id={`${id}-lastName`}
          name="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          defaultValue={values.lastName}
          errors={errorList(t, errors.lastName)}
        />
      </div>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        defaultValue={values.email}
        errors={errorList(t, errors.email)}
      />
      <TextField
        id={`${id}-phone`}
        name="phone"
        label={t('phoneOptional')}
        autoComplete="tel"
        defaultValue={values.phone}
        errors={errorList(t, errors.phone)}
      />
      <button
        type="submit"
        className={`${primaryButtonClass} justify-self-start`}
        aria-disabled={busy || undefined}
      >
        {t('saveProfile')}
      </button>
    </Form>
  );
}

function PasswordForm({
  limits,
  answer,
}: {
  limits: PasswordLimits;
  answer: Extract<ProfileActionData, { intent: 'password' }> | undefined;
}) {
  const t = useAccountT();
  const tGlobal = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<PasswordRuleId[] | null>(null);
  // What was typed before the rules arrived is checked as soon as they do.
  const { rules, prepare } = useRules((loaded) => {
    const typed = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    if (typed?.value) setLive(loaded.failedPasswordRules(typed.value));
  });
  const [clientErrors, setClientErrors] = useState<PasswordCheckErrors | null>(null);
  const busy = useNavigation().formData?.get('intent') === 'password';
  const failed = answer && !answer.ok ? answer : undefined;
  const errors = clientErrors ?? failed?.errors ?? {};
  const failedRules = live ?? errors.password ?? null;
  useFocusOnServerErrors(formRef, failed?.errors);

  // A changed password leaves no password in the fields.
  useEffect(() => {
    if (!answer?.ok) return;
    formRef.current?.reset();
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!rules.current) return;
    const form = event.currentTarget;
    const check = rules.current.checkPasswordChange(valuesOf(new FormData(form), PASSWORD_FIELDS));
    if (check.ok) {
      // The server's answer marks the rules from here on.
      setLive(null);
      return setClientErrors(null);
    }
    event.preventDefault();
    setClientErrors(check.errors);
    focusFirstInvalid(form);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t('passwordHeading')}
      </h2>
      {answer?.ok && !clientErrors ? <StatusMessage>{t('passwordChanged')}</StatusMessage> : null}
      {failed?.failed && !clientErrors ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        id={`${id}-current`}
        name="currentPassword"
        label={t('currentPassword')}
        autoComplete="current-password"
        errors={errorList(t, errors.currentPassword)}
      />
      <div
        className="grid gap-2"
        onInput={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === 'password' && rules.current)
            setLive(rules.current.failedPasswordRules(input.value));
        }}
      >
        <PasswordField
          id={`${id}-new`}
          name="password"
          label={t('newPassword')}
          autoComplete="new-password"
          errors={errors.password?.length ? [t('newPasswordInvalid')] : []}
        />
        <PasswordRules id={`${id}-rules`} limits={limits} failed={failedRules} />
      </div>
      <button
        type="submit"
        className={`${primaryButtonClass} justify-self-start`}
        aria-disabled={busy || undefined}
      >
        {t('changePassword')}
      </button>
    </Form>
  );
}

/** Profile & Password (spec 000 §2): the profile fields and the password change. */
export function ProfilePage({
  stored,
  limits,
  answer,
}: {
  stored: Record<ProfileField, string>;
  limits: PasswordLimits;
  answer: ProfileActionData | undefined;
}) {
  const t = useAccountT();
  return (
    <div className="grid max-w-xl gap-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('navProfile')}</h1>
      <ProfileForm stored={stored} answer={answer?.intent === 'profile' ? answer : undefined} />
      <PasswordForm limits={limits} answer={answer?.intent === 'password' ? answer : undefined} />
    </div>
  );
}
