import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { HeaderEntry } from '@solo/content-model';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { Drawer } from './Drawer.tsx';
import { UserIcon } from './icons.tsx';
import { m } from './messages.ts';
import { useShellDrawers } from './shell-state.tsx';
import { iconButtonClass } from './styles.ts';

const loadContent = () => import('../account/sign-in/AccountDrawerContent.tsx');
// The sign-in form and the shopper's view load with the drawer, never with the page.
const AccountDrawerContent = lazy(loadContent);

/**
 * The account icon and its drawer: right on desktop, left and titled "Account" on mobile
 * (spec 000 §2). Guests see the sign-in form and help links, registered shoppers a greeting,
 * their account menu and Sign Out (components/account/sign-in/AccountDrawerContent.tsx). Without
 * scripts the icon is a link to /login.
 */
export function AccountDrawer({
  menu,
}: {
  menu?: HeaderEntry['account_menu']['registered'] | undefined;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(m.account);
  const open = useShellDrawers().openDrawer === 'account';
  return (
    <Drawer
      name="account"
      side="account"
      title={label}
      titleClassName="lg:sr-only"
      label={label}
      icon={<UserIcon />}
      controlClassName={iconButtonClass}
      preload={loadContent}
      link={
        <LocalizedLink to="/login" aria-label={label} className={iconButtonClass}>
          <UserIcon />
        </LocalizedLink>
      }
    >
      <AccountDrawerContent open={open} menu={menu} />
    </Drawer>
  );
}
