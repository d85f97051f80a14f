import { data } from 'react-router';
import type { Route } from './+types/checkout-confirmation';
import { getServices } from '../lib/api/context.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { orderPageContent } from '../lib/orders/content.server.ts';
import { createAccountFromOrder } from '../lib/orders/create-account.server.ts';
import { buildOrderView, purchaseData, readOwnOrder } from '../lib/orders/orders.server.ts';
import { purchaseEvent } from '../lib/orders/purchase-event.ts';
import { REGISTRATION_LIMITS } from '../lib/account/registration.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { ConfirmationPage } from '../components/orders/ConfirmationPage.tsx';
import { m } from '../components/orders/messages.ts';
import { submittedForm } from '../lib/form-values.ts';

/**
 * /checkout/confirmation/{orderNo} (spec 000 §2): the placed order for the shopper whose session
 * placed it; anyone else gets the page-not-found page. Personal and noindex.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const own = await readOwnOrder(args, args.params.orderNo);
  if (!own) throw data(null, { status: 404 });
  const services = getServices(args.context);
  const [view, content] = await Promise.all([
    buildOrderView(args, own.order),
    orderPageContent(services, 'checkout_confirm', site, locale),
  ]);
  return {
    siteId: site.id,
    localeId: locale.id,
    order: view,
    purchase: purchaseEvent(await purchaseData(args, own.session, own.order, view)),
    guest: !own.session.isRegistered,
    limits: REGISTRATION_LIMITS,
    ...content,
  };
}

/** The guest's create-account form (the password only; name and email come from the order). */
export async function action(args: Route.ActionArgs) {
  const resolved = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const own = await readOwnOrder(args, args.params.orderNo);
  if (!own || own.session.isRegistered) throw data(null, { status: 404 });
  const form = await submittedForm(args.request);
  return createAccountFromOrder(args, resolved, own.order, form.get('password'));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.confirmationTitle);
}

export default function CheckoutConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage {...loaderData} actionData={actionData} />;
}
