import { formatMoney } from '../../../lib/format/money.ts';
import { priceAt } from '../../../lib/product/page/cart-button.ts';
import type { PriceSource } from '../../../lib/product/page/pdp-view.ts';
import { discountBadge } from '../../../lib/product/price.ts';
import { productMessage } from '../../../lib/product/messages.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { usePdpFormat } from './format.ts';

/**
 * Spec 001 §9 price rules at the chosen quantity, and the discount badge of spec 000 §9 (SALE
 * under 20 % off, else "{value}% off").
 */
export function PriceDisplay({
  source,
  currency,
  quantity = 1,
  size = 'large',
}: {
  source: PriceSource;
  currency: string;
  quantity?: number;
  size?: 'large' | 'small';
}) {
  const { locale } = useSite();
  const { t, rule } = usePdpFormat();
  const price = priceAt(source, quantity);
  if (!price.priced) return null;
  const money = (n: number) => formatMoney(n, currency, locale.id);
  const badge = price.isOnSale ? discountBadge(price.current, price.list) : null;
  const current =
    price.isRange && price.max !== undefined
      ? t('pdp.price.range', { min: money(price.current), max: money(price.max) })
      : money(price.current);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
      <span
        className={`${size === 'large' ? 'text-2xl' : 'text-base'} font-semibold ${price.isOnSale ? 'text-red-800' : 'text-stone-900'}`}
      >
        {price.isOnSale ? (
          <span className="sr-only">{t('pdp.price.sale', { price: '' })}</span>
        ) : null}
        {current}
      </span>
      {price.isOnSale && price.list !== undefined ? (
        <s className="text-stone-600">
          <span className="sr-only">{t('pdp.price.list', { price: '' })}</span>
          {money(price.list)}
        </s>
      ) : null}
      {badge ? (
        <span className="rounded bg-red-800 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {badge.kind === 'sale'
            ? rule(productMessage('sale'))
            : rule(productMessage('percentOff', { value: badge.value }))}
        </span>
      ) : null}
    </div>
  );
}
