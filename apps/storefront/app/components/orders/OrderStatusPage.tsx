import { useIntl } from 'react-intl';
import type { OrderStatusPage as Page } from '../../lib/orders/order-status.ts';
import { FormAlert } from '../account/sign-in/fields.tsx';
import { m } from './messages.ts';
import { ShipmentList } from './ShipmentList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * The order a signed link names: its status (spec 001 §3 colour map), date, items, total and the
 * parcels' tracking links.
 */
export function OrderStatusPage({ page }: { page: Page }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.statusLinkTitle);
  if (!page.ok)
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <FormAlert>
          {intl.formatMessage(
            page.reason === 'expired' ? m.statusLinkExpired : m.statusLinkInvalid,
          )}
        </FormAlert>
      </div>
    );
  const { order } = page;
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'long' });
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <section className="grid gap-3" aria-labelledby="order-status-heading">
        <h2 id="order-status-heading" className="text-2xl font-bold">
          {intl.formatMessage(m.detailTitle, { orderNo: order.orderNo })}
        </h2>
        <p className="text-stone-700">
          {intl.formatMessage(m.placedOn, { date: date(order.creationDate) })}
        </p>
        <p className="flex items-center gap-2">
          <span className="font-semibold">{intl.formatMessage(m.status)}</span>
          <StatusBadge status={order.status} />
        </p>
      </section>
      <section className="grid gap-2" aria-labelledby="order-status-items">
        <h2 id="order-status-items" className="text-xl font-bold">
          {intl.formatMessage(m.items)}
        </h2>
        <ul className="grid gap-1">
          {order.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-4">
              <span>{item.productName}</span>
              <span className="text-stone-700">
                {intl.formatMessage(m.quantity, { quantity: item.quantity })}
              </span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between gap-4 border-t border-stone-300 pt-2 font-semibold">
          <span>{intl.formatMessage(m.orderTotal)}</span>
          <span>
            {intl.formatNumber(order.orderTotal, { style: 'currency', currency: order.currency })}
          </span>
        </p>
      </section>
      {order.shipments.length ? (
        <section className="grid gap-2" aria-labelledby="order-status-shipments">
          <h2 id="order-status-shipments" className="text-xl font-bold">
            {intl.formatMessage(m.shipments)}
          </h2>
          <ShipmentList shipments={order.shipments} />
        </section>
      ) : null}
      <p className="text-sm text-stone-700">
        {intl.formatMessage(m.statusLinkExpires, { date: date(order.linkExpires) })}
      </p>
    </div>
  );
}
