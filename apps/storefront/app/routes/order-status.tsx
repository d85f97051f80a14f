import { data } from 'react-router';
import type { Route } from './+types/order-status';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { loadOrderStatus } from '../lib/orders/order-status.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';
import { m } from '../components/orders/messages.ts';
import { OrderStatusPage } from '../components/orders/OrderStatusPage.tsx';

/**
 * /order-status?token=… : the order a signed link of an order email names, for guests of the
 * sites without Track an Order (spec 000 §2). A forged or expired link gets its own message and
 * status (403, 410). Personal and noindex.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  const page = await loadOrderStatus(args.context, site, args.url.searchParams.get('token'));
  const body = { siteId: site.id, localeId: locale.id, page };
  return page.ok ? body : data(body, { status: page.status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, m.statusLinkTitle);
}

export default function OrderStatus({ loaderData }: Route.ComponentProps) {
  return <OrderStatusPage page={loaderData.page} />;
}
