import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format/money.ts';
import { klarnaOffer } from '../../lib/klarna/klarna-view.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { SPACE } from '../ui/text.ts';
import { klarnaMessages as m } from './messages.ts';

/**
 * Klarna's on-site messaging on the product page (issue 22): three interest-free payments of the
 * price, on the EU and Australian sites within Klarna's limits, where the gateway approves
 * Klarna (not Braintree); nothing elsewhere. Not on the
 * cart page: spec 002 §2 shows no Pay Later messaging there on these sites
 * (docs/decisions/klarna.md).
 */
export function KlarnaOffer({ price, currency }: { price: number; currency: string }) {
  const intl = useIntl();
  const { site, locale, wallets } = useSite();
  const approved = !wallets || wallets.includes('klarna');
  const payment = approved ? klarnaOffer(site.id, price, currency) : null;
  if (payment === null) return null;
  return (
    <p className="text-sm text-stone-800" data-testid="klarna-offer">
      {intl.formatMessage(m.offer, { amount: formatMoney(payment, currency, locale.id) })}
      {SPACE}
      <LocalizedLink to="/klarna-faq" className="font-semibold underline">
        {intl.formatMessage(m.learnMore)}
      </LocalizedLink>
    </p>
  );
}
