import { data } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@solo/accounts';
import type { Route } from './+types/account-profile';
import { profileValues } from '../lib/account/account-view.ts';
import { loadCustomer, problemOf, requireAccount } from '../lib/account/account.server.ts';
import { valuesOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import {
  checkPasswordChange,
  checkProfile,
  passwordProblemErrors,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  profileProblemErrors,
  type ProfileActionData,
} from '../lib/account/profile-form.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getServices } from '../lib/api/context.ts';
import { ProfilePage } from '../components/account/area/ProfilePage.tsx';
import { m } from '../lib/account/area-messages.ts';

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
  const form = await args.request.formData();
  const parameters = { customerId: account.customerId };
  const log = getServices(args.context).log;

  if (form.get('intent') === 'password') {
    // Password fields are never sent back: the shopper types them again (docs/decisions.md).
    const check = checkPasswordChange(valuesOf(form, PASSWORD_FIELDS));
    if (!check.ok)
      return data<ProfileActionData>(
        { intent: 'password', ok: false, errors: check.errors },
        { status: 400 },
      );
    try {
      await account.customers.updateCustomerPassword({ parameters, body: check.change });
      return { intent: 'password', ok: true } satisfies ProfileActionData;
    } catch (error) {
      const problem = await problemOf(error);
      const errors = problem && passwordProblemErrors(problem);
      if (!errors) log.error({ err: error }, 'password change failed');
      return data<ProfileActionData>(
        {
          intent: 'password',
          ok: false,
          errors: errors ?? {},
          ...(errors ? {} : { failed: true }),
        },
        { status: problem?.status ?? 502 },
      );
    }
  }

  const values = valuesOf(form, PROFILE_FIELDS);
  const check = checkProfile(values);
  if (!check.ok)
    return data<ProfileActionData>(
      { intent: 'profile', ok: false, values, errors: check.errors },
      { status: 400 },
    );
  try {
    await account.customers.updateCustomer({ parameters, body: check.update });
    return { intent: 'profile', ok: true } satisfies ProfileActionData;
  } catch (error) {
    const problem = await problemOf(error);
    const errors = problem && profileProblemErrors(problem);
    if (!errors) log.error({ err: error }, 'profile update failed');
    return data<ProfileActionData>(
      {
        intent: 'profile',
        ok: false,
        values,
        errors: errors ?? {},
        ...(errors ? {} : { failed: true }),
      },
      { status: problem?.status ?? 502 },
    );
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.navProfile);
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage stored={loaderData.stored} limits={loaderData.limits} answer={actionData} />;
}
