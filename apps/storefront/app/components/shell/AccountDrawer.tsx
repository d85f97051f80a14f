import { useIntl } from 'react-intl';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { Drawer } from './Drawer.tsx';
import { UserIcon } from './icons.tsx';
import { m } from './messages.ts';
import { iconButtonClass, primaryButtonClass, secondaryButtonClass } from './styles.ts';
import { guestAccountLinks, type GuestAccountLink } from './user-links.ts';

const LABELS = {
  signIn: m.signIn,
  createAccount: m.createAccount,
  forgotPassword: m.forgotPassword,
  trackOrder: m.trackOrder,
  savedItems: m.savedItems,
} as const satisfies Record<GuestAccountLink, unknown>;

/**
 * What a guest sees in the account drawer (spec 000 §2, §6): sign in, create an account, then the
 * help links. The sign-in form and the registered shopper's view come with sign-in.
 */
export function GuestAccountLinks() {
  const intl = useIntl();
  const { preferences } = useSite();
  const [signIn, createAccount, ...rest] = guestAccountLinks(preferences);
  return (
    <nav aria-label={intl.formatMessage(m.accountLinks)} className="px-5 py-6">
      <div className="grid gap-3">
        {signIn ? (
          <LocalizedLink to={signIn.url_custom} className={primaryButtonClass}>
            {intl.formatMessage(LABELS[signIn.key])}
          </LocalizedLink>
        ) : null}
        {createAccount ? (
          <LocalizedLink to={createAccount.url_custom} className={secondaryButtonClass}>
            {intl.formatMessage(LABELS[createAccount.key])}
          </LocalizedLink>
        ) : null}
      </div>
      <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
        {rest.map((link) => (
          <li key={link.key}>
            <LocalizedLink
              to={link.url_custom}
              className="flex min-h-12 items-center text-sm font-medium text-stone-800 hover:text-orange-800 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              {intl.formatMessage(LABELS[link.key])}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account icon and its drawer: right on desktop, left and titled "Account" on mobile. */
export function AccountDrawer() {
  const intl = useIntl();
  const label = intl.formatMessage(m.account);
  return (
    <Drawer
      name="account"
      side="account"
      title={label}
      titleClassName="lg:sr-only"
      label={label}
      icon={<UserIcon />}
      controlClassName={iconButtonClass}
      link={
        <LocalizedLink to="/login" aria-label={label} className={iconButtonClass}>
          <UserIcon />
        </LocalizedLink>
      }
    >
      <GuestAccountLinks />
    </Drawer>
  );
}
