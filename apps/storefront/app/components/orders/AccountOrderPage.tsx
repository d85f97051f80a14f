import { useIntl } from 'react-intl';
import type { OrderView } from '../../lib/orders/order-view.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { linkClass } from '../account/sign-in/SignInPage.tsx';
import { m } from './messages.ts';
import { OrderDetails } from './OrderDetails.tsx';

/** /account/orders/{orderNo}: the order, with the way back to the history. */
export function AccountOrderPage({ order }: { order: OrderView }) {
  const intl = useIntl();
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <LocalizedLink to="/account/orders" className={linkClass}>
          {intl.formatMessage(m.backToOrders)}
        </LocalizedLink>
      </p>
      <h1 className="text-2xl font-bold tracking-tight">
        {intl.formatMessage(m.detailTitle, { orderNo: order.orderNo })}
      </h1>
      <OrderDetails order={order} />
    </div>
  );
}
