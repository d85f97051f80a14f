import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ExpressQuote } from '../../lib/wallets/actions.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { m } from './messages.ts';

/**
 * The wallet sheet's shipping options (spec 002 §4 Google Pay callbacks): a native radio group
 * (arrow keys move the choice), each with its cost and estimated arrival, then shipping, tax and
 * total, announced politely when a choice changes them. The checked option is the basket's, so a
 * refused change shows the method that still holds.
 */
export function ShippingOptions({
  quote,
  busy,
  onChoose,
}: {
  quote: ExpressQuote;
  busy: boolean;
  onChoose: (methodId: string) => void;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, quote.currency, locale.id);
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{intl.formatMessage(m.shippingOptions)}</legend>
        {quote.options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 items-start gap-3 rounded border border-stone-300 p-3"
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={option.id}
              checked={option.selected}
              onChange={() => (busy ? undefined : onChoose(option.id))}
              aria-describedby={option.arrival ? `${id}-${option.id}-arrival` : undefined}
              className="mt-1 size-5"
            />
            <span className="flex flex-col">
              <span className="font-semibold">
                {intl.formatMessage(m.shippingOption, {
                  name: option.name,
                  cost: money(option.cost),
                })}
              </span>
              {option.arrival ? (
                <span id={`${id}-${option.id}-arrival`} className="text-sm text-stone-700">
                  {intl.formatMessage(m.arrival, { arrival: option.arrival })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <dl aria-live="polite" data-testid="wallet-sheet-totals" className="grid grid-cols-2 gap-1">
        <dt>{intl.formatMessage(m.shippingTotal)}</dt>
        <dd className="text-right">{money(quote.shippingTotal)}</dd>
        <dt>{intl.formatMessage(m.taxTotal)}</dt>
        <dd className="text-right">{money(quote.taxTotal)}</dd>
        <dt className="font-semibold">{intl.formatMessage(m.orderTotal)}</dt>
        <dd className="text-right font-semibold">{money(quote.amount)}</dd>
      </dl>
    </>
  );
}
