import { data, redirect } from 'react-router';
import { localizedPath } from '@solo/sites';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@solo/accounts';
import type { Route } from './+types/set-password';
import { textOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import {
  checkNewPassword,
  isLinkRefusal,
  type SetPasswordActionData,
} from '../lib/account/reset-form.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { getShopperSession, markPersonal, signInShopper } from '../lib/session/session.server.ts';
import { mergeGuestBasket } from '../lib/account/basket-merge.server.ts';
import { SetPasswordPage } from '../components/account/area/SetPasswordPage.tsx';
import { m } from '../lib/account/area-messages.ts';

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
 * Posts to the custom API customer/set-password, then signs the shopper in with the new
 * password and opens the account (docs/decisions.md "Setting a password from a reset link").
 */
export async function action(args: Route.ActionArgs) {
  const resolved = requirePageRoute(args.url, args.params);
  const { token, email } = linkOf(args.url);
  if (!token || !email) return data<SetPasswordActionData>({ linkInvalid: true }, { status: 400 });
  const form = await args.request.formData();
  const check = checkNewPassword(textOf(form.get('password')));
  if (!check.ok)
    return data<SetPasswordActionData>(
      { linkInvalid: false, failedRules: check.failedRules },
      { status: 400 },
    );
  const session = await getShopperSession(args);
  const services = getServices(args.context);
  const result = await services.api.customApi('customer', 'set-password', {
    method: 'POST',
    siteId: resolved.site.id,
    locale: resolved.locale.id,
    body: { email, token, password: check.password },
    token: session.accessToken,
  });
  if (!result.ok) {
    if (isLinkRefusal(result.status))
      return data<SetPasswordActionData>({ linkInvalid: true }, { status: 400 });
    return data<SetPasswordActionData>({ linkInvalid: false, failed: true }, { status: 502 });
  }
  const home = localizedPath(resolved.site, resolved.locale, '/account');
  const signedIn = await signInShopper(args, { username: email, password: check.password });
  if (signedIn.ok) {
    await mergeGuestBasket(args, signedIn);
    return redirect(`${home}?passwordSet=1`);
  }
  // The password is set; signing in is left to the shopper.
  services.log.warn({ failure: signedIn.failure }, 'sign-in after a password reset failed');
  return redirect(localizedPath(resolved.site, resolved.locale, '/login'));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.setHeading);
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
