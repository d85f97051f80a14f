import { data } from 'react-router';
import type { Route } from './+types/reset-password';
import { textOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { checkResetEmail, type ResetActionData } from '../lib/account/reset-form.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { retryAfterSeconds } from '../lib/too-many-requests.ts';
import { getShopperSession } from '../lib/session/session.server.ts';
import { ResetPasswordPage } from '../components/account/area/ResetPasswordPage.tsx';
import { m } from '../lib/account/area-messages.ts';

/** /reset-password (spec 000 §2): forgot password. */
export function loader({ url, params }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  return { siteId: site.id, localeId: locale.id };
}

/**
 * Posts the email to the custom API customer/reset-password (spec 000 §7) with the shopper's
 * token; the service answers the same for any email, and so does this page.
 */
export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const form = await args.request.formData();
  const email = textOf(form.get('email')).trim();
  const check = checkResetEmail(email);
  if (!check.ok)
    return data<ResetActionData>({ sent: false, email, error: check.error }, { status: 400 });
  const session = await getShopperSession(args);
  const result = await getServices(args.context).api.customApi('customer', 'reset-password', {
    method: 'POST',
    siteId: site.id,
    locale: locale.id,
    body: { email: check.email },
    token: session.accessToken,
  });
  if (result.ok) return { sent: true, email: check.email } satisfies ResetActionData;
  if (result.status === 429) {
    const wait = retryAfterSeconds(null, result.problem);
    return data<ResetActionData>(
      { sent: false, email, retryAfterSeconds: wait },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  if (result.status === 400)
    return data<ResetActionData>(
      { sent: false, email, error: { key: 'emailInvalid' } },
      { status: 400 },
    );
  return data<ResetActionData>({ sent: false, email, failed: true }, { status: 502 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.resetHeading);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage answer={actionData} />;
}
