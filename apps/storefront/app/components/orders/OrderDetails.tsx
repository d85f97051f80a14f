import type { ReactNode } from 'react';
import { LineEtchingDetails } from '../etching/LineEtchingDetails.tsx';
import { useIntl } from 'react-intl';
import { taxLabel, taxLine } from '../../lib/basket/summary.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type { OrderAddressView, OrderView } from '../../lib/orders/order-view.ts';
import { m as cart } from '../cart/messages.ts';
import { messageById } from '../../i18n/define-messages.ts';
import { m } from './messages.ts';
import { KlarnaPlanSummary } from '../klarna/KlarnaPlanSummary.tsx';
import { ShipmentList } from './ShipmentList.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const labelValue = messageById('global.labelValue');

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'text-base font-bold' : 'text-sm'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-1 text-sm text-stone-800">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

function Address({ address }: { address: OrderAddressView }) {
  return (
    <address className="not-italic">
      {[address.name, ...address.lines, address.phone ?? ''].filter(Boolean).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * One placed order: status, lines (image, name, variation, quantity, price), the summary with
 * the cart's tax rules (spec 001 §9) and, when gift cards paid, each card and what the card or
 * wallet was charged; shipping address and method, billing address and payment (spec 002 §9 card
 * mask). The confirmation, the account's order page and Track an Order show it.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(amount, order.currency, intl.locale);
  const tax = taxLine(order, order.siteId);
  const longDate = (iso: string) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  const date = longDate(order.creationDate);
  return (
    <article
      data-testid="order-details"
      className="grid gap-8"
      aria-label={intl.formatMessage(m.detailTitle, { orderNo: order.orderNo })}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-stone-800">
        <p>
          {intl.formatMessage(labelValue, {
            label: <span className="font-semibold">{intl.formatMessage(m.orderNumber)}</span>,
            value: <span data-testid="order-number">{order.orderNo}</span>,
          })}
        </p>
        {date ? <p>{intl.formatMessage(m.placedOn, { date })}</p> : null}
        {/* Not a flex row: its gap would part the label from its colon ("Status :"). */}
        <p>
          {intl.formatMessage(labelValue, {
            label: <span className="font-semibold">{intl.formatMessage(m.status)}</span>,
            value: <StatusBadge status={order.status} />,
          })}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section className="grid content-start gap-3">
          <h2 className="text-lg font-bold">{intl.formatMessage(m.items)}</h2>
          <ul className="divide-y divide-stone-200 border-y border-stone-200">
            {order.lines.map((line) => (
              <li key={line.itemId} data-testid="order-line" className="flex gap-4 py-4">
                {line.image ? (
                  <img
                    src={line.image.src}
                    alt={line.image.alt}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded-md bg-stone-100 object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="size-20 shrink-0 rounded-md bg-stone-100" />
                )}
                <div className="grid flex-1 content-start gap-1 text-sm">
                  <p className="font-semibold text-stone-900">{line.name}</p>
                  {line.options.map((option) => (
                    <p key={option.label} className="text-stone-700">
                      {intl.formatMessage(labelValue, option)}
                    </p>
                  ))}
                  {line.etching ? (
                    <LineEtchingDetails etching={line.etching} currency={order.currency} />
                  ) : null}
                  <p className="text-stone-700">
                    {intl.formatMessage(m.quantity, { quantity: line.quantity })}
                  </p>
                </div>
                <p className="text-sm font-semibold">{money(line.price)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="grid content-start gap-3">
          <h2 className="text-lg font-bold">{intl.formatMessage(m.orderSummary)}</h2>
          <dl data-testid="order-summary">
            <Row label={intl.formatMessage(cart.subtotal)} value={money(order.productSubTotal)} />
            {order.discount > 0 ? (
              <Row label={intl.formatMessage(cart.discount)} value={`−${money(order.discount)}`} />
            ) : null}
            {order.giftCardTotal > 0 ? (
              <Row label={intl.formatMessage(m.giftCards)} value={money(order.giftCardTotal)} />
            ) : null}
            {order.shippingTotal !== undefined ? (
              <Row
                label={intl.formatMessage(cart.shipping)}
                value={
                  order.shippingTotal > 0
                    ? money(order.shippingTotal)
                    : intl.formatMessage(cart.shippingFree)
                }
              />
            ) : null}
            <Row
              label={intl.formatMessage(cart[taxLabel(order.siteId)])}
              value={tax.kind === 'amount' ? money(tax.amount) : intl.formatMessage(cart[tax.key])}
            />
            <Row strong label={intl.formatMessage(m.orderTotal)} value={money(order.orderTotal)} />
            {order.giftCardPayments.map((card, i) => (
              <Row
                key={`gift-card-${i}`}
                label={intl.formatMessage(m.giftCardPayment, { lastFour: card.lastFour })}
                value={`−${money(card.amount)}`}
              />
            ))}
            {order.giftCardPayments.length
              ? order.payments.map((payment, i) => (
                  <Row
                    key={`charged-${i}`}
                    label={intl.formatMessage(m.chargedTo, { payment: payment.label })}
                    value={money(payment.amount ?? 0)}
                  />
                ))
              : null}
            {order.refunds.map((refund, i) => (
              <Row
                key={i}
                label={intl.formatMessage(m.refundedOn, { date: longDate(refund.at) })}
                value={`−${money(refund.amount)}`}
              />
            ))}
          </dl>
        </section>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {order.shippingAddress ? (
          <Block title={intl.formatMessage(m.shippingAddress)}>
            <Address address={order.shippingAddress} />
          </Block>
        ) : null}
        {order.shippingMethod ? (
          <Block title={intl.formatMessage(m.shippingMethod)}>
            <p>{order.shippingMethod.name}</p>
            {order.shippingMethod.estimatedArrivalTime ? (
              <p>{order.shippingMethod.estimatedArrivalTime}</p>
            ) : null}
          </Block>
        ) : null}
        {order.shipments.length ? (
          <Block title={intl.formatMessage(m.shipments)}>
            <ShipmentList shipments={order.shipments} />
          </Block>
        ) : null}
        {order.billingAddress ? (
          <Block title={intl.formatMessage(m.billingAddress)}>
            <Address address={order.billingAddress} />
          </Block>
        ) : null}
        {order.payments.length || order.giftCardPayments.length ? (
          <Block title={intl.formatMessage(m.payment)}>
            {order.giftCardPayments.map((card, i) => (
              <p key={`gift-card-${i}`} data-testid="order-payment">
                {intl.formatMessage(labelValue, {
                  label: intl.formatMessage(m.giftCardPayment, { lastFour: card.lastFour }),
                  value: money(card.amount),
                })}
              </p>
            ))}
            {order.payments.map((payment, i) => (
              <div key={i}>
                <p data-testid="order-payment">
                  {order.giftCardPayments.length && payment.amount !== undefined
                    ? intl.formatMessage(labelValue, {
                        label: payment.label,
                        value: money(payment.amount),
                      })
                    : payment.label}
                </p>
                {payment.klarna ? (
                  <KlarnaPlanSummary plan={payment.klarna} currency={order.currency} />
                ) : null}
              </div>
            ))}
          </Block>
        ) : null}
      </div>
    </article>
  );
}
