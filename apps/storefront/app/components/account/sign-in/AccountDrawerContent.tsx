import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import type { HeaderEntry, MenuLink } from '@solo/content-model';
import type { DrawerState } from '../../../lib/account/drawer-state.ts';
import { LocalizedLink, useLocalizedHref, useSite } from '../../../lib/site-context.tsx';
import { m as shell } from '../../shell/messages.ts';
import { secondaryButtonClass } from '../../shell/styles.ts';
import { guestAccountLinks, visibleLinks, type GuestAccountLink } from '../../shell/user-links.ts';
import { m } from './messages.ts';
import { SignInForm } from './SignInForm.tsx';

const LABELS = {
  signIn: shell.signIn,
  createAccount: shell.createAccount,
  forgotPassword: shell.forgotPassword,
  trackOrder: shell.trackOrder,
  savedItems: shell.savedItems,
} as const satisfies Record<GuestAccountLink, unknown>;

const listLinkClass =
  'flex min-h-12 items-center text-sm font-medium text-stone-800 hover:text-orange-800 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

function LinkList({
  links,
}: {
  links: ReadonlyArray<{ key: string; url: string; label: string }>;
}) {
  return (
    <ul className="divide-y divide-stone-200 border-y border-stone-200">
      {links.map((link) => (
        <li key={link.key}>
          <LocalizedLink to={link.url} className={listLinkClass}>
            {link.label}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

/** Spec 000 §2, §6: the sign-in form, Create Account, then the help links a guest sees. */
function GuestView() {
  const intl = useIntl();
  const { preferences } = useSite();
  const [, createAccount, ...rest] = guestAccountLinks(preferences);
  return (
    <div className="grid gap-6 px-5 py-6">
      <SignInForm />
      {createAccount ? (
        <LocalizedLink to={createAccount.url_custom} className={secondaryButtonClass}>
          {intl.formatMessage(LABELS[createAccount.key])}
        </LocalizedLink>
      ) : null}
      <nav aria-label={intl.formatMessage(shell.accountLinks)}>
        <LinkList
          links={rest.map((link) => ({
            key: link.key,
            url: link.url_custom,
            label: intl.formatMessage(LABELS[link.key]),
          }))}
        />
      </nav>
    </div>
  );
}

const asItems = (links: readonly MenuLink[]) =>
  links.map((link) => ({ key: link.url_custom, url: link.url_custom, label: link.title }));

/**
 * Spec 000 §2, §3: the greeting, the header entry's account menu (primary, then secondary links)
 * and Sign Out, a POST to /logout.
 */
function RegisteredView({ name, menu }: { name: string | null; menu: AccountMenu | undefined }) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const { preferences } = useSite();
  return (
    <div className="grid gap-6 px-5 py-6">
      {name ? (
        <p className="text-xl font-semibold tracking-tight">
          {intl.formatMessage(m.greeting, { name })}
        </p>
      ) : null}
      <nav aria-label={intl.formatMessage(m.accountMenu)} className="grid gap-6">
        <LinkList links={asItems(menu?.primary_links ?? [])} />
        <LinkList links={asItems(visibleLinks(menu?.secondary_links ?? [], preferences))} />
      </nav>
      <Form method="post" action={href('/logout')}>
        <button type="submit" className={`${secondaryButtonClass} w-full`}>
          {intl.formatMessage(m.signOut)}
        </button>
      </Form>
    </div>
  );
}

type AccountMenu = HeaderEntry['account_menu']['registered'];

/**
 * The last answer in this tab, per site: a reopened drawer shows it at once while it asks again.
 */
const lastKnown = new Map<string, DrawerState>();

/**
 * The account drawer's content, loaded with the drawer. Each time the drawer opens it asks the
 * no-store /session route who the shopper is, so the page around it stays the same for everyone
 * (docs/decisions.md "Shopper sessions and cacheable pages"). If that fails, the guest view
 * shows: its form works either way.
 */
export default function AccountDrawerContent({
  open,
  menu,
}: {
  open: boolean;
  menu: AccountMenu | undefined;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const sessionUrl = href('/session');
  const [state, setState] = useState<DrawerState | null>(lastKnown.get(sessionUrl) ?? null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const settle = (next: DrawerState) => {
      lastKnown.set(sessionUrl, next);
      setState(next);
    };
    fetch(sessionUrl, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) =>
        res.ok ? (res.json() as Promise<DrawerState>) : { registered: false as const },
      )
      .then(settle)
      .catch(() => {
        if (!controller.signal.aborted) settle({ registered: false });
      });
    return () => controller.abort();
  }, [open, sessionUrl]);
  if (!state) {
    return (
      <p role="status" className="px-5 py-6 text-sm text-stone-700">
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  return state.registered ? <RegisteredView name={state.name} menu={menu} /> : <GuestView />;
}
