import type { Route } from './+types/account-orders';
import { requireAccount } from '../lib/account/account.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { parsePage, parseRange } from '../lib/orders/history.ts';
import { orderSummaries } from '../lib/orders/order-summary.ts';
import { readOrderHistory } from '../lib/orders/orders.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { m } from '../components/orders/messages.ts';
import { OrderHistoryPage } from '../components/orders/OrderHistoryPage.tsx';

/**
 * /account/orders: the customer's orders newest first, five a page, within a date range (spec 001
 * §9); `?range=&page=` keep the choice in the URL, so the form works without scripts.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const range = parseRange(args.url.searchParams.get('range'));
  const page = parsePage(args.url.searchParams.get('page'));
  const history = await readOrderHistory(account, range, page, new Date());
  return {
    siteId: site.id,
    localeId: locale.id,
    range,
    page,
    total: history.total,
    orders: orderSummaries(history.orders),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.historyTitle);
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage {...loaderData} />;
}
