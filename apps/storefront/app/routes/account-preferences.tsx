import { data } from 'react-router';
import type { Route } from './+types/account-preferences';
import { emailOptInOf } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { setEmailOptIn } from '../lib/account/profile.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { PreferencesPage } from '../components/account/area/PreferencesPage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/** /account/preferences: Communications Preferences (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const customer = await loadCustomer(account, args);
  return { siteId: site.id, localeId: locale.id, emailOptIn: emailOptInOf(customer) };
}

/** Saves the opt-in through updateCustomer (`c_emailOptIn`). */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const form = await submittedForm(args.request);
  const outcome = await setEmailOptIn(account, args, form.getAll('emailOptIn').includes('true'));
  return outcome.ok ? { ok: true } : data({ ok: false }, { status: outcome.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navPreferences'));
}

export default function AccountPreferences({ loaderData, actionData }: Route.ComponentProps) {
  return <PreferencesPage emailOptIn={loaderData.emailOptIn} answer={actionData} />;
}
