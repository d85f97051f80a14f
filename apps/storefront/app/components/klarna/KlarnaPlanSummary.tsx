import { useIntl } from 'react-intl';
import type { OrderPaymentView } from '../../lib/orders/order-view.ts';
import { klarnaMessages as m } from './messages.ts';
import { KlarnaSchedule } from './KlarnaSchedule.tsx';

/** An order paid by Klarna: its plan and payments as recorded when the order was placed. */
export function KlarnaPlanSummary({
  plan,
  currency,
}: {
  plan: NonNullable<OrderPaymentView['klarna']>;
  currency: string;
}) {
  const intl = useIntl();
  return (
    <div className="mt-1 grid gap-1" data-testid="order-klarna-plan">
      <p className="text-sm">
        {intl.formatMessage(plan.plan === 'pay_in_3' ? m.payIn3 : m.payLater)}
      </p>
      <KlarnaSchedule
        instalments={plan.instalments.map((i) => ({ ...i, today: false }))}
        currency={currency}
      />
    </div>
  );
}
