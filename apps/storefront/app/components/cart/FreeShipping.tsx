import { useIntl } from 'react-intl';
import { freeShippingThreshold } from '@solo/sites';
import type { CartView } from '../../lib/basket/cart-view.ts';
import { freeShippingMessage } from '../../lib/basket/summary.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useCart } from './cart-state.tsx';
import { m } from './messages.ts';
import { progressBarClass } from '../shell/styles.ts';

/**
 * Spec 001 §9 free-shipping message and the buy-more-save-more bar. The cart page passes the cart
 * it rendered on the server, so the bar is in its HTML and does not push the summary down when
 * the page hydrates; the mini cart reads the browser's cart.
 */
export function FreeShipping({ cart: given }: { cart?: CartView } = {}) {
  const intl = useIntl();
  const cart = useCart().cart ?? given;
  const { locale, preferences } = useSite();
  if (!cart) return null;
  // The site's threshold in the basket's own currency (spec 000 §4: the locale's currency).
  const siteThreshold = freeShippingThreshold(preferences, cart.currency);
  const message = freeShippingMessage(cart, siteThreshold);
  if (!message) return null;
  const threshold = cart.freeShippingThreshold ?? siteThreshold ?? 0;
  const text =
    message.kind === 'more'
      ? intl.formatMessage(m.freeShippingMore, {
          amount: formatMoney(message.amount, cart.currency, locale.id),
        })
      : message.kind === 'approach'
        ? message.text
        : intl.formatMessage(m.freeShippingGot);
  return (
    <div className="rounded-md bg-stone-100 p-3 text-sm" data-testid="free-shipping">
      <p>{text}</p>
      <progress
        className={progressBarClass}
        max={threshold}
        value={Math.min(cart.productSubTotal, threshold)}
        aria-label={text}
      />
    </div>
  );
}
