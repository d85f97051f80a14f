import { useIntl } from 'react-intl';
import type { OrderStatusKey } from '../../lib/orders/order-view.ts';
import { m } from './messages.ts';

/**
 * Spec 001 §3, §9 order status colour map: one colour per key, always with its text label (the
 * colour alone says nothing to a screen reader or a colour-blind shopper). Each pair keeps a
 * contrast of at least 7:1 (a 900 shade on its 100 tint).
 */
export const STATUS_COLOURS: Readonly<Record<OrderStatusKey, string>> = {
  processing: 'bg-amber-100 text-amber-900 ring-amber-700',
  returned: 'bg-purple-100 text-purple-900 ring-purple-700',
  shipped: 'bg-sky-100 text-sky-900 ring-sky-700',
  ordered: 'bg-blue-100 text-blue-900 ring-blue-700',
  delivered: 'bg-green-100 text-green-900 ring-green-700',
  canceled: 'bg-red-100 text-red-900 ring-red-700',
  fulfilled: 'bg-emerald-100 text-emerald-900 ring-emerald-700',
  default: 'bg-stone-100 text-stone-900 ring-stone-600',
};

export const STATUS_LABELS = {
  processing: m.statusProcessing,
  returned: m.statusReturned,
  shipped: m.statusShipped,
  ordered: m.statusOrdered,
  delivered: m.statusDelivered,
  canceled: m.statusCanceled,
  fulfilled: m.statusFulfilled,
  default: m.statusDefault,
} as const satisfies Record<OrderStatusKey, unknown>;

export function StatusBadge({ status }: { status: OrderStatusKey }) {
  const intl = useIntl();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${STATUS_COLOURS[status]}`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {intl.formatMessage(STATUS_LABELS[status])}
    </span>
  );
}
