import { data } from 'react-router';
import type { Route } from './+types/gift-card-balance';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { checkGiftCardBalance } from '../lib/gift-card/balance.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { m } from '../components/gift-card/balance-messages.ts';
import { GiftCardBalancePage } from '../components/gift-card/GiftCardBalancePage.tsx';
import { submittedForm } from '../lib/form-values.ts';

/** /gift-card-balance (spec 000 §2): a gift card's balance by its code and PIN. */
export function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  return { siteId: site.id, localeId: locale.id };
}

export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const form = await submittedForm(args.request);
  const { status, answer } = await checkGiftCardBalance(args, {
    code: form.get('code'),
    pin: form.get('pin'),
  });
  const wait = answer.retryAfterSeconds;
  return data(answer, {
    status,
    ...(wait === undefined ? {} : { headers: { 'retry-after': String(wait) } }),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.title);
}

export default function GiftCardBalance({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardBalancePage localeId={loaderData.localeId} actionData={actionData} />;
}
