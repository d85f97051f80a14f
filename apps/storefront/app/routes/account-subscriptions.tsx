import { data, redirect } from 'react-router';
import type { Route } from './+types/account-subscriptions';
import { addressListView } from '../lib/account/account-view.ts';
import { loadCustomer, requireAccount } from '../lib/account/account.server.ts';
import { countryNamer } from '../lib/account/countries.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { accountMessage } from '../lib/account/area-messages.ts';
import { paymentInstrumentsView } from '../lib/account/payment-instruments.ts';
import { listPaymentInstruments } from '../lib/account/payment-instruments.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { submittedForm } from '../lib/form-values.ts';
import {
  cancelling,
  doneOf,
  FREQUENCY_CHOICES,
  MAX_SUBSCRIPTION_QUANTITY,
  subscriptionActionSchema,
  subscriptionsView,
  type SubscriptionActionData,
} from '../lib/subscriptions/view.ts';
import {
  changeSubscription,
  listSubscriptions,
  readUpcomingOrder,
} from '../lib/subscriptions/subscriptions.server.ts';
import { SubscriptionsPage } from '../components/subscriptions/SubscriptionsPage.tsx';

/**
 * /account/subscriptions (issue 21, spec 000 §2): the customer's subscriptions with their changes,
 * and the upcoming order (spec 001 §7 getUpcomingOrder). `?cancel=<id>` is Cancel's confirmation.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const [subscriptions, upcoming, instruments, customer] = await Promise.all([
    listSubscriptions(account, args, locale.id),
    readUpcomingOrder(account, args, locale.id),
    listPaymentInstruments(account, args),
    loadCustomer(account, args),
  ]);
  const list = subscriptionsView(subscriptions, customer.addresses ?? []);
  return {
    siteId: site.id,
    localeId: locale.id,
    subscriptions: list,
    upcoming,
    cards: paymentInstrumentsView(instruments).cards.map(({ id, label, expiry }) => ({
      id,
      label: expiry ? `${label} ${expiry}` : label,
    })),
    addresses: addressListView(customer, countryNamer(locale.id)).map((a) => ({
      id: a.addressId,
      label: a.lines.join(', '),
    })),
    cancelling: cancelling(list, args.url.searchParams.get('cancel'))?.id ?? null,
    frequencies: FREQUENCY_CHOICES,
    maxQuantity: MAX_SUBSCRIPTION_QUANTITY,
    done: doneOf(args.url.searchParams.get('done')),
  };
}

/** One form per change; `intent` names it (view.ts subscriptionActionSchema). */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const parsed = subscriptionActionSchema.safeParse(
    Object.fromEntries(await submittedForm(args.request)),
  );
  if (!parsed.success) return data<SubscriptionActionData>({ failure: 'invalid' }, { status: 400 });
  const outcome = await changeSubscription(account, args, parsed.data);
  if (!outcome.ok) return data<SubscriptionActionData>(outcome.answer, { status: outcome.status });
  throw redirect(`${args.url.pathname}?done=${parsed.data.intent}`, 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navSubscriptions'));
}

export default function AccountSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionsPage {...loaderData} answer={actionData} />;
}
