import { useId } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format/money.ts';
import { ORDER_RANGES, pageCount, type OrderRange } from '../../lib/orders/history.ts';
import type { OrderSummary } from '../../lib/orders/order-summary.ts';
import { LocalizedLink, useLocalizedHref } from '../../lib/site-context.tsx';
import { inputClass } from '../account/sign-in/fields.tsx';
import { linkClass } from '../account/sign-in/SignInPage.tsx';
import { secondaryButtonClass } from '../shell/styles.ts';
import { m } from './messages.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { GLYPH_DOT } from '../ui/text.ts';

const pageLink = (range: OrderRange, page: number) =>
  `/account/orders?${new URLSearchParams({ range, page: String(page) })}`;

/**
 * /account/orders (spec 001 §9): the range select (a GET form, so it works without scripts), the
 * page's orders newest first with their status, the pages, or the empty state.
 */
export function OrderHistoryPage({
  range,
  page,
  total,
  orders,
}: {
  range: OrderRange;
  page: number;
  total: number;
  orders: OrderSummary[];
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const id = useId();
  const pages = pageCount(total);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{intl.formatMessage(m.historyTitle)}</h1>
      <Form
        method="get"
        action={href('/account/orders')}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-range`} className="text-sm font-semibold text-stone-900">
            {intl.formatMessage(m.rangeLabel)}
          </label>
          <select
            id={`${id}-range`}
            name="range"
            defaultValue={range}
            className={`${inputClass} pr-8`}
          >
            {ORDER_RANGES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(m[value])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {intl.formatMessage(m.rangeApply)}
        </button>
      </Form>
      {orders.length === 0 ? (
        <p role="status" className="rounded-md bg-stone-100 px-4 py-6 text-stone-800">
          {intl.formatMessage(m.historyEmpty)}
        </p>
      ) : (
        <ul aria-label={intl.formatMessage(m.historyList)} className="grid gap-4">
          {orders.map((order) => (
            <li
              key={order.orderNo}
              data-testid="order-summary-card"
              className="grid gap-2 rounded-lg border border-stone-300 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-bold">
                  <LocalizedLink to={`/account/orders/${order.orderNo}`} className={linkClass}>
                    {intl.formatMessage(m.orderLink, { orderNo: order.orderNo })}
                  </LocalizedLink>
                </h2>
                <StatusBadge status={order.status} />
              </div>
              <p className="text-stone-700">
                {intl.formatMessage(m.placedOn, {
                  date: intl.formatDate(order.creationDate, { dateStyle: 'long', timeZone: 'UTC' }),
                })}
                {GLYPH_DOT}
                {intl.formatMessage(m.itemCount, { n: order.count })}
                {GLYPH_DOT}
                <span className="font-semibold text-stone-900">
                  {formatMoney(order.orderTotal, order.currency, intl.locale)}
                </span>
              </p>
              <p className="text-stone-700">{order.names.join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          aria-label={intl.formatMessage(m.pagination)}
          className="flex items-center gap-4 text-sm"
        >
          {page > 1 ? (
            <LocalizedLink to={pageLink(range, page - 1)} className={linkClass} rel="prev">
              {intl.formatMessage(m.previous)}
            </LocalizedLink>
          ) : null}
          <span aria-current="page">{intl.formatMessage(m.pageOf, { page, pages })}</span>
          {page < pages ? (
            <LocalizedLink to={pageLink(range, page + 1)} className={linkClass} rel="next">
              {intl.formatMessage(m.next)}
            </LocalizedLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
