import type { AccountHomeView } from '../../../lib/account/account-view.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { AddressLines } from './AddressCard.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { useAccountT } from './use-account-t.ts';
import type { AccountMessageKey } from '../../../lib/account/area-messages.ts';

const linkClass =
  'font-semibold text-stone-900 underline underline-offset-4 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** The sections of the account area that have a page (spec 000 §2). */
const SECTIONS: ReadonlyArray<[AccountMessageKey, string]> = [
  ['navProfile', '/account/profile'],
  ['navAddresses', '/account/addresses'],
  ['navPreferences', '/account/preferences'],
];

/** Account Home: greeting, name and email, the preferred address, links to the sections. */
export function AccountHomePage({
  view,
  passwordSet,
}: {
  view: AccountHomeView;
  /** The shopper has just set a new password through a reset link. */
  passwordSet: boolean;
}) {
  const t = useAccountT();
  return (
    <div className="grid gap-8">
      {passwordSet ? <StatusMessage>{t('passwordSetSignedIn')}</StatusMessage> : null}
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {view.firstName ? t('greeting', { name: view.firstName }) : t('greetingNoName')}
        </h1>
        <p className="text-stone-700">{t('homeIntro')}</p>
      </header>
      <section aria-labelledby="account-profile" className="grid gap-2">
        <h2 id="account-profile" className="text-xl font-semibold">
          {t('profileHeading')}
        </h2>
        <p>{view.fullName}</p>
        <p className="text-stone-700">{t('signedInAs', { email: view.email })}</p>
        <LocalizedLink to="/account/profile" className={`${linkClass} text-sm`}>
          {t('editProfile')}
        </LocalizedLink>
      </section>
      <section aria-labelledby="account-address" className="grid gap-2">
        <h2 id="account-address" className="text-xl font-semibold">
          {t('preferredAddress')}
        </h2>
        {view.preferredAddress ? (
          <AddressLines address={view.preferredAddress} />
        ) : (
          <p className="text-stone-700">{t('noAddress')}</p>
        )}
        <LocalizedLink to="/account/addresses" className={`${linkClass} text-sm`}>
          {t('manageAddresses')}
        </LocalizedLink>
      </section>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SECTIONS.map(([key, path]) => (
          <li key={key}>
            <LocalizedLink
              to={path}
              className="block rounded-lg border border-stone-300 p-4 font-semibold hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              {t(key)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
