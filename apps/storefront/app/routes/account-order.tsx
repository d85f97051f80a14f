import { data } from 'react-router';
import type { Route } from './+types/account-order';
import { requireAccount } from '../lib/account/account.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { buildOrderView, readOwnOrder } from '../lib/orders/orders.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { m } from '../components/orders/messages.ts';
import { AccountOrderPage } from '../components/orders/AccountOrderPage.tsx';

/** /account/orders/{orderNo}: one of the customer's orders; anyone else's is not found. */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  await requireAccount(args);
  const own = await readOwnOrder(args, args.params.orderNo);
  if (!own) throw data(null, { status: 404 });
  return { siteId: site.id, localeId: locale.id, order: await buildOrderView(args, own.order) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.detailTitle, {
    orderNo: loaderData?.order.orderNo ?? '',
  });
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <AccountOrderPage order={loaderData.order} />;
}
