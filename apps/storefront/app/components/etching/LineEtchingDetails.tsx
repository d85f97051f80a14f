import { useIntl } from 'react-intl';
import type { LineEtching } from '../../lib/etching/line.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { em } from './messages.ts';

/**
 * The etching of a cart, checkout or order line (spec 001 §3): its type and price, then the
 * etched text lines or the team, as the shopper will see them on the product.
 */
export function LineEtchingDetails({
  etching,
  currency,
}: {
  etching: LineEtching;
  currency: string;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  return (
    <div data-testid="line-etching" className="text-stone-700">
      <p className="flex flex-wrap gap-x-2">
        <span>{intl.formatMessage(em.lineLabel, { type: etching.name })}</span>
        {etching.price ? (
          <span>
            {intl.formatMessage(em.extraPrice, {
              price: formatMoney(etching.price, currency, locale.id),
            })}
          </span>
        ) : null}
      </p>
      {etching.lines.length ? (
        <p className="font-mono whitespace-pre-line">{etching.lines.join('\n')}</p>
      ) : null}
      {etching.team ? <p>{etching.team}</p> : null}
    </div>
  );
}
