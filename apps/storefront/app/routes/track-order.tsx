import { data } from 'react-router';
import type { Route } from './+types/track-order';
import { getServices } from '../lib/api/context.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { orderPageContent } from '../lib/orders/content.server.ts';
import { buildOrderView, lookupOrder } from '../lib/orders/orders.server.ts';
import { checkTrackForm } from '../lib/orders/track-form.ts';
import type { OrderView } from '../lib/orders/order-view.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { m } from '../components/orders/messages.ts';
import { TrackOrderPage, type TrackActionData } from '../components/orders/TrackOrderPage.tsx';

/** Spec 000 §2, §6: no order tracking where the site hides its link (EU and Australia). */
async function requireTracking(args: Route.LoaderArgs | Route.ActionArgs) {
  const resolved = requirePageRoute(args.url, args.params);
  const preferences = await getServices(args.context).api.getSitePreferences(resolved.site.id);
  if (!preferences.enableTrackOrder) throw data(null, { status: 404 });
  return resolved;
}

/** /track-order (spec 000 §2): an order found by its number and email shows here. */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = await requireTracking(args);
  const content = await orderPageContent(getServices(args.context), 'track_order', site, locale);
  return { siteId: site.id, localeId: locale.id, ...content };
}

export async function action(args: Route.ActionArgs) {
  await requireTracking(args);
  markPersonal(args);
  const form = await args.request.formData();
  const input = { orderNo: form.get('orderNo'), email: form.get('email') };
  const values = {
    orderNo: typeof input.orderNo === 'string' ? input.orderNo : '',
    email: typeof input.email === 'string' ? input.email : '',
  };
  const check = checkTrackForm(input);
  if (!check.ok) return data<TrackActionData>({ values, errors: check.errors }, { status: 400 });
  const found = await lookupOrder(args, check.values);
  if (!found.ok && found.reason === 'too-many-requests') {
    const wait = found.retryAfterSeconds;
    return data<TrackActionData>(
      { values, errors: {}, retryAfterSeconds: wait },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  // One message whichever field was wrong: the page never tells which orders exist.
  if (!found.ok)
    return data<TrackActionData>({ values, errors: {}, notFound: true }, { status: 404 });
  const view: OrderView = await buildOrderView(args, found.order);
  return data<TrackActionData>({ values, errors: {}, order: view });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.trackTitle);
}

export default function TrackOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TrackOrderPage
      sections={loaderData.sections}
      recommendations={loaderData.recommendations}
      actionData={actionData}
    />
  );
}
