import type { Route } from './+types/account-home';
import { accountHomeView } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import { countryNamer } from '../lib/account/countries.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getServices } from '../lib/api/context.ts';
import { loadPageSections } from '../lib/content/page.server.ts';
import type { SectionEntry } from '../lib/content/sections.ts';
import { PageSections } from '../components/content/PageSections.tsx';
import { AccountHomePage } from '../components/account/area/AccountHomePage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';

/** /account: Account Home (spec 000 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  // Spec 000 §2 entry id `account`: its sections below the account home.
  const [customer, content] = await Promise.all([
    loadCustomer(account, args),
    loadPageSections<SectionEntry>(getServices(args.context), site, locale, 'account'),
  ]);
  return {
    siteId: site.id,
    localeId: locale.id,
    view: accountHomeView(customer, countryNamer(locale.id)),
    // Set by /setpassword after it signed the shopper in with the new password.
    passwordSet: args.url.searchParams.get('passwordSet') === '1',
    content,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('accountTitle'));
}

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AccountHomePage view={loaderData.view} passwordSet={loaderData.passwordSet} />
      <PageSections content={loaderData.content} />
    </>
  );
}
