import { data, redirect } from 'react-router';
import { localizedPath } from '@solo/sites';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@solo/accounts';
import type { Route } from './+types/set-password';
import { textOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { setPasswordFromLink } from '../lib/account/password-reset.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { SetPasswordPage } from '../components/account/area/SetPasswordPage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';
import { submittedForm } from '../lib/form-values.ts';

const linkOf = (url: URL) => ({
  token: url.searchParams.get('token') ?? '',
  email: url.searchParams.get('email') ?? '',
});

/** /setpassword?token=&email= (spec 000 §2): the page a reset link opens. */
export function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  // The link's token is a secret: the page is never cached.
  markPersonal(args);
  const { token, email } = linkOf(args.url);
  return {
    siteId: site.id,
    localeId: locale.id,
    email,
    linkInvalid: !token || !email,
    limits: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  };
}

/**
 * Sets the password of the link (custom API customer/set-password), then opens the account,
 * signed in with it; the sign-in page when that sign-in fails.
 */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const link = linkOf(args.url);
  // A link without its token or email is refused without reading the form.
  const form = link.token && link.email ? await submittedForm(args.request) : null;
  const outcome = await setPasswordFromLink(args, link, textOf(form?.get('password')));
  if (!outcome.ok) return data(outcome.answer, { status: outcome.status });
  if (!outcome.signedIn) return redirect(localizedPath(site, locale, '/login'));
  return redirect(`${localizedPath(site, locale, '/account')}?passwordSet=1`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('setHeading'));
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetPasswordPage
      email={loaderData.email}
      limits={loaderData.limits}
      linkInvalid={loaderData.linkInvalid}
      answer={actionData}
    />
  );
}
