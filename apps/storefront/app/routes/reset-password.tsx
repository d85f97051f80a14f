import { data } from 'react-router';
import type { Route } from './+types/reset-password';
import { textOf } from '../lib/account/form-errors.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { requestPasswordReset } from '../lib/account/password-reset.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { ResetPasswordPage } from '../components/account/area/ResetPasswordPage.tsx';
import { accountMessage } from '../lib/account/area-messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/** /reset-password (spec 000 §2): forgot password. */
export function loader({ url, params }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  return { siteId: site.id, localeId: locale.id };
}

/**
 * Posts the email to the custom API customer/reset-password (spec 000 §7); the service answers
 * the same for any email, and so does this page.
 */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const form = await submittedForm(args.request);
  const outcome = await requestPasswordReset(args, textOf(form.get('email')));
  if (outcome.ok) return outcome.answer;
  const wait = outcome.answer.sent ? undefined : outcome.answer.retryAfterSeconds;
  return data(outcome.answer, {
    status: outcome.status,
    ...(wait === undefined ? {} : { headers: { 'retry-after': String(wait) } }),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('resetHeading'));
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage answer={actionData} />;
}
