import { data } from 'react-router';
import type { Route } from './+types/notify-me-unsubscribe';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { submittedForm } from '../lib/form-values.ts';
import { unsubscribeAlerts, unsubscribeToken } from '../lib/notify-me/unsubscribe.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { um } from '../components/notify-me/unsubscribe-messages.ts';
import { UnsubscribePage } from '../components/notify-me/UnsubscribePage.tsx';

/**
 * /notify-me/unsubscribe?token=… : the back-in-stock email's unsubscribe link. The page asks to
 * confirm; the confirmation stops every alert the email's address still waits for on the site.
 * A malformed or unknown token gets its message and 400 / 404. Personal and noindex.
 */
export function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const token = unsubscribeToken(args.url.searchParams.get('token'));
  const body = { siteId: site.id, localeId: locale.id, token, result: null };
  return token ? body : data({ ...body, result: 'invalid' as const }, { status: 400 });
}

export async function action(args: Route.ActionArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const token = unsubscribeToken((await submittedForm(args.request)).get('token'));
  const result = await unsubscribeAlerts(args.context, site, token);
  const body = { siteId: site.id, localeId: locale.id, token, result };
  return result === 'done' ? body : data(body, { status: token ? 404 : 400 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, um.unsubscribeTitle);
}

export default function NotifyMeUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return <UnsubscribePage token={state.token} result={state.result} />;
}
