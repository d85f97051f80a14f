import { Form, useNavigation } from 'react-router';
import { useT } from '../../../i18n/intl.tsx';
import { FormAlert } from '../sign-in/fields.tsx';
import { primaryButtonClass } from '../../shell/styles.ts';
import { StatusMessage } from './StatusMessage.tsx';
import { useAccountT } from './use-account-t.ts';

/** Communications Preferences (spec 000 §2): the email opt-in the service keeps (c_emailOptIn). */
export function PreferencesPage({
  emailOptIn,
  answer,
}: {
  emailOptIn: boolean;
  answer: { ok: boolean } | undefined;
}) {
  const t = useAccountT();
  const tGlobal = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('preferencesHeading')}</h1>
      <p className="text-stone-700">{t('preferencesIntro')}</p>
      {answer?.ok ? <StatusMessage>{t('preferencesSaved')}</StatusMessage> : null}
      {answer && !answer.ok ? <FormAlert>{tGlobal('global.error.default')}</FormAlert> : null}
      <Form method="post" className="grid gap-4">
        {/* An unticked checkbox sends nothing: the hidden field says the form was sent. */}
        <input type="hidden" name="emailOptIn" value="false" />
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            name="emailOptIn"
            value="true"
            defaultChecked={emailOptIn}
            className="size-5 accent-stone-900"
          />
          {t('emailOptIn')}
        </label>
        <button
          type="submit"
          className={`${primaryButtonClass} justify-self-start`}
          aria-disabled={busy || undefined}
        >
          {t('savePreferences')}
        </button>
      </Form>
    </div>
  );
}
