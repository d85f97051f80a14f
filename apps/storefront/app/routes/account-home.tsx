import type { Route } from './+types/account-home';
import { accountHomeView } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import { countryNamer } from '../lib/account/countries.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { AccountHomePage } from '../components/account/area/AccountHomePage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';

/** /account: Account Home (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const customer = await loadCustomer(account, args);
  return {
    siteId: site.id,
    localeId: locale.id,
    view: accountHomeView(customer, countryNamer(locale.id)),
    // Set by /setpassword after it signed the shopper in with the new password.
    passwordSet: args.url.searchParams.get('passwordSet') === '1',
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('accountTitle'));
}

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  return <AccountHomePage view={loaderData.view} passwordSet={loaderData.passwordSet} />;
}
