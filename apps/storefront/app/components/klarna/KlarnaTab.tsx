import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { KlarnaPlan } from '@solo/sites/klarna';
import { formatMoney } from '../../lib/format/money.ts';
import { outOfRange, shownSchedule } from '../../lib/klarna/klarna-view.ts';
import { useSite } from '../../lib/site-context.tsx';
import type { PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import WalletTab from '../wallets/WalletTab.tsx';
import { klarnaMessages as m } from './messages.ts';
import { KlarnaSchedule } from './KlarnaSchedule.tsx';

const PLANS: readonly KlarnaPlan[] = ['pay_in_3', 'pay_later'];

/**
 * The billing step's Klarna tab (EU and Australian sites, docs/decisions/klarna.md): the plan,
 * its payments in the basket's currency, then the wallet tab's button, whose sandbox sheet
 * approves the plan for exactly what is left to pay; Place Order places it as any wallet. A new
 * plan starts a new approval (the wallet tab is keyed by it).
 */
export default function KlarnaTab(props: PaymentTabProps) {
  const intl = useIntl();
  const { locale } = useSite();
  const id = useId();
  const [plan, setPlan] = useState<KlarnaPlan>('pay_in_3');
  const { view } = props;
  const currency = view.cart.currency;
  // Gift cards pay first: Klarna is asked for what they leave.
  const due = view.giftCards.cards.length ? view.giftCards.amountDue : view.cart.estimatedTotal;
  const money = (n: number) => formatMoney(n, currency, locale.id);
  const limits = due > 0 ? outOfRange(due, currency) : null;
  if (limits)
    return (
      <p className="text-sm text-stone-800" data-testid="klarna-out-of-range">
        {intl.formatMessage(m.outOfRange, { min: money(limits.min), max: money(limits.max) })}
      </p>
    );
  return (
    <div className="grid gap-4" data-testid="klarna-tab">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{intl.formatMessage(m.planLegend)}</legend>
        {PLANS.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-plan`}
              value={option}
              checked={plan === option}
              onChange={() => setPlan(option)}
              className="size-5 accent-stone-900"
            />
            {intl.formatMessage(option === 'pay_in_3' ? m.payIn3 : m.payLater)}
          </label>
        ))}
      </fieldset>
      {due > 0 ? (
        <KlarnaSchedule instalments={shownSchedule(plan, due)} currency={currency} />
      ) : null}
      <WalletTab key={plan} {...props} walletType="klarna" fundingSource={plan} amountDue={due} />
    </div>
  );
}
