import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import type { SignInActionData } from '../../../lib/account/sign-in.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { secondaryButtonClass } from '../../shell/styles.ts';
import { m } from './messages.ts';
import { SignInForm } from './SignInForm.tsx';

export const linkClass =
  'font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** The /login page: the sign-in form, the way to a password reset and to a new account. */
export function SignInPage({ actionData }: { actionData?: SignInActionData | undefined }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage(m.signInTitle)}</h1>
        <p className="text-stone-700">{intl.formatMessage(m.signInIntro)}</p>
      </div>
      <SignInForm initial={actionData} returnUrl={search.get('returnUrl') ?? undefined} />
      <LocalizedLink to="/reset-password" className={`${linkClass} justify-self-start text-sm`}>
        {intl.formatMessage(m.forgotPassword)}
      </LocalizedLink>
      <div className="grid gap-3 border-t border-stone-200 pt-6">
        <h2 className="text-lg font-semibold">{intl.formatMessage(m.noAccount)}</h2>
        <LocalizedLink to="/registration" className={secondaryButtonClass}>
          {intl.formatMessage(m.registrationTitle)}
        </LocalizedLink>
      </div>
    </div>
  );
}
