import { data } from 'react-router';
import type { Route } from './+types/track-order';
import { getServices } from '../lib/api/context.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { loadTrackOrderPage, trackOrder } from '../lib/orders/track.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { m } from '../components/orders/messages.ts';
import { TrackOrderPage } from '../components/orders/TrackOrderPage.tsx';
import { submittedForm } from '../lib/form-values.ts';

/**
 * /track-order (spec 000 §2): an order found by its number and email shows here. Spec 000 §2,
 * §6: no order tracking where the site hides its link (EU and Australia).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const page = await loadTrackOrderPage(getServices(args.context), site, locale);
  if (!page) throw data(null, { status: 404 });
  // An order email's link fills the form in (`?orderNo=…&email=…`); the shopper still submits it.
  const query = args.url.searchParams;
  const prefill = {
    orderNo: (query.get('orderNo') ?? '').slice(0, 32),
    email: (query.get('email') ?? '').slice(0, 256),
  };
  return { ...page, prefill };
}

export async function action(args: Route.ActionArgs) {
  const { site } = requirePageRoute(args.url, args.params);
  const form = await submittedForm(args.request);
  const outcome = await trackOrder(args, site, {
    orderNo: form.get('orderNo'),
    email: form.get('email'),
  });
  if (!outcome) throw data(null, { status: 404 });
  if (outcome.ok) return data(outcome.answer);
  const wait = outcome.answer.retryAfterSeconds;
  return data(outcome.answer, {
    status: outcome.status,
    ...(wait === undefined ? {} : { headers: { 'retry-after': String(wait) } }),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.trackTitle);
}

export default function TrackOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TrackOrderPage
      sections={loaderData.sections}
      recommendations={loaderData.recommendations}
      prefill={loaderData.prefill}
      actionData={actionData}
    />
  );
}
