import { data, redirect } from 'react-router';
import type { Route } from './+types/account-payments';
import { requireAccount } from '../lib/account/account.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import {
  addedDone,
  paymentActionSchema,
  paymentDoneOf,
  paymentInstrumentsView,
  type PaymentActionData,
  type PaymentDone,
} from '../lib/account/payment-instruments.ts';
import {
  addPaymentInstrument,
  listPaymentInstruments,
  makeDefaultPaymentInstrument,
  removePaymentInstrument,
} from '../lib/account/payment-instruments.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { accountMessage } from '../lib/account/area-messages.ts';
import { PaymentsPage } from '../components/account/payments/PaymentsPage.tsx';
import { submittedForm } from '../lib/form-values.ts';

/** /account/payments: Credit Cards, the stored cards and wallet accounts (spec 002 §2). */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const instruments = await listPaymentInstruments(account, args);
  return {
    siteId: site.id,
    localeId: locale.id,
    ...paymentInstrumentsView(instruments),
    done: paymentDoneOf(args.url.searchParams.get('done')),
  };
}

/** `intent`: "remove", "default" (paymentInstrumentId) or "add" (a wallet's vault nonce). */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const parsed = paymentActionSchema.safeParse(
    Object.fromEntries(await submittedForm(args.request)),
  );
  if (!parsed.success) return data<PaymentActionData>({ failure: 'invalid' }, { status: 400 });
  const post = parsed.data;
  const done = (what: PaymentDone) => redirect(`${args.url.pathname}?done=${what}`);
  if (post.intent === 'add') {
    const added = await addPaymentInstrument(account, args, post.nonce);
    if (added.ok) return done(addedDone(added.value.paymentMethodId));
    const failure = added.reason === 'nonce_refused' ? 'nonceRefused' : 'failed';
    return data<PaymentActionData>({ failure }, { status: failure === 'failed' ? 502 : 400 });
  }
  const { paymentInstrumentId } = post;
  const result =
    post.intent === 'remove'
      ? await removePaymentInstrument(account, args, paymentInstrumentId)
      : await makeDefaultPaymentInstrument(account, args, paymentInstrumentId);
  if (result.ok) return done(post.intent === 'remove' ? 'removed' : 'default');
  if (result.reason === 'not_removable')
    return data<PaymentActionData>(
      { failure: 'notRemovable', paymentInstrumentId },
      { status: 403 },
    );
  return data<PaymentActionData>(
    { failure: 'failed' },
    { status: result.reason === 'not_found' ? 404 : 502 },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navPayments'));
}

export default function AccountPayments({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsPage {...loaderData} answer={actionData} />;
}
