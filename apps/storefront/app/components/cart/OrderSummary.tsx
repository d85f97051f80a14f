import { useIntl } from 'react-intl';
import { freeShippingThreshold } from '@solo/sites';
import { checkoutDisabled, type CartView } from '../../lib/basket/cart-view.ts';
import { shippingLine, taxLabel, taxLine, type SummaryValue } from '../../lib/basket/summary.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { CheckoutLink } from './CheckoutLink.tsx';
import { m } from './messages.ts';

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

/**
 * Spec 001 §2 order summary: Subtotal, Discount, Promo Credit, Shipping, the site's tax line and
 * `Estimated Total (currency)`; spec 001 §9 rules for the shipping and tax values. Discount and
 * Promo Credit appear only when the basket has them. `shipping` false hides the shipping
 * information (spec 001 §2, mini cart); `inCheckout` shows what checkout calculated.
 */
export function OrderSummaryLines({
  cart,
  shipping = true,
  inCheckout = false,
}: {
  cart: CartView;
  shipping?: boolean;
  inCheckout?: boolean;
}) {
  const intl = useIntl();
  const { site, locale, preferences } = useSite();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale.id);
  const value = (v: SummaryValue) =>
    v.kind === 'amount' ? money(v.amount) : intl.formatMessage(m[v.key]);
  return (
    <dl data-testid="order-summary">
      <Row label={intl.formatMessage(m.subtotal)} value={money(cart.productSubTotal)} />
      {cart.discount > 0 ? (
        <Row label={intl.formatMessage(m.discount)} value={`−${money(cart.discount)}`} />
      ) : null}
      {cart.promoCredit > 0 ? (
        <Row label={intl.formatMessage(m.promoCredit)} value={`−${money(cart.promoCredit)}`} />
      ) : null}
      {shipping ? (
        <Row
          label={intl.formatMessage(m.shipping)}
          value={value(
            shippingLine(
              cart,
              {
                id: site.id,
                freeShippingThreshold: freeShippingThreshold(preferences, cart.currency),
              },
              { inCheckout },
            ),
          )}
        />
      ) : null}
      <Row label={intl.formatMessage(m[taxLabel(site.id)])} value={value(taxLine(cart, site.id))} />
      <Row
        strong
        label={intl.formatMessage(m.estimatedTotal, { currency: cart.currency })}
        value={money(cart.estimatedTotal)}
      />
    </dl>
  );
}

/**
 * The Checkout button of the mini cart and the cart page (spec 001 §4): disabled while the cart
 * cannot be checked out or its last write failed.
 */
export function CheckoutButton({ cart, failed }: { cart: CartView; failed: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.checkout);
  return checkoutDisabled(cart, failed) ? (
    <button type="button" disabled className={`${primaryButtonClass} opacity-50`}>
      {label}
    </button>
  ) : (
    <CheckoutLink className={primaryButtonClass}>{label}</CheckoutLink>
  );
}
