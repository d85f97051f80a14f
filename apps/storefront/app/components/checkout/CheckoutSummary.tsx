import type { CartView } from '../../lib/basket/cart-view.ts';
import type { GiftCardPayment } from '../../lib/checkout/gift-card.ts';
import { LineEtchingDetails } from '../etching/LineEtchingDetails.tsx';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { OrderSummaryLines } from '../cart/OrderSummary.tsx';
import { useT } from '../../i18n/intl.tsx';
import { useCheckoutT } from './use-checkout-t.ts';

/**
 * The order summary beside the steps: the lines, then the cart's summary (subtotal, discounts,
 * shipping, the site's tax line with "Included in price" on the EU and Australian sites, spec
 * 001 §9), re-priced whenever a step changes the basket; then each gift card applied and what
 * is left to pay.
 */
export function CheckoutSummary({
  cart,
  giftCards,
}: {
  cart: CartView;
  giftCards: GiftCardPayment;
}) {
  const t = useCheckoutT();
  const global = useT();
  const label = (o: { label: string; value: string }) =>
    global('global.labelValue', { label: o.label, value: o.value });
  const { locale } = useSite();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale.id);
  const less = (amount: number) => `−${money(amount)}`;
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="grid gap-4 rounded-lg bg-stone-100 p-5"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-semibold">
        {t('summaryHeading')}
      </h2>
      <ul className="grid gap-3" aria-label={t('summaryHeading')}>
        {cart.lines.map((line) => (
          <li key={line.itemId} data-testid="checkout-line" className="flex gap-3 text-sm">
            {line.image ? (
              <img
                src={line.image.src}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded object-cover"
              />
            ) : null}
            <span className="grid flex-1 gap-0.5">
              <span className="font-semibold">{line.name}</span>
              {line.options.map((o) => (
                <span key={o.label} className="text-stone-700">
                  {label(o)}
                </span>
              ))}
              {line.etching ? (
                <LineEtchingDetails etching={line.etching} currency={cart.currency} />
              ) : null}
              <span className="text-stone-700">
                {t('lineQuantity', { quantity: line.quantity })}
              </span>
            </span>
            {line.priceAfterItemDiscount !== undefined || line.price !== undefined ? (
              <span>{money(line.priceAfterItemDiscount ?? line.price ?? 0)}</span>
            ) : null}
          </li>
        ))}
        {cart.giftCards.map((card) => (
          <li
            key={card.giftCertificateItemId}
            data-testid="checkout-line"
            className="flex justify-between gap-3 text-sm"
          >
            <span className="font-semibold">{card.name}</span>
            <span>{money(card.amount)}</span>
          </li>
        ))}
      </ul>
      <OrderSummaryLines cart={cart} inCheckout />
      {giftCards.cards.length ? (
        <dl data-testid="gift-card-summary" className="border-t border-stone-300 pt-2 text-sm">
          {giftCards.cards.map((card) => (
            <div key={card.id} className="flex justify-between gap-4 py-1">
              <dt>{t('giftCardApplied', { lastFour: card.lastFour })}</dt>
              <dd>{less(card.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-1 text-base font-bold">
            <dt>{t('giftCardAmountDue')}</dt>
            <dd>{money(giftCards.amountDue)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
