import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartView } from '../../lib/basket/cart-view.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { m as shell } from '../shell/messages.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { useCart } from './cart-state.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { useRemoveLine } from './line-actions.ts';
import { FreeShipping } from './FreeShipping.tsx';
import { GiftCardLines } from './gift-card-lines.tsx';
import { CheckoutButton, OrderSummaryLines } from './OrderSummary.tsx';
import { ExpressButtons } from '../wallets/ExpressButtons.tsx';
import { PromoCode } from './PromoCode.tsx';
import { m } from './messages.ts';

// The dialog's code loads only when a basket holds items no longer sold online.
const ConfirmationDialog = lazy(() =>
  import('../ui/ConfirmationDialog.tsx').then((mod) => ({ default: mod.ConfirmationDialog })),
);

/** Lines no longer sold online (spec 001 §4 "Cart unavailable dialog"). */
const goneOnline = (cart: CartView) =>
  cart.lines.filter((l) => l.availability === 'discontinued' || l.availability === 'outOfStock');

/**
 * Spec 001 §4 'Items Unavailable': 'Some items are no longer available online and will be
 * removed from your cart.' with a Remove action that removes them.
 */
function UnavailableDialog({ cart }: { cart: CartView }) {
  const intl = useIntl();
  const removeLine = useRemoveLine();
  const gone = goneOnline(cart);
  const [dismissed, setDismissed] = useState(false);
  if (!gone.length || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog
        open
        onOpenChange={(open) => {
          if (!open) setDismissed(true);
        }}
        title={intl.formatMessage(m.unavailableTitle)}
        message={intl.formatMessage(m.unavailableBody)}
        primaryActionLabel={intl.formatMessage(m.remove)}
        onPrimaryAction={() => {
          void (async () => {
            for (const line of gone) await removeLine(line.itemId);
          })();
        }}
      />
    </Suspense>
  );
}

/**
 * The cart page (spec 001 §2 /cart): lines with availability, quantity and removal; the order
 * summary `Order Summary (n items)` with free-shipping message, promo code and totals; Checkout,
 * disabled by the rules of spec 001 §4. Empty: 'Your cart is empty.' with Keep Shopping.
 */
export function CartPage({ initial }: { initial: CartView }) {
  const intl = useIntl();
  const state = useCart();
  const cart = state.cart ?? initial;
  const failed = state.failed;
  if (cart.count === 0) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{intl.formatMessage(shell.cartEmpty)}</h1>
        <LocalizedLink to="/" className={primaryButtonClass}>
          {intl.formatMessage(shell.keepShopping)}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{intl.formatMessage(m.cartTitle)}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul
          aria-label={intl.formatMessage(m.itemsLabel)}
          className="divide-y divide-stone-200 border-y border-stone-200"
        >
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.itemId}
              line={line}
              currency={cart.currency}
              basketId={cart.basketId}
            />
          ))}
          <GiftCardLines cart={cart} />
        </ul>
        <section
          aria-labelledby="order-summary-title"
          className="flex h-fit flex-col gap-4 rounded-md border border-stone-200 bg-white p-5"
        >
          <h2 id="order-summary-title" className="text-lg font-bold">
            {intl.formatMessage(m.orderSummaryCount, { n: cart.count })}
          </h2>
          {/* Nothing ships for a basket of gift cards only (spec 001 §2, §9). */}
          {cart.lines.length ? <FreeShipping cart={cart} /> : null}
          <OrderSummaryLines cart={cart} />
          <PromoCode cart={cart} />
          <CheckoutButton cart={cart} failed={failed} />
          {/* Spec 002 §2: express buttons, none on the EU and Australian sites. */}
          <ExpressButtons place="cart" />
        </section>
      </div>
      <UnavailableDialog cart={cart} />
    </div>
  );
}
