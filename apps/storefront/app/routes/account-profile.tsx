import { data } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@solo/accounts';
import type { Route } from './+types/account-profile';
import { profileValues } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import { valuesOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { PASSWORD_FIELDS, PROFILE_FIELDS } from '../lib/account/profile-form.ts';
import { changePassword, updateProfile } from '../lib/account/profile.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { ProfilePage } from '../components/account/area/ProfilePage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/** /account/profile: Profile & Password (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const customer = await loadCustomer(account, args);
  return {
    siteId: site.id,
    localeId: locale.id,
    stored: profileValues(customer),
    limits: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  };
}

/** `intent` names the form: "profile" (updateCustomer) or "password" (updateCustomerPassword). */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const form = await submittedForm(args.request);
  const outcome =
    form.get('intent') === 'password'
      ? await changePassword(account, args, valuesOf(form, PASSWORD_FIELDS))
      : await updateProfile(account, args, valuesOf(form, PROFILE_FIELDS));
  return outcome.ok ? outcome.answer : data(outcome.answer, { status: outcome.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navProfile'));
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage stored={loaderData.stored} limits={loaderData.limits} answer={actionData} />;
}
